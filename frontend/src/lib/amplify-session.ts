/**
 * The part of Amplify Auth that every signed-in page needs: configuring it, reading (and so refreshing) the
 * session, signing out, and hearing of a change of session. A module of its own so that the sign-in flows stay out
 * of that download.
 */
export { Amplify } from 'aws-amplify';
export { fetchAuthSession, signOut } from 'aws-amplify/auth';
// Named here, not reached through `import('aws-amplify/utils')`: a dynamic import keeps every export of the module it
// loads, and that one also brings Amplify's cache, i18n and service worker (8.5 KB of gzip on every signed-in page).
export { Hub } from 'aws-amplify/utils';
