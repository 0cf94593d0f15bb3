import { STATUS_RANK } from '@taxback/shared/claim/progress';
import type { AdminUser } from '@taxback/shared/account/staff-schemas';
import { userName } from '@/lib/user-name';

export type UserSortKey = 'name' | 'email' | 'status';
export interface UserSort {
  key: UserSortKey;
  ascending: boolean;
}

const rank = (user: AdminUser) => (user.status ? (STATUS_RANK[user.status] ?? 0) : 0);

// Ascending status follows the rank order staff work in: processing first, users without an application last.
const compare: Record<UserSortKey, (a: AdminUser, b: AdminUser) => number> = {
  name: (a, b) => userName(a).localeCompare(userName(b)),
  email: (a, b) => a.email.localeCompare(b.email),
  status: (a, b) => rank(b) - rank(a),
};

export function sortUsers(users: readonly AdminUser[], sort: UserSort): AdminUser[] {
  const direction = sort.ascending ? 1 : -1;
  return [...users].sort((a, b) => direction * compare[sort.key](a, b));
}

/** A sort button flips the direction of its own key, or sorts by its key ascending. */
export const nextSort = (current: UserSort, key: UserSortKey): UserSort =>
  current.key === key ? { key, ascending: !current.ascending } : { key, ascending: true };
