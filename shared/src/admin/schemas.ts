import * as z from 'zod';
import { listCursorSchema } from '../api/list-cursor';
import { APPLICATION_STATUSES, applicationViewSchema } from '../application/schemas';
import { BROADCAST, DISCOUNT, MAX_AMOUNT_CENTS, PAGE_SIZE, THREAD } from '../constants';
import { copy } from '../copy';
import { discountRuleCopy } from '../catalogue/staff/rules';
import { say } from '../i18n/say';
import { PROGRESS_ACTION_NAMES } from './progress';

/** Cursor pagination shared by every admin list: `cursor` from the previous page, null at the end. */
export const pageQuerySchema = z.object({
  cursor: listCursorSchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).optional(),
  q: z.string().trim().max(200).optional(),
});
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), cursor: z.string().nullable() });

export const auditEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  action: z.string(),
  detail: z.string().nullable(),
});

export const adminApplicationSchema = applicationViewSchema.extend({
  userId: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  applicantPhone: z.string(),
  forms1042sReceivedDate: z.string().nullable(),
  formsReceivedDate: z.string().nullable(),
  auditTrail: z.array(auditEntrySchema),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationsPageSchema = pageOf(adminApplicationSchema);

export const applicationPathSchema = z.object({ applicationId: z.uuid() });

export const progressRequestSchema = z.object({
  action: z.enum(PROGRESS_ACTION_NAMES),
  done: z.boolean(),
  notes: z.string().trim().max(1000).optional(),
});
export const statusChangeRequestSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  notes: z.string().trim().max(1000).optional(),
});
export const estimatedRefundRequestSchema = z.object({
  estimatedRefundCents: z.number().int().min(0).max(MAX_AMOUNT_CENTS).nullable(),
});

export const adminUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  applicationCount: z.number(),
  status: z.enum(APPLICATION_STATUSES).nullable(),
  hasMessages: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersPageSchema = pageOf(adminUserSchema).extend({
  /** True when the identity provider could not be reached and emails are not shown. */
  emailsUnavailable: z.boolean(),
});

export const adminFileSchema = z.object({
  documentId: z.string(),
  userId: z.string(),
  userName: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  category: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export const adminFilesPageSchema = pageOf(adminFileSchema);
export const filePathSchema = z.object({ userId: z.string().min(1).max(128), documentId: z.uuid() });
export const downloadResponseSchema = z.object({ url: z.string(), fileName: z.string() });

const code = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .min(1, copy.profile.fieldRequired)
      .max(DISCOUNT.codeMaxLength, discountRuleCopy.codeInvalid)
      .regex(/^[A-Z0-9_-]+$/, discountRuleCopy.codeInvalid),
  );

export const discountCodeFormSchema = z
  .object({
    code,
    discountType: z.enum(['percentage', 'fixed_amount']),
    discountValue: z
      .number({ message: discountRuleCopy.valuePositive })
      .int(discountRuleCopy.valuePositive)
      .min(1, discountRuleCopy.valuePositive),
    description: z.string().trim().max(500).optional(),
    maxUses: z
      .number({ message: discountRuleCopy.maxUsesInvalid })
      .int(discountRuleCopy.maxUsesInvalid)
      .min(1, discountRuleCopy.maxUsesInvalid)
      .nullable()
      .optional(),
    expiresAt: z.iso.date().nullable().optional(),
    active: z.boolean().optional(),
  })
  .refine((form) => form.discountType !== 'percentage' || form.discountValue <= DISCOUNT.maxPercent, {
    path: ['discountValue'],
    message: discountRuleCopy.percentTooHigh,
  });
export type DiscountCodeForm = z.input<typeof discountCodeFormSchema>;

export const discountCodeSchema = z.object({
  code: z.string(),
  discountType: z.enum(['percentage', 'fixed_amount']),
  discountValue: z.number(),
  description: z.string().nullable(),
  maxUses: z.number().nullable(),
  /** Uses paid for (converted). */
  currentUses: z.number(),
  /** Uses held by checkouts still open (not paid yet); they count against `maxUses` until released. */
  reservedUses: z.number(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  state: z.enum(['active', 'inactive', 'expired', 'max_uses_reached']),
});
export const discountCodesPageSchema = pageOf(discountCodeSchema);
export const discountCodePathSchema = z.object({ code: z.string().min(1).max(DISCOUNT.codeMaxLength) });
export const discountActiveRequestSchema = z.object({ active: z.boolean() });

/** A claim as a message or a picker names it: its id and the years it covers. */
export const claimReferenceSchema = z.object({ applicationId: z.string(), taxYears: z.array(z.string()) });
export type ClaimReference = z.infer<typeof claimReferenceSchema>;

export const messageSchema = z.object({
  messageId: z.string(),
  userId: z.string(),
  /** The claim the message is about; null for a general one. */
  claim: claimReferenceSchema.nullable(),
  senderType: z.enum(['user', 'admin']),
  senderName: z.string(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
export const conversationSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  lastMessageAt: z.string(),
  unreadCount: z.number(),
});
export const conversationsPageSchema = pageOf(conversationSchema);
/** One page of a thread, newest first; `cursor` asks for older messages, null when there are none. */
export const threadSchema = z.object({ messages: z.array(messageSchema), cursor: z.string().nullable() });
/** The page staff see, with the customer's claims to choose from when they write about one. */
export const staffThreadSchema = threadSchema.extend({ claims: z.array(claimReferenceSchema) });
export const threadQuerySchema = z.object({
  cursor: listCursorSchema,
  limit: z.coerce.number().int().min(1).max(THREAD.pageSize).optional(),
});
/** The claim a new message is about, when it is about one. */
const aboutClaim = { applicationId: z.uuid().optional() };
/** A message just sent, by a customer or by staff. */
export const sentMessageSchema = z.object({ messageId: z.string() });
export const userPathSchema = z.object({ userId: z.string().min(1).max(128) });

export const adminMessageRequestSchema = z.object({
  userId: z.string().min(1).max(128),
  title: z.string().trim().min(1, copy.adminConversations.fillBoth).max(200),
  content: z.string().trim().min(1, copy.adminConversations.fillBoth).max(5000),
  ...aboutClaim,
});
/** One message from staff to many customers, delivered in the background. */
export const broadcastRequestSchema = adminMessageRequestSchema.omit({ userId: true, applicationId: true }).extend({
  userIds: z
    .array(z.string().min(1).max(128))
    .min(
      1,
      say(() => copy.adminConversations.chooseSomeone),
    )
    .max(
      BROADCAST.maxRecipients,
      say(() => copy.adminConversations.tooManyRecipients(BROADCAST.maxRecipients)),
    )
    .refine(
      (userIds) => new Set(userIds).size === userIds.length,
      say(() => copy.adminConversations.repeatedRecipient),
    ),
});
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

export const customerMessageRequestSchema = z.object({
  title: z.string().trim().max(200).optional(),
  ...aboutClaim,
  content: z
    .string()
    .trim()
    .min(
      1,
      say(() => copy.accountConversation.emptyBody),
    )
    .max(5000),
});

/** The forms generated for an application and filed with its documents. */
export const formPackageSchema = z.object({
  documents: z.array(z.object({ documentId: z.string(), fileName: z.string() })),
  emailed: z.boolean(),
});

export const dashboardStatsSchema = z.object({
  totalApplications: z.number(),
  untouchedDrafts: z.number(),
  totalUsers: z.number(),
  completedApplications: z.number(),
  uploadedFiles: z.number(),
  messages: z.number(),
  unreadMessages: z.number(),
});

/** A recount of the dashboard figures from the stored items, done in the background. */
export const statsRecountSchema = z.object({
  recountId: z.string(),
  status: z.enum(['counting', 'done', 'failed']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type StatsRecount = z.infer<typeof statsRecountSchema>;
export const latestRecountSchema = z.object({ recount: statsRecountSchema.nullable() });
