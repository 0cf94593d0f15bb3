import { randomUUID } from 'node:crypto';
import { copy, copyFor, EMAIL_CHANGE, maskedEmail, sameEmail } from '@taxback/shared';
import { linkWithToken } from '@taxback/shared/auth/link-token';
import { changeIdentityEmail, getIdentityUser, signOutEverywhere } from '../adapters/identity';
import { sendMail } from '../adapters/mail';
import { config } from '../config';
import { savePendingEmailChange, takePendingEmailChange } from '../data/email-changes';
import { getProfile, writeProfileEmail } from '../data/profiles';
import { takeRateLimitToken } from '../data/rate-limits';
import { badRequest, conflict, forbidden, tooManyRequests } from '../http/errors';
import { accepted, ok, operation } from '../http/lambda-handler';
import { createEmailChangeToken, readEmailChangeToken } from './confirmation-token';

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
  const token = await createEmailChangeToken(caller.userId, body.newEmail, changeId);
  const link = linkWithToken(`${config.appUrl}/account/email-change`, token);
  const text = copyFor((await getProfile(caller.userId))?.language).emailChange;
  await sendMail({ to: [body.newEmail], subject: text.mailSubject, text: text.mailBody(link) });
  await sendMail({
    to: [currentEmail],
    subject: text.noticeSubject,
    text: text.noticeBody(maskedEmail(body.newEmail)),
  });
  return accepted();
});

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
  if ((await changeIdentityEmail(caller.username, claim.newEmail)) === 'taken') {
    throw conflict(undefined, copy.emailChange.addressTaken);
  }
  const before = await getProfile(caller.userId);
  await writeProfileEmail(caller.userId, claim.newEmail);
  await signOutEverywhere(caller.username);
  const previousEmail = before?.email ?? caller.email;
  const text = copyFor(before?.language).emailChange;
  await sendMail({
    to: [previousEmail],
    subject: text.changedSubject,
    text: text.changedBody(maskedEmail(claim.newEmail)),
  });
  return ok({ email: claim.newEmail });
});
