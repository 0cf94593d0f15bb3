import { claimPaths, copy as text, copyFor, PAGE_SIZE, sanitizeText, TEAM_SENDER_NAME, THREAD } from '@taxback/shared';
import { sendMail } from '../adapters/mail';
import { logger } from '../commons/logger';
import { config } from '../config';
import { getApplication, userApplications } from '../data/application-store';
import {
  addMessage,
  addMessageOnce,
  markThreadRead,
  recentConversations,
  threadPage,
} from '../data/conversation-store';
import { getProfile } from '../data/profiles';
import { takeRateLimitToken } from '../data/rate-limits';
import { notFound, tooManyRequests } from '../http/errors';
import { created, ok, operation } from '../http/lambda-handler';
import { claimReference, threadView } from './conversation-view';

const displayName = (profile: { firstName?: string; lastName?: string; email: string } | null, fallback: string) =>
  [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || profile?.email || fallback;

/** One page of a customer's thread and the customer's claims that its messages can name. */
async function threadWithClaims(userId: string, query: { cursor?: string; limit?: number }) {
  const [page, claims] = await Promise.all([
    threadPage(userId, query.cursor ?? null, query.limit ?? THREAD.pageSize),
    userApplications(userId),
  ]);
  const references = claims.map(claimReference);
  return { ...threadView(page, references), claims: references };
}

/** The claim a new message is about: one of the customer's own, or 404 and nothing is written. */
async function claimAbout(userId: string, applicationId: string | undefined): Promise<string | undefined> {
  if (applicationId && !(await getApplication(userId, applicationId))) throw notFound();
  return applicationId;
}

export const getMyConversation = operation('getMyConversation', async ({ caller, query }) => {
  const { messages, cursor } = await threadWithClaims(caller.userId, query);
  return ok({ messages, cursor });
});

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** A customer's reply; staff see it as unread until they open the thread. */
export const sendMyMessage = operation('sendMyMessage', async ({ caller, body }) => {
  const applicationId = await claimAbout(caller.userId, body.applicationId);
  const withinLimits =
    (await takeRateLimitToken('message-hour', caller.userId, THREAD.customerMessagesPerHour, HOUR)) &&
    (await takeRateLimitToken('message-day', caller.userId, THREAD.customerMessagesPerDay, DAY));
  if (!withinLimits) throw tooManyRequests(text.accountConversation.tooManyMessages);
  const profile = await getProfile(caller.userId);
  const name = displayName(profile, caller.email);
  const messageId = await addMessage({
    userId: caller.userId,
    userName: name,
    applicationId,
    senderType: 'user',
    senderName: name,
    title: sanitizeText(body.title ?? '') || text.adminConversations.replyTitle,
    content: sanitizeText(body.content),
  });
  return created({ messageId });
});

export const listConversations = operation('listConversations', async ({ query }) => {
  const page = await recentConversations(query.cursor ?? null, query.limit ?? PAGE_SIZE.admin);
  return ok({
    items: page.items.map(({ userId, userName, lastMessageAt, unreadCount }) => ({
      userId,
      userName,
      lastMessageAt,
      unreadCount,
    })),
    cursor: page.cursor,
  });
});

export const getConversation = operation('getConversation', async ({ params, query }) =>
  ok(await threadWithClaims(params.userId, query)),
);

export const markConversationRead = operation('markConversationRead', async ({ params }) => {
  await markThreadRead(params.userId);
  return ok({ ok: true });
});

type Profile = NonNullable<Awaited<ReturnType<typeof getProfile>>>;

/**
 * A message from staff to one customer: stored in their thread, then the customer is told by email in
 * their own language, whatever the language of the staff member. With a `messageId`, a second delivery
 * under the same id stores and mails nothing (null).
 */
export async function deliverStaffMessage(
  profile: Profile,
  message: { title: string; content: string; applicationId?: string },
  messageId?: string,
): Promise<string | null> {
  const title = sanitizeText(message.title);
  const content = sanitizeText(message.content);
  const stored = {
    userId: profile.userId,
    userName: displayName(profile, profile.userId),
    applicationId: message.applicationId,
    senderType: 'admin' as const,
    senderName: TEAM_SENDER_NAME,
    title,
    content,
  };
  if (messageId && !(await addMessageOnce(stored, messageId))) return null;
  const id = messageId ?? (await addMessage(stored));
  const mail = copyFor(profile.language).adminConversations;
  await sendMail({
    to: [profile.email],
    subject: mail.emailSubject(title),
    text: mail.emailBody(
      profile.firstName ?? '',
      title,
      content,
      `${config.appUrl}${message.applicationId ? claimPaths.status(message.applicationId) : '/account'}`,
    ),
  }).catch((error: Error) => logger.error('Message notice mail failed', error));
  return id;
}

/** Staff write to a customer: the message is stored, then the customer is told by email. */
export const sendAdminMessage = operation('sendAdminMessage', async ({ body }) => {
  const profile = await getProfile(body.userId);
  if (!profile) throw notFound();
  await claimAbout(body.userId, body.applicationId);
  const messageId = await deliverStaffMessage(profile, body);
  return created({ messageId: messageId! });
});
