import type { AuthSession } from 'aws-amplify/auth';

export interface FakeUser {
  sub: string;
  email: string;
  /** The first name given at sign-up (Cognito's given_name). */
  givenName?: string;
}

export const ada: FakeUser = { sub: 'user-ada', email: 'ada@example.com' };

/** The key Amplify keeps the signed-in user under (render-app.tsx configures the client id `client`). */
const LAST_AUTH_USER = 'CognitoIdentityServiceProvider.client.LastAuthUser';

/**
 * The part of fetchAuthSession's answer the app reads: the ID token, its claims and its string form. Like a
 * real sign-in, it leaves the signed-in user in localStorage, where the app looks before loading Amplify.
 */
export function sessionOf(user: FakeUser | null): AuthSession {
  if (!user) return {};
  localStorage.setItem(LAST_AUTH_USER, user.sub);
  const idToken = {
    payload: { sub: user.sub, email: user.email, given_name: user.givenName },
    toString: () => `id-token-of-${user.sub}`,
  };
  return { tokens: { idToken, accessToken: idToken } } as unknown as AuthSession;
}
