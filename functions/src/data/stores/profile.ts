import type { Locale } from '@taxback/shared';
import { unseal, seal } from '../../adapters/encryption';
import { type Page, isConditionalCheckFailure, type ItemOf } from '../electro';
import { profiles } from '../entities/profile';
import { pageOptions } from '../paging';
import { phoneSearchWord } from './search-index';

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

/** First and last names of users, in one batch read (profilesOf; no decryption: names are stored in clear). */
export async function customerNamesOf(userIds: string[]): Promise<Map<string, string>> {
  return new Map(
    [...(await profilesOf(userIds)).values()].map((profile) => [
      profile.userId,
      [profile.firstName, profile.lastName].filter(Boolean).join(' '),
    ]),
  );
}

/** A page of customer profiles, newest first. */
export async function profilesPage(cursor: string | null, limit: number): Promise<Page<ProfileItem>> {
  const { data, cursor: next } = await profiles()
    .query.allUsers({})
    .go({ order: 'desc', cursor, ...pageOptions(limit, false) });
  return { items: data, cursor: next };
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

export type ProfileItem = ItemOf<typeof profiles>;

/** The stored profile item, its sensitive fields still sealed (`openProfile` opens them). */
export async function getProfileItem(userId: string): Promise<ProfileItem | null> {
  const { data } = await profiles().get({ userId }).go();
  return data;
}

/**
 * The profiles of these users, in one batch read; a user without one is absent. Throws when DynamoDB left
 * keys unread, so that a caller never takes an unread profile for a missing one.
 */
export async function profilesOf(userIds: readonly string[]): Promise<Map<string, ProfileItem>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const { data, unprocessed } = await profiles()
    .get(unique.map((userId) => ({ userId })))
    .go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} profiles were left unread`);
  return new Map(data.map((profile) => [profile.userId, profile]));
}

/** Creates the profile on first sign-in; an existing one is left untouched. */
export async function createProfileIfAbsent(userId: string, email: string, firstName: string | null) {
  try {
    await profiles()
      .create({ userId, email, ...(firstName ? { firstName } : {}) })
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * Records the account's new sign-in email on its profile (the stream processor re-indexes it for staff
 * search). Not a profile edit: no new version. A person without a profile yet gets the address at creation.
 */
export async function writeProfileEmail(userId: string, email: string): Promise<void> {
  try {
    await profiles().patch({ userId }).set({ email }).go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
