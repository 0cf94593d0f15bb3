import * as z from 'zod';
import { MAX_AMOUNT_CENTS } from '../constants';
import { copy } from '../copy';
import { say } from '../i18n/say';
import { WIN_TYPES } from '../reference/gambling';
import { casinoSlugSchema } from '../retrieval/casinos';
import { sanitizeText } from '../profile/text';
import { ESTIMATOR_GAMES } from '../estimator/tax-rules';
import { withheldWithinWinnings } from '../estimator/estimate';

export const APPLICATION_STATUSES = [
  'draft',
  'ready_for_payment',
  'reopened',
  'awaiting_balance',
  'submitted',
  'processing',
  'approved',
  'completed',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const DELIVERY_PREFERENCES = ['email', 'mail', 'both'] as const;
export type DeliveryPreference = (typeof DELIVERY_PREFERENCES)[number];

export const ITIN_ACTIVITY = ['yes', 'no', 'unsure'] as const;

export const MAX_MISSING_FORMS = 20;
export const MAX_TAX_YEARS = 10;

const text = (max: number) =>
  z
    .string()
    .max(max * 2)
    .transform(sanitizeText)
    .pipe(z.string().max(max));

const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);

/** One form the customer does not have, described so we can request a copy. */
export const missingFormEntrySchema = z.object({
  id: z.string().min(1).max(64),
  date: z.union([z.iso.date(), z.literal('')]).optional(),
  winType: z.union([z.enum(WIN_TYPES), z.literal('')]).optional(),
  amountWonCents: cents.optional(),
  withholdingCents: cents.optional(),
  city: text(100).optional(),
  /** A slug of the casino directory, or "other" with the casino named in `casinoOther`. */
  casino: z.union([casinoSlugSchema, z.literal('')]).optional(),
  casinoOther: text(200).optional(),
  playerCardNumber: text(40).optional(),
  additionalInfo: text(1000).optional(),
});
export type MissingFormEntry = z.infer<typeof missingFormEntrySchema>;

/** The figures of one Form 1042-S the customer holds, typed next to its upload. */
export const form1042sEntrySchema = z
  .object({
    id: z.string().min(1).max(64),
    taxYear: z.string().regex(/^\d{4}$/),
    game: z.enum(ESTIMATOR_GAMES),
    winningsCents: cents,
    federalWithheldCents: cents,
    documentId: z.string().max(64).optional(),
    /** Set by the server on a copy staff retrieved from the casino: the missing-form entry it answers. */
    missingFormId: z.string().max(64).optional(),
  })
  .refine(withheldWithinWinnings, {
    path: ['federalWithheldCents'],
    ...say(() => copy.estimator.withheldOverWinnings),
  });
export type Form1042sEntry = z.infer<typeof form1042sEntrySchema>;

export const MAX_1042S_ENTRIES = 50;

/** An entry counts once it has a date, a win type, an amount or a city. */
export const isDescribed = (entry: MissingFormEntry): boolean =>
  Boolean(entry.date || entry.winType || entry.amountWonCents !== undefined || entry.city);

const taxYear = z.string().regex(
  /^\d{4}$/,
  say(() => copy.application.yearInvalid),
);

/** Entries are told apart by their ids (the retrieval of each missing form is keyed by it). */
const idsUnique = (entries: readonly { id: string }[]) =>
  new Set(entries.map((entry) => entry.id)).size === entries.length;
const repeated = say(() => copy.application.entryRepeated);

/** The answers a customer may change; everything else on an application is written by the server. */
export const applicationAnswersSchema = z
  .object({
    currentStep: z.number().int().min(1).max(7),
    hasItin: z.boolean().nullable(),
    itinIsActive: z.enum(ITIN_ACTIVITY).nullable(),
    taxYears: z
      .array(taxYear)
      .max(MAX_TAX_YEARS)
      .refine((years) => new Set(years).size === years.length),
    hasAll1042s: z.boolean().nullable(),
    missingForms: z.array(missingFormEntrySchema).max(MAX_MISSING_FORMS).refine(idsUnique, repeated),
    formDeliveryPreference: z.enum(DELIVERY_PREFERENCES),
    form1042sEntries: z.array(form1042sEntrySchema).max(MAX_1042S_ENTRIES).refine(idsUnique, repeated),
    /** Gambling losses of each tax year, in cents, for the estimate (only the claim's years: see answerProblems). */
    lossesByYear: z
      .record(
        z.string().regex(
          /^\d{4}$/,
          say(() => copy.application.yearInvalid),
        ),
        cents,
      )
      .refine(
        (losses) => Object.keys(losses).length <= MAX_TAX_YEARS,
        say(() => copy.application.tooManyYears),
      ),
  })
  .partial()
  .strict();
export type ApplicationAnswers = z.infer<typeof applicationAnswersSchema>;

/** The answers as the claim holds them after a change: what the cross-answer rules read. */
export interface AnswersInContext {
  taxYears?: readonly string[] | null;
  hasAll1042s?: boolean | null;
  missingForms?: readonly MissingFormEntry[] | null;
  form1042sEntries?: readonly Pick<Form1042sEntry, 'taxYear'>[] | null;
  lossesByYear?: Readonly<Record<string, number>> | null;
}

/**
 * Rules between answers, by answer: losses and Forms 1042-S only for the claim's years, and a missing form's
 * date in one of them (a form of another year would be left out of every return). The browser shows the same
 * under the date; the server refuses.
 */
export function answerProblems(answers: AnswersInContext): Record<string, string> {
  const years = new Set(answers.taxYears ?? []);
  const problems: Record<string, string> = {};
  if (Object.keys(answers.lossesByYear ?? {}).some((year) => !years.has(year))) {
    problems.lossesByYear = copy.application.lossYearOutside;
  }
  const outside = (entry: MissingFormEntry) => Boolean(entry.date) && !years.has(entry.date!.slice(0, 4));
  if (answers.hasAll1042s === false && (answers.missingForms ?? []).some(outside)) {
    problems.missingForms = copy.application.missingFormYearOutside;
  }
  if ((answers.form1042sEntries ?? []).some((entry) => !years.has(entry.taxYear))) {
    problems.form1042sEntries = copy.application.formYearOutside;
  }
  return problems;
}

export const createApplicationRequestSchema = z.object({ answers: applicationAnswersSchema.optional() }).strict();
export const updateApplicationRequestSchema = z
  .object({ version: z.number().int().min(1), answers: applicationAnswersSchema })
  .strict();

export const applicationIdParamsSchema = z.object({ applicationId: z.uuid() });

const feeLineSchema = z.object({
  id: z.enum(['base', 'itin', 'additional1042s', 'missingForms']),
  quantity: z.number(),
  unitCents: z.number(),
  amountCents: z.number(),
});

export const applicationViewSchema = z.object({
  applicationId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  currentStep: z.number().nullable(),
  hasItin: z.boolean().nullable(),
  itinIsActive: z.enum(ITIN_ACTIVITY).nullable(),
  taxYears: z.array(z.string()),
  hasAll1042s: z.boolean().nullable(),
  missingForms: z.array(missingFormEntrySchema),
  numMissing1042s: z.number(),
  num1042sForms: z.number(),
  /** Forms 1042-S staff obtained from a casino; paid as missing-form retrieval, never as extra forms. */
  numRetrieved1042s: z.number(),
  uploadedIdDocsCount: z.number(),
  formDeliveryPreference: z.enum(DELIVERY_PREFERENCES).nullable(),
  documentsRequestedDate: z.string().nullable(),
  paymentCompletedDate: z.string().nullable(),
  formsSentDate: z.string().nullable(),
  irsSubmissionDate: z.string().nullable(),
  irsApprovalDate: z.string().nullable(),
  refundIssuedDate: z.string().nullable(),
  estimatedRefundCents: z.number().nullable(),
  form1042sEntries: z.array(form1042sEntrySchema),
  lossesByYear: z.record(z.string(), z.number()),
  paid: z.boolean(),
  /** Everything paid for the claim so far (first payment and top-ups), in cents. */
  paidCents: z.number(),
  /** What a reopened claim owes for its new answers, itemised; null when nothing is due. */
  balanceDue: z.object({ lines: z.array(feeLineSchema), totalCents: z.number() }).nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

export const currentApplicationResponseSchema = z.object({ application: applicationViewSchema.nullable() });

/** A customer's claims, newest first. */
export const applicationListSchema = z.object({ applications: z.array(applicationViewSchema) });
