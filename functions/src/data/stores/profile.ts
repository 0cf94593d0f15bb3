import type { Locale } from '@taxback/shared';
import { type Page, isConditionalCheckFailure, type ItemOf } from '../electro';
import { profiles } from '../entities/profile';
import { pageOptions } from '../paging';

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
