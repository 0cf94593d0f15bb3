import { copyFor, sameEmail } from '@taxback/shared';
import {
  getIdentityUser,
  setIdentityLocked,
  setVerifiedEmail,
  signOutEverywhere,
  type AccountStanding,
} from '../adapters/identity';
import { sendMail } from '../adapters/mail';
import { logger } from '../commons/logger';
import { getProfile } from '../data/profiles';
import type { Caller } from '../http/claims';
import type { EmailGuard } from '../http/standing';
import { createPasswordResetToken } from './confirmation-token';
import { passwordResetLink } from './links';

/** The pool's sign-in address as the API left it: verified, and the profile's (when there is a profile yet). */
export function signInEmailIsIntact(
  pool: { email: string; emailVerified: boolean },
  profileEmail: string | undefined,
): boolean {
  return pool.emailVerified && (profileEmail === undefined || sameEmail(pool.email, profileEmail));
}

/**
 * Puts an account whose sign-in address was changed behind the API's back (a stolen session calling the pool
 * directly) back on the profile's address, ends every session, locks it until a password reset and mails the
 * profile's address a reset link. Without a profile there is no known address: the account stays locked.
 */
export async function restoreSignInEmail(username: string, userId: string): Promise<void> {
  const profile = await getProfile(userId);
  logger.warn('Sign-in email changed outside the API: restoring it and locking the account');
  if (profile?.email) await setVerifiedEmail(username, profile.email);
  await setIdentityLocked(username, true);
  await signOutEverywhere(username);
  const restored = await getIdentityUser(username);
  if (!profile?.email || !restored) return;
  const text = copyFor(profile.language).emailChange;
  const link = passwordResetLink(await createPasswordResetToken(username, restored.signedOutAt));
  await sendMail({ to: [profile.email], subject: text.tamperedSubject, text: text.tamperedBody(link) });
}

/**
 * The account function's guard: it can read the profile and repair the pool. An unverified address is repaired
 * at once (the API never sets one). A verified address other than the profile's is refused but left alone: an
 * email change writes the profile, then the pool, and a request in between must not lock its owner out (the
 * change ends every session anyway); a password reset asked for that address repairs it.
 */
export const guardSignInEmail: EmailGuard = async (caller: Caller, standing: AccountStanding) => {
  const profile = await getProfile(caller.userId);
  if (signInEmailIsIntact(standing, profile?.email)) return false;
  if (!standing.emailVerified) await restoreSignInEmail(caller.username, caller.userId);
  return true;
};
