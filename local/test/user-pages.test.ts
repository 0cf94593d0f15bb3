import { describe, expect, it } from 'vitest';
import { MOST_USERS_PER_PAGE, pageOfUsers } from '../src/emulators/user-pages';

const pool = Array.from({ length: 130 }, (_, index) => `user-${index}`);

/** Every page of the pool, following the tokens as a caller would. */
function allPages(limit?: number) {
  const pages: string[][] = [];
  let token: string | undefined;
  do {
    const page = pageOfUsers(pool, { Limit: limit, PaginationToken: token });
    if ('invalid' in page) throw new Error(page.invalid);
    pages.push(page.Users);
    token = page.PaginationToken;
  } while (token);
  return pages;
}

describe('the local pool pages its users as Cognito does', () => {
  it.each([
    { limit: undefined, sizes: [60, 60, 10] },
    { limit: 0, sizes: [60, 60, 10] },
    { limit: 50, sizes: [50, 50, 30] },
    { limit: 60, sizes: [60, 60, 10] },
    { limit: 130, sizes: 'invalid' },
  ])('limit $limit gives pages of $sizes', ({ limit, sizes }) => {
    if (sizes === 'invalid') {
      expect(pageOfUsers(pool, { Limit: limit })).toEqual({
        invalid: `Limit must be between 0 and ${MOST_USERS_PER_PAGE}`,
      });
      return;
    }
    const pages = allPages(limit);
    expect(pages.map((page) => page.length)).toEqual(sizes);
    expect(pages.flat()).toEqual(pool);
  });

  it('gives no token with the last page, even when it is full', () => {
    expect(pageOfUsers(pool.slice(0, 60), {})).toEqual({ Users: pool.slice(0, 60) });
    expect(pageOfUsers([], {})).toEqual({ Users: [] });
  });

  it.each([
    'abc',
    '',
    Buffer.from('users-after:-1').toString('base64url'),
    Buffer.from('users-after:131').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
  ])('refuses a token it did not issue (%j)', (token) => {
    expect(pageOfUsers(pool, { PaginationToken: token })).toEqual({ invalid: 'Invalid pagination token' });
  });
});
