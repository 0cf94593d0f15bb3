/**
 * The part of Amplify Auth that every signed-in page needs: configuring it, reading (and so refreshing) the
 * session, signing out, and hearing of a change of session. A module of its own so that the sign-in flows stay out
 * of that download.
 */
import { Amplify, type ResourcesConfig } from '@aws-amplify/core';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

type AuthConfig = NonNullable<ResourcesConfig['Auth']>;

/**
 * Amplify's user-pool tokens, kept in localStorage, without its AWS credentials: `Amplify.configure` from
 * `aws-amplify` also wires Cognito identity pools' credentials provider, which this app (no identity pool) never
 * asks for, and which every signed-in page downloaded (2.6 KB of gzip). This is what that configure does otherwise.
 */
export function configureAmplify(config: { Auth: AuthConfig }): void {
  cognitoUserPoolsTokenProvider.setAuthConfig(config.Auth);
  Amplify.configure(config, { Auth: { tokenProvider: cognitoUserPoolsTokenProvider } });
}

export { fetchAuthSession, signOut } from 'aws-amplify/auth';
// Named here, not reached through `import('aws-amplify/utils')`: a dynamic import keeps every export of the module it
// loads, and that one also brings Amplify's cache, i18n and service worker (8.5 KB of gzip on every signed-in page).
export { Hub } from 'aws-amplify/utils';
