import { isSearchable, PAGE_SIZE, SEARCH, userStatus, type AdminUser, staffCopy } from '@taxback/shared';
import { listIdentityUsers, type IdentityUser } from '../adapters/identity';
import { InvalidCursorError } from '../commons/invalid-cursor';
import { logger } from '../commons/logger';
import { profilesPage, type ProfileItem } from '../data/stores/profile';
import { applicantsOf } from '../data/stores/sealed-profile';
import { usersWithConversations } from '../data/stores/conversation';
import { userApplications } from '../data/stores/application';
import { searchIndex } from '../data/stores/search-index';
import { ok, operation } from '../http/lambda-handler';

interface Row {
  userId: string;
  email: string;
  createdAt: string;
}

async function describeUsers(rows: Row[]): Promise<AdminUser[]> {
  const userIds = rows.map((row) => row.userId);
  const [applicants, withMessages, applications] = await Promise.all([
    applicantsOf(userIds),
    usersWithConversations(userIds),
    Promise.all(userIds.map((userId) => userApplications(userId))),
  ]);
  return rows.map((row, index) => {
    const applicant = applicants.get(row.userId);
    const owned = applications[index] ?? [];
    return {
      userId: row.userId,
      firstName: applicant?.profile.firstName ?? '',
      lastName: applicant?.profile.lastName ?? '',
      email: row.email,
      phone: applicant?.phone ?? '',
      createdAt: row.createdAt,
      applicationCount: owned.length,
      status: userStatus(owned.map((application) => application.status)),
      hasMessages: withMessages.has(row.userId),
    };
  });
}

const fromProfile = (profile: ProfileItem, email = profile.email): Row => ({
  userId: profile.userId,
  email,
  createdAt: profile.createdAt,
});

const fromIdentity = (user: IdentityUser): Row => ({
  userId: user.userId,
  email: user.email,
  createdAt: user.createdAt ?? '',
});

/** Users whose name, email, phone's last digits or one of whose applications' ids the search finds. */
async function searchUsers(text: string): Promise<AdminUser[]> {
  const [users, applications] = await Promise.all([searchIndex('user', text), searchIndex('application', text)]);
  const userIds = [...new Set([...users, ...applications].map((match) => match.userId))].slice(0, SEARCH.resultLimit);
  const applicants = await applicantsOf(userIds);
  const rows = userIds.flatMap((userId) => {
    const profile = applicants.get(userId)?.profile;
    return profile ? [fromProfile(profile)] : [];
  });
  return describeUsers(rows);
}

/**
 * Users with their emails from the identity provider (an email typed with its `@` is looked up there, by
 * prefix); any other search goes through the search index. A cursor the identity provider did not issue is
 * the caller's error; when it cannot be reached, the profiles alone, with the spec's fallback text for emails.
 */
export const listAdminUsers = operation('listAdminUsers', async ({ query }) => {
  const limit = Math.min(query.limit ?? PAGE_SIZE.admin, 60);
  const cursor = query.cursor ?? null;
  const text = query.q ?? '';
  if (text !== '' && !text.includes('@') && isSearchable(text)) {
    return ok({ items: await searchUsers(text), cursor: null, emailsUnavailable: false });
  }
  try {
    const prefix = text.includes('@') ? { attribute: 'email' as const, value: text } : undefined;
    const page = await listIdentityUsers({ prefix, limit, cursor });
    return ok({
      items: await describeUsers(page.users.map(fromIdentity)),
      cursor: page.cursor,
      emailsUnavailable: false,
    });
  } catch (error) {
    if (error instanceof InvalidCursorError) throw error;
    logger.error('Listing users from the identity provider failed; showing profiles only', error as Error);
    const page = await profilesPage(null, limit);
    const rows = page.items.map((profile) => fromProfile(profile, staffCopy.adminBackOffice.users.emailUnavailable));
    return ok({ items: await describeUsers(rows), cursor: null, emailsUnavailable: true });
  }
});
