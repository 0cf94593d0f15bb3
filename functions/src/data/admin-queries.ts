import type { ApplicationStatus } from '@taxback/shared';
import { unseal } from '../adapters/encryption';
import type { ApplicationItem } from './application-store';
import { applications } from './applications';
import type { DocumentItem } from './document-store';
import { documents } from './documents';
import type { Page } from './electro';
import { conversations } from './conversations';
import type { SealedProfileFields } from './profile-store';
import { profiles, type ProfileItem } from './profiles';

/**
 * How many items one page reads. `count` alone would send a Query without a Limit, reading up to 1 MB of
 * the partition for every page; a Limit keeps an unfiltered page to exactly its own items. A filtered page
 * reads in bounded steps until it has `pageSize` matches.
 */
export const pageOptions = (pageSize: number, filtered: boolean) => ({
  count: pageSize,
  limit: filtered ? FILTERED_READ_STEP : pageSize,
});

const FILTERED_READ_STEP = 100;

export async function applicationsPage(
  status: ApplicationStatus | null,
  cursor: string | null,
  limit: number,
): Promise<Page<ApplicationItem>> {
  const query = applications().query.allApplications({});
  const filtered = status ? query.where(({ status: field }, { eq }) => eq(field, status)) : query;
  const { data, cursor: next } = await filtered.go({ order: 'desc', cursor, ...pageOptions(limit, status !== null) });
  return { items: data, cursor: next };
}

/** Every customer's documents, newest first, optionally of one category (GSI over all documents). */
export async function documentsPage(
  category: DocumentItem['category'] | null,
  cursor: string | null,
  limit: number,
): Promise<Page<DocumentItem>> {
  const query = documents().query.allDocuments({});
  const filtered = category ? query.where(({ category: field }, { eq }) => eq(field, category)) : query;
  const { data, cursor: next } = await filtered.go({ order: 'desc', cursor, ...pageOptions(limit, category !== null) });
  return { items: data, cursor: next };
}

/** The documents of the given keys (one BatchGet), newest first. */
export async function documentsByKeys(keys: { userId: string; documentId: string }[]): Promise<DocumentItem[]> {
  if (keys.length === 0) return [];
  const { data } = await documents().get(keys).go();
  return data.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export { applicationById } from './application-store';

/**
 * Claims by their keys, in one batch read, by application id; a claim not found is absent. Throws when DynamoDB
 * left keys unread, so that an unread claim is never taken for a missing one.
 */
export async function applicationsByKeys(
  keys: { userId: string; applicationId: string }[],
): Promise<Map<string, ApplicationItem>> {
  const unique = [...new Map(keys.map((key) => [key.applicationId, key])).values()];
  if (unique.length === 0) return new Map();
  const { data, unprocessed } = await applications().get(unique).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} applications were left unread`);
  return new Map(data.map((item) => [item.applicationId, item as ApplicationItem]));
}

export interface Applicant {
  profile: ProfileItem;
  phone: string;
}

/** The profiles (with the phone decrypted) of a page's users, in one batch read. */
export async function applicantsOf(userIds: string[]): Promise<Map<string, Applicant>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const { data } = await profiles()
    .get(unique.map((userId) => ({ userId })))
    .go();
  const entries = await Promise.all(
    data.map(async (profile): Promise<[string, Applicant]> => {
      const sealed = profile.sealed ? await unseal<SealedProfileFields>(profile.userId, profile.sealed) : {};
      return [profile.userId, { profile, phone: sealed.phone ?? '' }];
    }),
  );
  return new Map(entries);
}

/** First and last names of users, read in one batch (no decryption: names are stored in clear). */
export async function customerNamesOf(userIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const { data } = await profiles()
    .get(unique.map((userId) => ({ userId })))
    .go();
  return new Map(
    data.map((profile) => [profile.userId, [profile.firstName, profile.lastName].filter(Boolean).join(' ')]),
  );
}

export async function usersWithConversations(userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { data } = await conversations()
    .get([...new Set(userIds)].map((userId) => ({ userId })))
    .go();
  return new Set(data.map((conversation) => conversation.userId));
}

/** A page of customer profiles, newest first. */
export async function profilesPage(cursor: string | null, limit: number): Promise<Page<ProfileItem>> {
  const { data, cursor: next } = await profiles()
    .query.allUsers({})
    .go({ order: 'desc', cursor, ...pageOptions(limit, false) });
  return { items: data, cursor: next };
}
