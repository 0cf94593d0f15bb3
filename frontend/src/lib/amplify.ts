import { loadAmplifyVocabulary } from './amplify-i18n';
import { getRuntimeConfig, type RuntimeConfig } from './config';
import { hasStoredSession } from './stored-session';

type AmplifySession = typeof import('./amplify-session');
type AmplifySignIn = typeof import('./amplify-sign-in');

let loading: Promise<AmplifySession> | undefined;
let markLoaded: () => void;
/** Settles once Amplify has been downloaded and configured (never, for a visitor who does not sign in). */
export const amplifyLoaded = new Promise<void>((resolve) => (markLoaded = resolve));

const authConfig = ({ userPoolId, userPoolClientId, userPoolEndpoint }: RuntimeConfig) => ({
  Auth: {
    Cognito: {
      userPoolId,
      userPoolClientId,
      ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
      loginWith: { email: true },
    },
  },
});

/**
 * Amplify Auth's session calls, downloaded and configured on first use: the public pages do not carry them,
 * and a visitor who never signs in never downloads them.
 */
export function amplifyAuth(): Promise<AmplifySession> {
  loading ??= Promise.all([import('./amplify-session'), loadAmplifyVocabulary()]).then(([session]) => {
    session.configureAmplify(authConfig(getRuntimeConfig()));
    markLoaded();
    return session;
  });
  return loading;
}

/** Amplify Auth's sign-up and sign-in flows, configured: only the pages that sign someone in or up download them. */
export async function amplifySignIn(): Promise<AmplifySignIn> {
  const [flows] = await Promise.all([import('./amplify-sign-in'), amplifyAuth()]);
  return flows;
}

/** Whether this browser may hold a session: without one (and with Amplify not loaded in this tab) there is none to ask Amplify about. */
export function mayHaveSession(): boolean {
  return loading !== undefined || hasStoredSession(getRuntimeConfig().userPoolClientId);
}
