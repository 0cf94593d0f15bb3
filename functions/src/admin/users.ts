import { messages, PAGE_SIZE, userStatus, type AdminUser } from '@taxback/shared';
import { listIdentityUsers, type IdentityUser } from '../adapters/identity';
import { logger } from '../commons/logger';
import { applicantsOf, applicationsOf, profilesPage, usersWithConversations } from '../data/admin-queries';
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

const prefixOf = (text: string) =>
  text ? { attribute: text.includes('@') ? ('email' as const) : ('given_name' as const), value: text } : undefined;

const fromIdentity = (user: IdentityUser): Row => ({
  userId: user.userId,
  email: user.email,
  createdAt: user.createdAt ?? '',
});

/** Users with their emails from the identity provider; when it cannot be reached, from the profiles alone. */
export const listAdminUsers = operation('listAdminUsers', async ({ query }) => {
  const limit = Math.min(query.limit ?? PAGE_SIZE.admin, 60);
  const cursor = query.cursor ?? null;
  try {
    const page = await listIdentityUsers({ prefix: prefixOf(query.q ?? ''), limit, cursor });
    return ok({
      items: await describeUsers(page.users.map(fromIdentity)),
      cursor: page.cursor,
      emailsUnavailable: false,
    });
  } catch (error) {
    logger.error('Listing users from the identity provider failed; showing profiles only', error as Error);
    const page = await profilesPage(null, limit);
    const rows = page.items.map((profile) => ({
      userId: profile.userId,
      email: messages.adminBackOffice.users.emailUnavailable,
      createdAt: profile.createdAt,
    }));
    return ok({ items: await describeUsers(rows), cursor: null, emailsUnavailable: true });
  }
});
