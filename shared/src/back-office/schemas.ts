import * as z from '../zod';
import { pageOf } from '../api/list-cursor';
import { APPLICATION_STATUSES, applicationViewSchema } from '../claim/schemas';
import { userIdSchema } from '../account/auth-schemas';
import { DISPLAYED_STATUSES } from '../claim/next-action';
import { STAFF_LIFECYCLE_ACTIONS } from '../claim/lifecycle';
import { CLAIM_STEPS, DISCOUNT, MAX_AMOUNT_CENTS } from '../constants';
import { LOCALES } from '../i18n/locale';
import { discountRuleCopy } from '../catalogue/payments/staff-rules';
import { identityCheckSchema } from '../retrieval/schemas';
import { PROGRESS_ACTION_NAMES } from '../claim/progress';
import { SEASON_STAGES, type SeasonStage } from './season';

export const auditEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  action: z.string(),
  detail: z.nullable(z.string()),
});

export const adminApplicationSchema = z.extend(applicationViewSchema, {
  userId: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  applicantPhone: z.string(),
  forms1042sReceivedDate: z.nullable(z.string()),
  auditTrail: z.array(auditEntrySchema),
  identityCheck: z.nullable(identityCheckSchema),
  /** A paid claim without every residency answer (paid before they were asked): staff check them by hand. */
  residencyUnanswered: z.boolean(),
  /** The one status, derived from the lifecycle and the recorded steps (the customer's page shows the same). */
  stage: z.enum(DISPLAYED_STATUSES),
  /** When the claim reached its stage, where a date says it. */
  stageSince: z.nullable(z.string()),
  /** The estimate the recorded Forms 1042-S give (null: no figures); the shown one differs when staff typed it. */
  computedEstimateCents: z.nullable(z.number()),
  estimatedRefundOverridden: z.boolean(),
  /** The language the customer reads the product in (null: not chosen). */
  customerLanguage: z.nullable(z.enum(LOCALES)),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationsPageSchema = pageOf(adminApplicationSchema);

export const progressRequestSchema = z.object({
  action: z.enum(PROGRESS_ACTION_NAMES),
  done: z.boolean(),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
  /** Required to record (or clear) a step out of order; kept in the audit trail. */
  overrideReason: z.optional(z.string().check(z.trim(), z.maxLength(CLAIM_STEPS.overrideReasonMaxLength))),
});
/** A lifecycle action staff take by hand; the work states follow the steps and cannot be set. */
export const statusChangeRequestSchema = z.object({
  action: z.enum(STAFF_LIFECYCLE_ACTIONS),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export const identityCheckRequestSchema = z.strictObject({
  /** One of the customer's uploads of category ID. */
  documentId: z.uuid(),
  /** The name as printed on the document. */
  nameOnDocument: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(200),
    z.refine((value) => !/[<>]/.test(value)),
  ),
});
export const estimatedRefundRequestSchema = z.object({
  /** An amount typed by staff (it then needs a note), or null to go back to the estimate the figures give. */
  estimatedRefundCents: z.nullable(z.int().check(z.gte(0), z.lte(MAX_AMOUNT_CENTS))),
  note: z.optional(z.string().check(z.trim(), z.maxLength(CLAIM_STEPS.estimateNoteMaxLength))),
});

export const adminUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  applicationCount: z.number(),
  status: z.nullable(z.enum(APPLICATION_STATUSES)),
  hasMessages: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersPageSchema = z.extend(pageOf(adminUserSchema), {
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
export const filePathSchema = z.object({
  userId: userIdSchema,
  documentId: z.uuid(),
});

const code = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string) => value.toUpperCase()),
  ),
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(DISCOUNT.codeMaxLength, discountRuleCopy.codeInvalid),
      z.regex(/^[A-Z0-9_-]+$/, discountRuleCopy.codeInvalid),
    ),
);

export const discountCodeFormSchema = z
  .object({
    code,
    discountType: z.enum(['percentage', 'fixed_amount']),
    discountValue: z
      .number({ message: discountRuleCopy.valuePositive })
      .check(z.int(discountRuleCopy.valuePositive), z.gte(1, discountRuleCopy.valuePositive)),
    description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    maxUses: z.optional(
      z.nullable(
        z
          .number({ message: discountRuleCopy.maxUsesInvalid })
          .check(z.int(discountRuleCopy.maxUsesInvalid), z.gte(1, discountRuleCopy.maxUsesInvalid)),
      ),
    ),
    expiresAt: z.optional(z.nullable(z.iso.date())),
    active: z.optional(z.boolean()),
  })
  .check(
    z.refine((form) => form.discountType !== 'percentage' || form.discountValue <= DISCOUNT.maxPercent, {
      path: ['discountValue'],
      message: discountRuleCopy.percentTooHigh,
    }),
  );
export type DiscountCodeForm = z.input<typeof discountCodeFormSchema>;

export const discountCodeSchema = z.object({
  code: z.string(),
  discountType: z.enum(['percentage', 'fixed_amount']),
  discountValue: z.number(),
  description: z.nullable(z.string()),
  maxUses: z.nullable(z.number()),
  /** Uses paid for (converted). */
  currentUses: z.number(),
  /** Uses held by checkouts still open (not paid yet); they count against `maxUses` until released. */
  reservedUses: z.number(),
  expiresAt: z.nullable(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  state: z.enum(['active', 'inactive', 'expired', 'max_uses_reached']),
});
export const discountCodesPageSchema = pageOf(discountCodeSchema);
export const discountCodePathSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(DISCOUNT.codeMaxLength)),
});
export const discountActiveRequestSchema = z.object({ active: z.boolean() });

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
  finishedAt: z.nullable(z.string()),
});
export type StatsRecount = z.infer<typeof statsRecountSchema>;
export const latestRecountSchema = z.object({ recount: z.nullable(statsRecountSchema) });

const stageCountsSchema = z.object(
  Object.fromEntries(SEASON_STAGES.map((stage) => [stage, z.number()])) as Record<SeasonStage, z.ZodMiniNumber>,
);
/** The season at a glance: claims per stage and money per week, the lost-form funnel, the deadlines near. */
export const seasonViewSchema = z.object({
  /** The Mondays shown, oldest first; each week's claims are those that entered their stage that week. */
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      stages: stageCountsSchema,
      paidCents: z.number(),
      balancePaidCents: z.number(),
      refundedCents: z.number(),
    }),
  ),
  /** Every claim by its stage now, whatever week it entered it. */
  stageTotals: stageCountsSchema,
  money: z.object({ paidCents: z.number(), balancePaidCents: z.number(), refundedCents: z.number() }),
  funnel: z.object({
    formsMissing: z.number(),
    formsAuthorised: z.number(),
    lettersSent: z.number(),
    copiesReceived: z.number(),
    formsNotAvailable: z.number(),
  }),
  deadlines: z.object({
    /** Paid claims' years not yet filed whose deadline is within the alert window. */
    total: z.number(),
    items: z.array(
      z.object({
        applicationId: z.string(),
        taxYear: z.number(),
        deadlineDay: z.string(),
        daysLeft: z.number(),
        stage: z.enum(SEASON_STAGES),
      }),
    ),
  }),
  generatedAt: z.string(),
});
export type SeasonView = z.infer<typeof seasonViewSchema>;
