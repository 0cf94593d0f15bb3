import * as z from '../zod';
import { listCursorSchema, pageOf } from '../validation/list-cursor';
import { DISPLAYED_STATUSES } from '../claim/next-action';
import { DELIVERY_PREFERENCES } from '../claim/schemas';
import { userIdSchema } from '../account/auth-schemas';
import { BROADCAST, THREAD } from '../constants';
import { copy } from '../copy';
import { say } from '../i18n/say';
import { LOCALES } from '../i18n/locale';

/** A claim as a message or a picker names it: its id and the years it covers. */
export const claimReferenceSchema = z.object({ applicationId: z.string(), taxYears: z.array(z.string()) });
export type ClaimReference = z.infer<typeof claimReferenceSchema>;

export const messageSchema = z.object({
  messageId: z.string(),
  userId: z.string(),
  /** The claim the message is about; null for a general one. */
  claim: z.nullable(claimReferenceSchema),
  senderType: z.enum(['user', 'admin']),
  senderName: z.string(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** One page of a thread, newest first; `cursor` asks for older messages, null when there are none. */
export const threadSchema = z.object({ messages: z.array(messageSchema), cursor: z.nullable(z.string()) });
export const threadQuerySchema = z.object({
  cursor: listCursorSchema,
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(THREAD.pageSize))),
});

/** The claim a new message is about, when it is about one. */
const aboutClaim = { applicationId: z.optional(z.uuid()) };
/** A message just sent, by a customer or by staff. */
export const sentMessageSchema = z.object({ messageId: z.string() });

export const customerMessageRequestSchema = z.object({
  title: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  ...aboutClaim,
  content: z.string().check(
    z.trim(),
    z.minLength(
      1,
      say(() => copy.accountConversation.emptyBody),
    ),
    z.maxLength(5000),
  ),
});

// ---- The staff side: the conversations, a customer's thread with their claims, and broadcasts ----

export const conversationSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  lastMessageAt: z.string(),
  /** Customer messages staff have not read (the conversation's unread flag: more than 0). */
  unreadCount: z.number(),
  /** The start of the newest message, and whether staff wrote it; null for a thread stored before previews. */
  preview: z.nullable(z.object({ text: z.string(), fromStaff: z.boolean() })),
  /** The claim the thread is about, with the stage it shows; null for a general thread. */
  claim: z.nullable(z.extend(claimReferenceSchema, { stage: z.enum(DISPLAYED_STATUSES) })),
});
export const conversationsPageSchema = pageOf(conversationSchema);
/**
 * The page staff see, with the customer's claims to choose from when they write about one, the claim a reply
 * is about unless staff choose otherwise, and the language the customer reads.
 */
export const staffThreadSchema = z.extend(threadSchema, {
  claims: z.array(claimReferenceSchema),
  threadClaimId: z.nullable(z.string()),
  language: z.enum(LOCALES),
});

/** A staff message is about the claim named, none (null), or when left out, the thread's claim. */
export const adminMessageRequestSchema = z.object({
  userId: userIdSchema,
  title: z.string().check(z.trim(), z.minLength(1, copy.adminConversations.fillBoth), z.maxLength(200)),
  content: z.string().check(z.trim(), z.minLength(1, copy.adminConversations.fillBoth), z.maxLength(5000)),
  applicationId: z.optional(z.nullable(z.uuid())),
});

export const templatesQuerySchema = z.object({ applicationId: z.optional(z.uuid()) });
/** The canned messages for one customer, in their language, matching the delivery chosen on the claim named. */
export const messageTemplatesSchema = z.object({
  language: z.enum(LOCALES),
  delivery: z.nullable(z.enum(DELIVERY_PREFERENCES)),
  templates: z.array(z.object({ key: z.string(), title: z.string(), content: z.string() })),
});
/** One message from staff to many customers, delivered in the background. */
export const broadcastRequestSchema = z.extend(
  z.omit(adminMessageRequestSchema, { userId: true, applicationId: true }),
  {
    userIds: z.array(userIdSchema).check(
      z.minLength(
        1,
        say(() => copy.adminConversations.chooseSomeone),
      ),
      z.maxLength(
        BROADCAST.maxRecipients,
        say(() => copy.adminConversations.tooManyRecipients(BROADCAST.maxRecipients)),
      ),
      z.refine(
        (userIds) => new Set(userIds).size === userIds.length,
        say(() => copy.adminConversations.repeatedRecipient),
      ),
    ),
  },
);
export const broadcastSchema = z.object({
  broadcastId: z.string(),
  title: z.string(),
  sentBy: z.string(),
  recipients: z.number(),
  delivered: z.number(),
  skipped: z.number(),
  status: z.enum(['sending', 'sent']),
  createdAt: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
export const broadcastsSchema = z.object({ items: z.array(broadcastSchema) });
