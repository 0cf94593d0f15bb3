import type { AuthSession } from 'aws-amplify/auth';

export interface FakeUser {
  sub: string;
  email: string;
}

export const ada: FakeUser = { sub: 'user-ada', email: 'ada@example.com' };

/** The part of fetchAuthSession's answer the app reads: the ID token, its claims and its string form. */
export function sessionOf(user: FakeUser | null): AuthSession {
  if (!user) return {};
  const idToken = { payload: { sub: user.sub, email: user.email }, toString: () => `id-token-of-${user.sub}` };
  return { tokens: { idToken, accessToken: idToken } } as unknown as AuthSession;
}
