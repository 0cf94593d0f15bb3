import { CONFIRMATION_LINK, copy } from '@taxback/shared';
import { confirmIdentityUser, getIdentityUser } from '../adapters/identity';
import { sendMail } from '../adapters/mail';
import { config } from '../config';
import { takeRateLimitToken } from '../data/rate-limits';
import { badRequest, tooManyRequests } from '../http/errors';
import { accepted, ok, operation } from '../http/lambda-handler';
import { logger } from '../commons/logger';
import { createConfirmationToken, readConfirmationToken } from './confirmation-token';

const SENDS_PER_ADDRESS_PER_HOUR = 5;
const SENDS_PER_IP_PER_HOUR = 30;

/**
 * Mails a verification link to a user who signed up and is not yet confirmed. The answer is the same
 * whether or not the address has an account, so it cannot be used to probe for customers.
 */
export const sendConfirmationEmail = operation('sendConfirmationEmail', async ({ body, sourceIp }) => {
  const withinLimits =
    (await takeRateLimitToken('confirm-ip', sourceIp, SENDS_PER_IP_PER_HOUR, 3600)) &&
    (await takeRateLimitToken('confirm-email', body.email, SENDS_PER_ADDRESS_PER_HOUR, 3600)) &&
    (await takeRateLimitToken('confirm-email-burst', body.email, 1, CONFIRMATION_LINK.resendCooldownSeconds));
  if (!withinLimits) throw tooManyRequests();

  const user = await getIdentityUser(body.email);
  if (user?.status === 'UNCONFIRMED') {
    const token = await createConfirmationToken(user.username, user.email);
    const link = `${config.appUrl}/account-created?token=${encodeURIComponent(token)}`;
    await sendMail({
      to: [user.email],
      subject: copy.confirmationEmail.subject,
      text: copy.confirmationEmail.body(link),
    });
  } else {
    logger.info('Confirmation mail not sent', { reason: user ? 'already confirmed' : 'no such user' });
  }
  return accepted();
});

export const confirmAccount = operation('confirmAccount', async ({ body }) => {
  const claim = await readConfirmationToken(body.token);
  const user = claim && (await getIdentityUser(claim.username));
  if (!claim || !user || user.email.toLowerCase() !== claim.email.toLowerCase()) {
    throw badRequest(copy.accountCreated.invalidLink);
  }
  if (user.status === 'UNCONFIRMED') await confirmIdentityUser(user.username, user.email);
  return ok({ confirmed: true });
});
