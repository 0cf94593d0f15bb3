/**
 * The part of Amplify Auth that every signed-in page needs: configuring it, reading (and so refreshing) the
 * session, and signing out. A module of its own so that the sign-in flows stay out of that download.
 */
export { Amplify } from 'aws-amplify';
export { fetchAuthSession, signOut } from 'aws-amplify/auth';
