import { config } from '../config';
import { lazyAwsClient } from '../commons/client-config';
import { correlationTagValue, currentCorrelationId } from '../commons/correlation';
import { logger } from '../commons/logger';

/**
 * The SES client and its commands, loaded with the first mail: many requests of the functions that mail (an
 * account's reads, a payment's preview) send none, and a cold start would otherwise compile its 60 KB.
 */
const ses = lazyAwsClient(
  'ses',
  () => import('./ses-sdk'),
  (sdk, clientConfig) => new sdk.SESv2Client(clientConfig),
);

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

const emailShaped = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends one email through SES. Refuses an empty or malformed recipient list, as real SES would. */
export async function sendMail(mail: Mail): Promise<void> {
  if (mail.to.length === 0 || !mail.to.every((address) => emailShaped.test(address))) {
    throw new Error('A mail needs at least one valid recipient');
  }
  const correlationId = currentCorrelationId();
  const { sdk, client } = await ses();
  await client.send(
    new sdk.SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      // SES publishes the tag with the mail's delivery, bounce and complaint events: they lead back to the request.
      EmailTags: correlationId ? [{ Name: 'correlation_id', Value: correlationTagValue(correlationId) }] : undefined,
      Destination: { ToAddresses: mail.to },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
          Attachments: mail.attachments?.map((attachment) => ({
            FileName: attachment.fileName,
            ContentType: attachment.contentType,
            RawContent: attachment.content,
          })),
        },
      },
    }),
  );
  // No address or subject in the log (personal data): the request's correlation id links the mail to it.
  logger.info('Mail sent', { recipients: mail.to.length, attachments: mail.attachments?.length ?? 0 });
}
