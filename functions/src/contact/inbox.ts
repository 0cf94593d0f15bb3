import { copyFor, PAGE_SIZE, type ContactInboxItem, staffCopy } from '@taxback/shared';
import { sendMail } from '../adapters/mail';
import { config } from '../config';
import {
  contactMessagePage,
  getContactMessage,
  recordContactReply,
  type ContactMessageItem,
} from '../data/stores/contact-message';
import { notFound } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';

const inboxItem = (item: ContactMessageItem): ContactInboxItem => ({
  messageId: item.messageId,
  name: item.name,
  email: item.email,
  message: item.message,
  // Messages stored before the inbox existed carry no status: nobody answered them here.
  status: item.status ?? 'new',
  createdAt: item.createdAt,
  reply: item.reply ?? null,
  answeredAt: item.answeredAt ?? null,
  answeredBy: item.answeredBy ?? null,
  language: item.language ?? 'en',
});

export const listContactMessages = operation('listContactMessages', async ({ query }) => {
  const page = await contactMessagePage({ limit: query.limit ?? PAGE_SIZE.admin, cursor: query.cursor });
  return ok({ items: page.items.map(inboxItem), cursor: page.cursor });
});

/** Mails the answer from the team inbox (replies come back there), then marks the message answered. */
export const replyToContactMessage = operation('replyToContactMessage', async ({ caller, params, body }) => {
  const message = await getContactMessage(params.messageId);
  if (!message) throw notFound(staffCopy.adminInbox.notFound);
  const mail = copyFor(message.language).contact.replyMail;
  await sendMail({
    to: [message.email],
    replyTo: config.teamInbox,
    subject: mail.subject,
    text: mail.body(message.name, body.content, message.message),
  });
  const answered = await recordContactReply(message.messageId, body.content, caller.email || caller.userId);
  if (!answered) throw notFound(staffCopy.adminInbox.notFound);
  return ok(inboxItem(answered));
});
