import { copy, currentLocale } from '@taxback/shared';
import { sendMail } from '../adapters/mail';
import { config } from '../config';
import { saveContactMessage } from '../data/stores/contact-message';
import { takeIpRateLimitToken, takeRateLimitToken } from '../data/stores/rate-counter';
import { tooManyRequests } from '../http/errors';
import { created, operation } from '../http/lambda-handler';

const MESSAGES_PER_ADDRESS_PER_HOUR = 5;
const MESSAGES_PER_IP_PER_HOUR = 20;

/** Stores the message, then mails it to the team with the sender as Reply-To so staff answer directly. */
export const sendContactMessage = operation('sendContactMessage', async ({ body, sourceIp }) => {
  const withinLimits =
    (await takeIpRateLimitToken('contact-ip', sourceIp, MESSAGES_PER_IP_PER_HOUR, 3600)) &&
    (await takeRateLimitToken('contact-email', body.email.toLowerCase(), MESSAGES_PER_ADDRESS_PER_HOUR, 3600));
  if (!withinLimits) throw tooManyRequests();

  const saved = await saveContactMessage({ ...body, language: currentLocale() });
  await sendMail({
    to: [config.teamInbox],
    replyTo: body.email,
    subject: copy.contact.mail.subject(body.name),
    text: copy.contact.mail.body(body.name, body.email, body.message),
  });
  return created({ messageId: saved.messageId });
});
