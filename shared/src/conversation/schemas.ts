import * as z from '../zod';
import { listCursorSchema } from '../api/list-cursor';
import { THREAD } from '../constants';
import { copy } from '../copy';
import { say } from '../i18n/say';

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
export const aboutClaim = { applicationId: z.optional(z.uuid()) };
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
