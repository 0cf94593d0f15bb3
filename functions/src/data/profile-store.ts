import { seal, unseal } from '../adapters/encryption';
import { getProfileItem, profiles, type ProfileItem } from './profiles';
import { isConditionalCheckFailure } from './electro';
import { phoneSearchWord } from './search-index';
import type { Locale } from '@taxback/shared';

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

/**
 * Records the language a customer reads in, on a profile that exists (before step 1 there is none;
 * the first profile save records the language of its request). Not a profile edit: no new version.
 */
export async function writeProfileLanguage(userId: string, language: Locale): Promise<boolean> {
  try {
    await profiles().patch({ userId }).set({ language }).go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
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
