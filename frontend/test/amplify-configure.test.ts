import { Amplify } from '@aws-amplify/core';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterEach, describe, expect, it } from 'vitest';
import { configureAmplify } from '@/lib/amplify-session';

const clientId = 'test-client';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;

/** A session as Amplify's sign-in leaves it in localStorage, with tokens valid for an hour. */
function storeSession(username: string): void {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: username, iat: now, exp: now + 3600, email: `${username}@example.com` };
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, username);
  localStorage.setItem(`${prefix}.${username}.idToken`, jwt({ ...claims, token_use: 'id' }));
  localStorage.setItem(`${prefix}.${username}.accessToken`, jwt({ ...claims, token_use: 'access', username }));
  localStorage.setItem(`${prefix}.${username}.refreshToken`, 'refresh-token');
  localStorage.setItem(`${prefix}.${username}.clockDrift`, '0');
}

const auth = { Cognito: { userPoolId: 'ca-central-1_test', userPoolClientId: clientId, loginWith: { email: true } } };

describe("Amplify's configuration", () => {
  afterEach(() => localStorage.clear());

  it("reads the user pool's tokens a sign-in left, and asks for no AWS credentials", async () => {
    storeSession('user-ada');
    configureAmplify({ Auth: auth });

    const session = await fetchAuthSession();
    expect(session.tokens?.idToken?.payload.sub).toBe('user-ada');
    expect(session.tokens?.idToken?.payload.email).toBe('user-ada@example.com');
    expect(session.credentials).toBeUndefined();
    expect(session.identityId).toBeUndefined();
    expect(Amplify.libraryOptions.Auth).toEqual({ tokenProvider: cognitoUserPoolsTokenProvider });
  });

  it('has no session for a browser where nobody signed in', async () => {
    configureAmplify({ Auth: auth });
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });
});
