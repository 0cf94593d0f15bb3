import { createHash, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_LINK, PASSWORD_RESET, copy, serverCopy } from '@taxback/shared';
import {
  confirmIdentityUser,
  deleteIdentityUser,
  getIdentityUser,
  setIdentityLocked,
  setIdentityPassword,
  signOutEverywhere,
} from '../adapters/identity';
import { getProfileItem } from '../data/stores/profile';
import { sendMail } from '../adapters/mail';
import { endCooldown, startCooldown } from '../data/stores/cooldown';
import { takeIpRateLimitToken, takeRateLimitToken } from '../data/stores/rate-counter';
import { badRequest, conflict, tooManyRequests } from '../http/errors';
import { accepted, noContent, ok, operation } from '../http/lambda-handler';
import { logger } from '../commons/logger';
import {
  createConfirmationToken,
  createPasswordResetToken,
  readConfirmationToken,
  readPasswordResetToken,
} from './confirmation-token';
import { confirmationLink, passwordResetLink } from './links';
import { restoreSignInEmail, signInEmailIsIntact } from './sign-in-email';

const SENDS_PER_ADDRESS_PER_HOUR = 5;
const SENDS_PER_IP_PER_HOUR = 30;
const HOUR = 3600;
/** One confirmation mail per address per cool-down. */
const COOLDOWN = 'confirm-email';

/**
 * Mails a verification link to a user who signed up and is not yet confirmed. The answer is the same
 * whether or not the address has an account, so it cannot be used to probe for customers.
 */
export const sendConfirmationEmail = operation('sendConfirmationEmail', async ({ body, sourceIp }) => {
  const withinLimits =
    (await takeIpRateLimitToken('confirm-ip', sourceIp, SENDS_PER_IP_PER_HOUR, HOUR)) &&
    (await takeRateLimitToken('confirm-email', body.email, SENDS_PER_ADDRESS_PER_HOUR, HOUR)) &&
    (await startCooldown(COOLDOWN, body.email, CONFIRMATION_LINK.resendCooldownSeconds));
  if (!withinLimits) throw tooManyRequests();

  const user = await getIdentityUser(body.email);
  if (user?.status === 'UNCONFIRMED') {
    const token = await createConfirmationToken(user.username, user.email);
    const link = confirmationLink(token);
    await sendMail({
      to: [user.email],
      subject: serverCopy.confirmationEmail.subject,
      text: serverCopy.confirmationEmail.body(link),
    });
  } else {
    logger.info('Confirmation mail not sent', { reason: user ? 'already confirmed' : 'no such user' });
  }
  return accepted();
});

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The key the browser kept matches the hash the pool holds for this sign-up. */
export function signUpKeyMatches(key: string | undefined, storedHash: string | null): boolean {
  if (!key || !storedHash || !/^[0-9a-f]{64}$/i.test(storedHash)) return false;
  return timingSafeEqual(sha256(key), Buffer.from(storedHash, 'hex'));
}

/** The account a confirmation link names, still holding the address the link was mailed to. */
async function linkedAccount(token: string) {
  const claim = await readConfirmationToken(token);
  const user = claim && (await getIdentityUser(claim.username));
  if (!claim || !user || user.email.toLowerCase() !== claim.email.toLowerCase()) return null;
  return user;
}

/**
 * Opening the link proves the mailbox, not who chose the password: an unconfirmed account is confirmed only
 * from the browser that signed up (it sends the key whose hash the pool holds). Anywhere else the answer is
 * a conflict, and the page offers the mailbox's owner to free the address instead.
 */
export const confirmAccount = operation('confirmAccount', async ({ body }) => {
  const user = await linkedAccount(body.token);
  if (!user) throw badRequest(copy.accountCreated.invalidLink);
  if (user.status === 'UNCONFIRMED') {
    if (!signUpKeyMatches(body.signUpKey, user.signUpKeyHash)) {
      throw conflict({ reason: 'other_browser' }, copy.accountCreated.otherBrowser);
    }
    await confirmIdentityUser(user.username, user.email);
  }
  return ok({ confirmed: true });
});

/** The mailbox's owner deletes an unconfirmed sign-up made with their address; a confirmed account stays. */
export const releaseSignUp = operation('releaseSignUp', async ({ body }) => {
  const claim = await readConfirmationToken(body.token);
  if (!claim) throw badRequest(copy.accountCreated.invalidLink);
  const user = await getIdentityUser(claim.username);
  if (user && user.email.toLowerCase() !== claim.email.toLowerCase()) throw badRequest(copy.accountCreated.invalidLink);
  if (user && user.status !== 'UNCONFIRMED') throw conflict(undefined, copy.accountCreated.alreadyConfirmed);
  if (user) {
    await deleteIdentityUser(user.username);
    // The owner signs up next: their own confirmation mail must not wait for the squatter's cool-down.
    await endCooldown(COOLDOWN, user.email.toLowerCase());
    logger.info('Unconfirmed sign-up released by the mailbox owner');
  }
  return ok({ released: true });
});

/**
 * Mails a link to choose a new password, to confirmed accounts only; the same answer for any address.
 * The pool's own reset is off (infra), so this is the only way and every reset ends every session.
 */
export const requestPasswordReset = operation('requestPasswordReset', async ({ body, sourceIp }) => {
  const withinLimits =
    (await takeIpRateLimitToken('reset-ip', sourceIp, PASSWORD_RESET.mailsPerIpPerHour, HOUR)) &&
    (await takeRateLimitToken('reset-email', body.email, PASSWORD_RESET.mailsPerAddressPerHour, HOUR));
  if (!withinLimits) throw tooManyRequests();

  const user = await getIdentityUser(body.email);
  if (user?.status !== 'CONFIRMED') {
    logger.info('Password reset mail not sent', { reason: user ? 'not confirmed' : 'no such user' });
    return accepted();
  }
  // The link goes only to the address the API set: proven, and the profile's. Any other was put on the account
  // behind the API's back, by someone who wants this very link: the account goes back to its own address.
  if (!signInEmailIsIntact(user, (await getProfileItem(user.userId))?.email)) {
    await restoreSignInEmail(user.username, user.userId, { lock: true });
    return accepted();
  }
  const token = await createPasswordResetToken(user.username, user.signedOutAt);
  await sendMail({
    to: [user.email],
    subject: copy.passwordReset.mailSubject,
    text: copy.passwordReset.mailBody(passwordResetLink(token)),
  });
  return accepted();
});

export const resetPassword = operation('resetPassword', async ({ body, sourceIp }) => {
  if (!(await takeIpRateLimitToken('reset-try-ip', sourceIp, PASSWORD_RESET.triesPerIpPerHour, HOUR))) {
    throw tooManyRequests();
  }
  const claim = await readPasswordResetToken(body.token);
  const user = claim && (await getIdentityUser(claim.username));
  if (!claim || !user || user.status !== 'CONFIRMED' || user.signedOutAt !== claim.since) {
    throw badRequest(copy.passwordReset.invalidLink);
  }
  if ((await setIdentityPassword(user.username, body.password)) === 'rejected') {
    throw badRequest(copy.passwordReset.passwordRejected);
  }
  await signOutEverywhere(user.username);
  // A reset is what unlocks an account locked for a change its owner did not make.
  if (!user.enabled) await setIdentityLocked(user.username, false);
  return noContent();
});
