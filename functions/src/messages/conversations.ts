import {
  claimPaths,
  copy as text,
  copyFor,
  displayedStatus,
  messageTemplates,
  PAGE_SIZE,
  sanitizeText,
  staffMessageClaim,
  TEAM_SENDER_NAME,
  THREAD,
  threadClaimId,
} from '@taxback/shared';
import { sendMail } from '../adapters/mail';
import { logger } from '../commons/logger';
import { config } from '../config';
import { getApplication, userApplications, type ApplicationItem } from '../data/stores/application';
import { addMessage, addMessageOnce, threadPage } from '../data/stores/message';
import { getConversationRow, markThreadRead, recentConversations } from '../data/stores/conversation';
import { getProfileItem } from '../data/stores/profile';
import { takeRateLimitToken } from '../data/stores/rate-counter';
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
  const profile = await getProfileItem(caller.userId);
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

/** The claim a customer's thread is about: the one its messages last named, else their only claim. */
async function threadClaim(userId: string, namedLast: string | undefined, claims?: ApplicationItem[]) {
  const own = claims ?? (await userApplications(userId));
  const id = threadClaimId(
    namedLast,
    own.map((claim) => claim.applicationId),
  );
  return own.find((claim) => claim.applicationId === id) ?? null;
}

/** Each conversation with its unread count, a preview of its newest message, and its claim's stage. */
export const listConversations = operation('listConversations', async ({ query }) => {
  const page = await recentConversations(query.cursor ?? null, query.limit ?? PAGE_SIZE.admin);
  const items = await Promise.all(
    page.items.map(async (row) => {
      const claim = await threadClaim(row.userId, row.applicationId);
      return {
        userId: row.userId,
        userName: row.userName,
        lastMessageAt: row.lastMessageAt,
        unreadCount: row.unreadCount,
        preview: row.preview === undefined ? null : { text: row.preview, fromStaff: row.lastFromStaff === true },
        claim: claim && { ...claimReference(claim), stage: displayedStatus(claim) },
      };
    }),
  );
  return ok({ items, cursor: page.cursor });
});

export const getConversation = operation('getConversation', async ({ params, query }) => {
  const [thread, row, profile, claims] = await Promise.all([
    threadWithClaims(params.userId, query),
    getConversationRow(params.userId),
    getProfileItem(params.userId),
    userApplications(params.userId),
  ]);
  const claim = await threadClaim(params.userId, row?.applicationId, claims);
  return ok({ ...thread, threadClaimId: claim?.applicationId ?? null, language: profile?.language ?? 'en' });
});

/** The canned messages in the customer's language, their forms text matching the delivery chosen on the claim. */
export const getMessageTemplates = operation('getMessageTemplates', async ({ params, query }) => {
  const profile = await getProfileItem(params.userId);
  if (!profile) throw notFound();
  const claim = query.applicationId ? await getApplication(params.userId, query.applicationId) : null;
  if (query.applicationId && !claim) throw notFound();
  const language = profile.language ?? 'en';
  const delivery = claim?.formDeliveryPreference ?? null;
  return ok({
    language,
    delivery,
    templates: messageTemplates(copyFor(language).adminConversations.templates, delivery),
  });
});

export const markConversationRead = operation('markConversationRead', async ({ params }) => {
  await markThreadRead(params.userId);
  return ok({ ok: true });
});

type Profile = NonNullable<Awaited<ReturnType<typeof getProfileItem>>>;

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

/**
 * Staff write to a customer: the message is stored, then the customer is told by email. It is about the claim
 * staff chose (one of the customer's own, else 404), none when they chose none, else the thread's claim.
 */
export const sendAdminMessage = operation('sendAdminMessage', async ({ body }) => {
  const profile = await getProfileItem(body.userId);
  if (!profile) throw notFound();
  await claimAbout(body.userId, body.applicationId ?? undefined);
  const inherited =
    body.applicationId === undefined
      ? ((await threadClaim(body.userId, (await getConversationRow(body.userId))?.applicationId))?.applicationId ??
        null)
      : null;
  const applicationId = staffMessageClaim(body.applicationId, inherited) ?? undefined;
  const messageId = await deliverStaffMessage(profile, { ...body, applicationId });
  return created({ messageId: messageId! });
});
