import * as z from '../zod';
import { MAX_AMOUNT_CENTS, WIZARD } from '../constants';
import { copy } from '../copy';
import { say } from '../i18n/say';
import { WIN_TYPES } from '../reference/gambling';
import { casinoSlugSchema } from '../retrieval/casinos';
import { sanitizeText } from '../validation/typed-text';
import { cleanedText } from '../validation/cleaned-text';
import { ESTIMATOR_GAMES } from '../site/estimate-tax-rules';
import { withheldWithinWinnings } from '../site/estimate';
import { isResidenceCountry } from '../reference/residence-countries';
import { MARITAL_STATUSES } from '../tax/screening';
import { daysInYear } from './residency';

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

const text = (max: number) => cleanedText({ max, clean: sanitizeText });

const cents = z.int().check(z.gte(0), z.lte(MAX_AMOUNT_CENTS));

/** One form the customer does not have, described so we can request a copy. */
export const missingFormEntrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  date: z.optional(z.union([z.iso.date(), z.literal('')])),
  winType: z.optional(z.union([z.enum(WIN_TYPES), z.literal('')])),
  amountWonCents: z.optional(cents),
  withholdingCents: z.optional(cents),
  city: z.optional(text(100)),
  /** A slug of the casino directory, or "other" with the casino named in `casinoOther`. */
  casino: z.optional(z.union([casinoSlugSchema, z.literal('')])),
  casinoOther: z.optional(text(200)),
  playerCardNumber: z.optional(text(40)),
  additionalInfo: z.optional(text(1000)),
});
export type MissingFormEntry = z.infer<typeof missingFormEntrySchema>;

/** A US employer identification number as printed on Form 1042-S (box 12a): NN-NNNNNNN. */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;

/**
 * The figures of one Form 1042-S the customer holds, typed next to its upload: box 2 (`winningsCents`), box 7a
 * (`federalWithheldCents`), and, on entries typed since they were asked, the withholding agent's name and EIN
 * (boxes 12d and 12a), the income code (box 1) and the total withholding credit (box 10). Entries saved before
 * lack the last four and stay valid.
 */
export const form1042sEntrySchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    taxYear: z.string().check(z.regex(/^\d{4}$/)),
    game: z.enum(ESTIMATOR_GAMES),
    winningsCents: cents,
    federalWithheldCents: cents,
    withholdingAgentName: z.optional(
      cleanedText(
        { max: 200, clean: sanitizeText },
        z.minLength(
          1,
          say(() => copy.claimFigures.agentNameRequired),
        ),
      ),
    ),
    withholdingAgentEin: z.optional(
      z.string().check(
        z.regex(
          EIN_PATTERN,
          say(() => copy.claimFigures.einInvalid),
        ),
      ),
    ),
    incomeCode: z.optional(
      z.string().check(
        z.regex(
          /^\d{2}$/,
          say(() => copy.claimFigures.incomeCodeInvalid),
        ),
      ),
    ),
    totalWithholdingCreditCents: z.optional(cents),
    documentId: z.optional(z.string().check(z.maxLength(64))),
    /** Set by the server on a copy staff retrieved from the casino: the missing-form entry it answers. */
    missingFormId: z.optional(z.string().check(z.maxLength(64))),
  })
  .check(
    z.refine(withheldWithinWinnings, {
      path: ['federalWithheldCents'],
      ...say(() => copy.estimator.withheldOverWinnings),
    }),
    z.refine((entry) => (entry.totalWithholdingCreditCents ?? 0) <= entry.winningsCents, {
      path: ['totalWithholdingCreditCents'],
      ...say(() => copy.claimFigures.creditOverIncome),
    }),
  );
export type Form1042sEntry = z.infer<typeof form1042sEntrySchema>;

export const MAX_1042S_ENTRIES = 50;

/** An entry counts once it has a date, a win type, an amount or a city. */
export const isDescribed = (entry: MissingFormEntry): boolean =>
  Boolean(entry.date || entry.winType || entry.amountWonCents !== undefined || entry.city);

const taxYear = z.string().check(
  z.regex(
    /^\d{4}$/,
    say(() => copy.application.yearInvalid),
  ),
);

/** A year-keyed residency answer: for the claim years and the two before them (see screening). */
const byYear = <T extends z.ZodMiniType>(value: T) =>
  z.record(taxYear, value).check(
    z.refine(
      (answers) => Object.keys(answers).length <= MAX_TAX_YEARS * 3,
      say(() => copy.application.tooManyYears),
    ),
  );

/** The residency answers that say whether we may file for the customer (shared/src/tax/screening.ts). */
const residencyAnswers = {
  countryOfResidence: z.nullable(
    z.string().check(
      z.refine(
        isResidenceCountry,
        say(() => copy.screening.countryInvalid),
      ),
    ),
  ),
  everUsCitizenOrGreenCard: z.nullable(z.boolean()),
  daysInUs: byYear(z.int().check(z.gte(0), z.lte(366))).check(
    z.refine(
      (days) => Object.entries(days).every(([year, count]) => count <= daysInYear(year)),
      say(() => copy.screening.daysInvalid),
    ),
  ),
  closerConnection8840Filed: byYear(z.boolean()),
  ssnEligible: z.nullable(z.boolean()),
  returnAlreadyFiled: byYear(z.boolean()),
  maritalStatus: z.nullable(z.enum(MARITAL_STATUSES)),
};

/** Entries are told apart by their ids (the retrieval of each missing form is keyed by it). */
const idsUnique = (entries: readonly { id: string }[]) =>
  new Set(entries.map((entry) => entry.id)).size === entries.length;
const repeated = say(() => copy.application.entryRepeated);

/** The answers a customer may change; everything else on an application is written by the server. */
export const applicationAnswersSchema = z.partial(
  z.strictObject({
    currentStep: z.int().check(
      z.gte(1),
      z.lte(WIZARD.steps),
      z.refine((step) => step !== WIZARD.finishStep),
    ),
    hasItin: z.nullable(z.boolean()),
    itinIsActive: z.nullable(z.enum(ITIN_ACTIVITY)),
    /** The last tax year the customer filed a US return with their ITIN (it expires after three unused years). */
    itinLastFiledYear: z.nullable(
      z.string().check(
        z.regex(
          /^\d{4}$/,
          say(() => copy.application.yearInvalid),
        ),
      ),
    ),
    taxYears: z.array(taxYear).check(
      z.maxLength(MAX_TAX_YEARS),
      z.refine((years) => new Set(years).size === years.length),
    ),
    hasAll1042s: z.nullable(z.boolean()),
    missingForms: z.array(missingFormEntrySchema).check(z.maxLength(MAX_MISSING_FORMS), z.refine(idsUnique, repeated)),
    formDeliveryPreference: z.enum(DELIVERY_PREFERENCES),
    form1042sEntries: z
      .array(form1042sEntrySchema)
      .check(z.maxLength(MAX_1042S_ENTRIES), z.refine(idsUnique, repeated)),
    /** Gambling losses of each tax year, in cents, for the estimate (only the claim's years: see answerProblems). */
    lossesByYear: z
      .record(
        z.string().check(
          z.regex(
            /^\d{4}$/,
            say(() => copy.application.yearInvalid),
          ),
        ),
        cents,
      )
      .check(
        z.refine(
          (losses) => Object.keys(losses).length <= MAX_TAX_YEARS,
          say(() => copy.application.tooManyYears),
        ),
      ),
    ...residencyAnswers,
  }),
);
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

export const createApplicationRequestSchema = z.strictObject({ answers: z.optional(applicationAnswersSchema) });
export const updateApplicationRequestSchema = z.strictObject({
  version: z.int().check(z.gte(1)),
  answers: applicationAnswersSchema,
});

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
  currentStep: z.nullable(z.number()),
  hasItin: z.nullable(z.boolean()),
  itinIsActive: z.nullable(z.enum(ITIN_ACTIVITY)),
  itinLastFiledYear: z.nullable(z.string()),
  taxYears: z.array(z.string()),
  hasAll1042s: z.nullable(z.boolean()),
  missingForms: z.array(missingFormEntrySchema),
  numMissing1042s: z.number(),
  num1042sForms: z.number(),
  /** Forms 1042-S staff obtained from a casino; paid as missing-form retrieval, never as extra forms. */
  numRetrieved1042s: z.number(),
  uploadedIdDocsCount: z.number(),
  formDeliveryPreference: z.nullable(z.enum(DELIVERY_PREFERENCES)),
  documentsRequestedDate: z.nullable(z.string()),
  paymentCompletedDate: z.nullable(z.string()),
  formsSentDate: z.nullable(z.string()),
  /** When staff received the signed originals of the official forms. */
  formsReceivedDate: z.nullable(z.string()),
  /** An original passport sent with a W-7: when it arrived and when it was sent back. */
  passportReceivedDate: z.nullable(z.string()),
  passportReturnedDate: z.nullable(z.string()),
  irsSubmissionDate: z.nullable(z.string()),
  irsApprovalDate: z.nullable(z.string()),
  refundIssuedDate: z.nullable(z.string()),
  estimatedRefundCents: z.nullable(z.number()),
  form1042sEntries: z.array(form1042sEntrySchema),
  lossesByYear: z.record(z.string(), z.number()),
  countryOfResidence: z.nullable(z.string()),
  everUsCitizenOrGreenCard: z.nullable(z.boolean()),
  daysInUs: z.record(z.string(), z.number()),
  closerConnection8840Filed: z.record(z.string(), z.boolean()),
  ssnEligible: z.nullable(z.boolean()),
  returnAlreadyFiled: z.record(z.string(), z.boolean()),
  maritalStatus: z.nullable(z.enum(MARITAL_STATUSES)),
  paid: z.boolean(),
  /** Everything paid for the claim so far (first payment and top-ups), in cents. */
  paidCents: z.number(),
  /** What a reopened claim owes for its new answers, itemised; null when nothing is due. */
  balanceDue: z.nullable(z.object({ lines: z.array(feeLineSchema), totalCents: z.number() })),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

export const currentApplicationResponseSchema = z.object({ application: z.nullable(applicationViewSchema) });

/** A customer's claims, newest first. */
export const applicationListSchema = z.object({ applications: z.array(applicationViewSchema) });
