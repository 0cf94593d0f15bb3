import { seal, unseal } from '../../adapters/encryption';
import { isConditionalCheckFailure } from '../electro';
import { profiles } from '../entities/profile';
import { getProfileItem, profilesOf, type ProfileItem } from './profile';
import { phoneSearchWord } from './search-index';

// The profile's sealed fields, opened and sealed with the KMS key. Apart from the profile's other patterns so
// that a function without a grant on the key bundles no decryption path (infra/test/function-needs.test.ts).

export interface Applicant {
  profile: ProfileItem;
  phone: string;
}

/** The profiles (with the phone decrypted) of a page's users, in one batch read (profilesOf). */
export async function applicantsOf(userIds: string[]): Promise<Map<string, Applicant>> {
  const entries = await Promise.all(
    [...(await profilesOf(userIds)).values()].map(async (profile): Promise<[string, Applicant]> => {
      const sealed = profile.sealed ? await unseal<SealedProfileFields>(profile.userId, profile.sealed) : {};
      return [profile.userId, { profile, phone: sealed.phone ?? '' }];
    }),
  );
  return new Map(entries);
}

/** The profile values that are only ever stored encrypted. */
export interface SealedProfileFields {
  itin?: string;
  dateOfBirth?: string;
  phone?: string;
  addressLine1?: string;
  addressLine2?: string;
}

export type PlainProfileFields = Partial<
  Pick<
    ProfileItem,
    'firstName' | 'lastName' | 'city' | 'province' | 'postalCode' | 'country' | 'countryOfBirth' | 'language'
  >
>;

export interface OpenProfile {
  item: ProfileItem;
  sealed: SealedProfileFields;
}

/** The stored profile with its sealed fields opened (decrypted); `getProfileItem` reads it without. */
export async function openProfile(userId: string): Promise<OpenProfile | null> {
  const item = await getProfileItem(userId);
  if (!item) return null;
  const sealed = item.sealed ? await unseal<SealedProfileFields>(userId, item.sealed) : {};
  return { item, sealed };
}

export type ProfileWriteResult =
  { outcome: 'saved'; profile: OpenProfile } | { outcome: 'conflict'; profile: OpenProfile | null };

/**
 * Writes profile values when the stored version is still `expectedVersion` (0: no profile yet;
 * 'latest': whatever is stored now). Sensitive values are merged into the encrypted document and
 * sealed again.
 */
export async function writeProfile(
  userId: string,
  email: string,
  expectedVersion: number | 'latest',
  plain: PlainProfileFields,
  sensitive: SealedProfileFields,
): Promise<ProfileWriteResult> {
  const current = await openProfile(userId);
  const currentVersion = current?.item.version ?? 0;
  if (expectedVersion !== 'latest' && currentVersion !== expectedVersion) {
    return { outcome: 'conflict', profile: current };
  }
  const open = { ...current?.sealed, ...sensitive };
  const sealed = await seal(userId, open);
  const phoneWord = open.phone ? await phoneSearchWord(open.phone) : null;
  const phoneSearch = phoneWord ? { phoneSearch: phoneWord } : {};
  try {
    // Both writes answer with the stored item: the saved profile needs no second read or decryption.
    const { data } = current
      ? await profiles()
          .patch({ userId })
          .set({ ...plain, sealed, ...phoneSearch, version: currentVersion + 1 })
          .where(({ version }, { eq }) => eq(version, currentVersion))
          .go({ response: 'all_new' })
      : await profiles()
          .create({ userId, email, ...plain, sealed, ...phoneSearch, version: 1 })
          .go();
    return { outcome: 'saved', profile: { item: data as ProfileItem, sealed: open } };
  } catch (error) {
    if (isConditionalCheckFailure(error)) return { outcome: 'conflict', profile: await openProfile(userId) };
    throw error;
  }
}
