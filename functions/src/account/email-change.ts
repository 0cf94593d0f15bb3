import { randomUUID } from 'node:crypto';
import { copy, copyFor, EMAIL_CHANGE, maskedEmail, sameEmail } from '@taxback/shared';
import { changeIdentityEmail, getIdentityUser, setIdentityLocked, signOutEverywhere } from '../adapters/identity';
import { sendMail } from '../adapters/mail';
import {
  cancelPendingEmailChange,
  savePendingEmailChange,
  takePendingEmailChange,
} from '../data/stores/pending-email-change';
import { getProfileItem, writeProfileEmail } from '../data/stores/profile';
import { startCooldown } from '../data/stores/cooldown';
import { takeRateLimitToken } from '../data/stores/rate-counter';
import type { Caller } from '../http/claims';
import { badRequest, conflict, forbidden, tooManyRequests } from '../http/errors';
import { accepted, ok, operation } from '../http/lambda-handler';
import { forgetStandings } from '../http/standing';
import {
  createEmailChangeToken,
  createEmailChangeUndoToken,
  createPasswordResetToken,
  readEmailChangeToken,
  readEmailChangeUndoToken,
} from './confirmation-token';
import { emailChangeLink, emailChangeUndoLink, passwordResetLink } from './links';
import { requireReauthentication } from './reauthentication';

const HOUR = 3600;

/** Whether the pool holds the address for a person other than `userId`. */
async function usedByAnotherAccount(email: string, userId: string): Promise<boolean> {
  const holder = await getIdentityUser(email);
  return holder !== null && holder.userId !== userId;
}

/**
 * Mails a link to the new address and a notice to the current one. Nothing changes on the account: the
 * current address still signs in and receives mail until the link is opened (completeEmailChange).
 */
export const requestEmailChange = operation('requestEmailChange', async ({ caller, body }) => {
  const account = await getIdentityUser(caller.username);
  const currentEmail = account?.email ?? caller.email;
  if (sameEmail(body.newEmail, currentEmail)) throw badRequest(copy.emailChange.sameAddress);
  await requireReauthentication(caller, body);
  const withinLimits =
    (await takeRateLimitToken('email-change-account', caller.userId, EMAIL_CHANGE.requestsPerAccountPerHour, HOUR)) &&
    (await takeRateLimitToken('email-change-address', body.newEmail, EMAIL_CHANGE.requestsPerAddressPerHour, HOUR));
  if (!withinLimits) throw tooManyRequests();
  if (await usedByAnotherAccount(body.newEmail, caller.userId))
    throw conflict(undefined, copy.emailChange.addressTaken);

  const changeId = randomUUID();
  await savePendingEmailChange({
    userId: caller.userId,
    changeId,
    newEmail: body.newEmail,
    expiresAt: Math.floor(Date.now() / 1000) + EMAIL_CHANGE.linkValidForSeconds,
  });
  const link = emailChangeLink(await createEmailChangeToken(caller.userId, body.newEmail, changeId));
  const text = copyFor((await getProfileItem(caller.userId))?.language).emailChange;
  await sendMail({ to: [body.newEmail], subject: text.mailSubject, text: text.mailBody(link) });
  await sendMail({
    to: [currentEmail],
    subject: text.noticeSubject,
    text: text.noticeBody(maskedEmail(body.newEmail), await undoLink(caller, currentEmail, changeId)),
  });
  return accepted();
});

const undoLink = async (caller: Caller, keptEmail: string, changeId: string) =>
  emailChangeUndoLink(await createEmailChangeUndoToken({ username: caller.username, keptEmail, changeId }));

/**
 * Completes the change the link names, for the account that asked only. The pool's email changes (verified),
 * then the profile's; every session ends, so that no token still carries the old address, and the old
 * address is told where the account went.
 */
export const completeEmailChange = operation('completeEmailChange', async ({ caller, body }) => {
  const claim = await readEmailChangeToken(body.token);
  if (!claim) throw badRequest(copy.emailChange.invalidLink);
  if (claim.userId !== caller.userId) throw forbidden(copy.emailChange.otherAccount);
  if (await usedByAnotherAccount(claim.newEmail, caller.userId))
    throw conflict(undefined, copy.emailChange.addressTaken);
  if (!(await takePendingEmailChange(caller.userId, claim.changeId, claim.newEmail))) {
    throw badRequest(copy.emailChange.invalidLink);
  }
  // The profile first: the request check holds the pool's address to the profile's (account/sign-in-email.ts).
  const before = await getProfileItem(caller.userId);
  const previousEmail = before?.email ?? caller.email;
  await writeProfileEmail(caller.userId, claim.newEmail);
  if ((await changeIdentityEmail(caller.username, claim.newEmail)) === 'taken') {
    await writeProfileEmail(caller.userId, previousEmail);
    throw conflict(undefined, copy.emailChange.addressTaken);
  }
  await signOutEverywhere(caller.username);
  const text = copyFor(before?.language).emailChange;
  await sendMail({
    to: [previousEmail],
    subject: text.changedSubject,
    text: text.changedBody(maskedEmail(claim.newEmail), await undoLink(caller, previousEmail, claim.changeId)),
  });
  return ok({ email: claim.newEmail });
});

/**
 * The "this was not me" link of the notices to the old address, for 7 days and once per change: the pending
 * change is dropped, a completed one undone (the old address signs in again), every session ends and the
 * account is locked; the kept address is mailed a reset link, which unlocks it.
 */
export const undoEmailChange = operation('undoEmailChange', async ({ body }) => {
  const claim = await readEmailChangeUndoToken(body.token);
  const account = claim && (await getIdentityUser(claim.username));
  if (!claim || !account) throw badRequest(copy.emailChange.undoInvalidLink);
  if (!(await startCooldown('email-change-undo', claim.changeId, EMAIL_CHANGE.undoValidForSeconds))) {
    throw badRequest(copy.emailChange.undoInvalidLink);
  }
  await cancelPendingEmailChange(account.userId);
  if (!sameEmail(account.email, claim.keptEmail)) {
    if ((await changeIdentityEmail(account.username, claim.keptEmail)) === 'taken') {
      throw conflict(undefined, copy.emailChange.undoAddressTaken);
    }
    await writeProfileEmail(account.userId, claim.keptEmail);
  }
  await setIdentityLocked(account.username, true);
  await signOutEverywhere(account.username);
  forgetStandings();
  const locked = await getIdentityUser(account.username);
  const text = copyFor((await getProfileItem(account.userId))?.language).emailChange;
  const link = passwordResetLink(await createPasswordResetToken(account.username, locked?.signedOutAt ?? 0));
  await sendMail({ to: [claim.keptEmail], subject: text.restoredSubject, text: text.restoredBody(link) });
  return ok({ locked: true });
});
