import { loadAmplifyVocabulary } from './amplify-i18n';
import { getRuntimeConfig, type RuntimeConfig } from './config';
import { hasStoredSession } from './stored-session';

type AmplifyAuth = typeof import('aws-amplify/auth');

let loading: Promise<AmplifyAuth> | undefined;
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
 * Amplify Auth, downloaded and configured on first use: the public pages do not carry it, and a visitor
 * who never signs in never downloads it.
 */
export function amplifyAuth(): Promise<AmplifyAuth> {
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth'), loadAmplifyVocabulary()]).then(
    ([{ Amplify }, auth]) => {
      Amplify.configure(authConfig(getRuntimeConfig()));
      markLoaded();
      return auth;
    },
  );
  return loading;
}

/** Whether this browser may hold a session: without one (and with Amplify not loaded in this tab) there is none to ask Amplify about. */
export function mayHaveSession(): boolean {
  return loading !== undefined || hasStoredSession(getRuntimeConfig().userPoolClientId);
}
