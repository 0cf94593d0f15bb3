import { describe, expect, it } from 'vitest';
import { callerFromClaims, groupsFromClaim } from '../src/http/claims';

describe('groupsFromClaim', () => {
  it.each([
    ['[admin]', ['admin']],
    ['[admin staff]', ['admin', 'staff']],
    ['admin,staff', ['admin', 'staff']],
    [['admin'], ['admin']],
    ['', []],
    [undefined, []],
  ] as const)('reads %o as %o', (value, expected) => {
    expect(groupsFromClaim(value as never)).toEqual(expected);
  });
});

describe('callerFromClaims', () => {
  it('takes the user from the verified subject and the admin flag from the groups', () => {
    expect(
      callerFromClaims({ sub: 'u-1', 'cognito:username': 'u-1', email: 'a@b.co', 'cognito:groups': '[admin]' }),
    ).toEqual({ userId: 'u-1', username: 'u-1', email: 'a@b.co', isAdmin: true });
  });

  it('is nobody without a subject', () => {
    expect(callerFromClaims({ email: 'a@b.co' })).toBeNull();
    expect(callerFromClaims(undefined)).toBeNull();
  });

  it('does not make a member of a look-alike group an admin', () => {
    expect(callerFromClaims({ sub: 'u-1', 'cognito:groups': '[administrators]' })?.isAdmin).toBe(false);
  });
});
