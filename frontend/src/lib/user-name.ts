import type { AdminUser } from '@taxback/shared/account/staff-schemas';
import { copy } from '@taxback/shared/copy';

/** First and last name, or a placeholder for a user who has not filled in a profile. */
export const userName = (user: Pick<AdminUser, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || copy.adminConversations.unnamedUser;
