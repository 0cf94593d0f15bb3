import * as z from '../zod';
import { pageOf } from '../validation/list-cursor';
import { applicationViewSchema } from './schemas';
import { DISPLAYED_STATUSES } from './next-action';
import { STAFF_LIFECYCLE_ACTIONS } from './lifecycle';
import { CLAIM_STEPS, MAX_AMOUNT_CENTS } from '../constants';
import { LOCALES } from '../i18n/locale';
import { identityCheckSchema } from '../retrieval/schemas';
import { PROGRESS_ACTION_NAMES } from './progress';

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

/** The forms generated for an application and filed with its documents. */
export const formPackageSchema = z.object({
  documents: z.array(z.object({ documentId: z.string(), fileName: z.string() })),
  emailed: z.boolean(),
});
