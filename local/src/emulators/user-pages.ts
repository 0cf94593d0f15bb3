/** Cognito's largest (and default) page of ListUsers. */
export const MOST_USERS_PER_PAGE = 60;

const TOKEN_PREFIX = 'users-after:';

const tokenAfter = (position: number) => Buffer.from(`${TOKEN_PREFIX}${position}`).toString('base64url');

function positionOf(token: string): number | null {
  const decoded = Buffer.from(token, 'base64url').toString();
  const match = new RegExp(`^${TOKEN_PREFIX}(\\d{1,9})$`).exec(decoded);
  return match ? Number(match[1]) : null;
}

/**
 * One page of a listing in Cognito's terms: at most `Limit` users (0 or none: 60), and a `PaginationToken`
 * when more follow. A token this function did not issue, or a limit outside 0-60, is an invalid parameter.
 */
export function pageOfUsers<User>(
  users: User[],
  { Limit, PaginationToken }: { Limit?: number; PaginationToken?: string },
): { Users: User[]; PaginationToken?: string } | { invalid: string } {
  const limit = Limit || MOST_USERS_PER_PAGE;
  if (!Number.isInteger(limit) || limit < 0 || limit > MOST_USERS_PER_PAGE) {
    return { invalid: `Limit must be between 0 and ${MOST_USERS_PER_PAGE}` };
  }
  const start = PaginationToken === undefined ? 0 : positionOf(PaginationToken);
  if (start === null || start > users.length) return { invalid: 'Invalid pagination token' };
  const end = start + limit;
  return end < users.length
    ? { Users: users.slice(start, end), PaginationToken: tokenAfter(end) }
    : { Users: users.slice(start) };
}
