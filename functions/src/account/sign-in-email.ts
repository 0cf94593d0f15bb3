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
import { getProfileItem } from '../data/stores/profile';
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
 * Puts an account whose pool address is not the profile's back on the profile's address, ends every session and
 * mails the profile's address a reset link. An unverified address was set behind the API's back (a stolen
 * session calling the pool directly): the account is also locked until a password reset. Without a profile
 * there is no known address: the account stays locked.
 */
export async function restoreSignInEmail(username: string, userId: string, { lock }: { lock: boolean }): Promise<void> {
  const profile = await getProfileItem(userId);
  logger.warn('Sign-in email is not the profile’s: restoring it', { lock });
  if (profile?.email) await setVerifiedEmail(username, profile.email);
  if (lock) await setIdentityLocked(username, true);
  await signOutEverywhere(username);
  const restored = await getIdentityUser(username);
  if (!profile?.email || !restored) return;
  const text = copyFor(profile.language).emailChange;
  const link = passwordResetLink(await createPasswordResetToken(username, restored.signedOutAt));
  await sendMail({
    to: [profile.email],
    subject: text.tamperedSubject,
    text: lock ? text.tamperedBody(link) : text.resyncedBody(link),
  });
}

/**
 * The account function's guard: it can read the profile and repair the pool. A verified address other than the
 * profile's is put back without a lock: an email change writes the profile, then the pool, and a request in
 * between must not lock its owner out (it sets the address the change is setting, and the change ends every
 * session anyway).
 */
export const guardSignInEmail: EmailGuard = async (caller: Caller, standing: AccountStanding) => {
  const profile = await getProfileItem(caller.userId);
  if (signInEmailIsIntact(standing, profile?.email)) return false;
  await restoreSignInEmail(caller.username, caller.userId, { lock: !standing.emailVerified });
  return true;
};
