import { copy, PAGE_SIZE, userStatus, type AdminUser } from '@taxback/shared';
import { listIdentityUsers, type IdentityUser } from '../adapters/identity';
import { logger } from '../commons/logger';
import { applicantsOf, applicationsOf, profilesPage, usersWithConversations } from '../data/admin-queries';
import type { ProfileItem } from '../data/profiles';
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
    Promise.all(userIds.map((userId) => applicationsOf(userId))),
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

/**
 * Users with their emails from the identity provider (searched by email prefix); a name search reads the
 * profiles, whose names the identity provider cannot search inside. When the identity provider cannot be
 * reached, the profiles alone, with the spec's fallback text for emails.
 */
export const listAdminUsers = operation('listAdminUsers', async ({ query }) => {
  const limit = Math.min(query.limit ?? PAGE_SIZE.admin, 60);
  const cursor = query.cursor ?? null;
  const text = query.q ?? '';
  const byName = text !== '' && !text.includes('@');
  if (byName) {
    const page = await profilesPage(cursor, limit, text);
    return ok({
      items: await describeUsers(page.items.map((profile) => fromProfile(profile))),
      cursor: page.cursor,
      emailsUnavailable: false,
    });
  }
  try {
    const prefix = text ? { attribute: 'email' as const, value: text } : undefined;
    const page = await listIdentityUsers({ prefix, limit, cursor });
    return ok({
      items: await describeUsers(page.users.map(fromIdentity)),
      cursor: page.cursor,
      emailsUnavailable: false,
    });
  } catch (error) {
    logger.error('Listing users from the identity provider failed; showing profiles only', error as Error);
    const page = await profilesPage(null, limit);
    const rows = page.items.map((profile) => fromProfile(profile, copy.adminBackOffice.users.emailUnavailable));
    return ok({ items: await describeUsers(rows), cursor: null, emailsUnavailable: true });
  }
});
