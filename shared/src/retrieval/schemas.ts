import * as z from '../zod';
import { listCursorSchema } from '../validation/list-cursor';
import { copy } from '../copy';
import { say } from '../i18n/say';
import { MAX_AMOUNT_CENTS } from '../constants';
import { ESTIMATOR_GAMES } from '../site/estimate-tax-rules';
import { casinoSlugSchema, plainText } from './casinos';
import { RETRIEVAL_STATUSES, SEND_CHANNELS } from './status';

const text = plainText;

const cents = z.int().check(z.gte(0), z.lte(MAX_AMOUNT_CENTS));

export const signAuthorisationRequestSchema = z.strictObject({
  fullName: z.pipe(text(200), z.string().check(z.minLength(1))),
});

/** A missing form as the authorisation lists it and the letter describes it. */
export const authorisedFormSchema = z.object({
  entryId: z.string(),
  casinoName: z.string(),
  date: z.string(),
  amountWonCents: z.nullable(z.number()),
});
export type AuthorisedForm = z.infer<typeof authorisedFormSchema>;

export const authorisationViewSchema = z.object({
  fullName: z.string(),
  signedOn: z.string(),
  signedAt: z.string(),
  forms: z.array(authorisedFormSchema),
});

export const adminAuthorisationViewSchema = z.extend(authorisationViewSchema, {
  ipAddress: z.string(),
  userAgent: z.string(),
});

export const retrievalHistorySchema = z.object({
  at: z.string(),
  event: z.string(),
  from: z.enum(RETRIEVAL_STATUSES),
  to: z.enum(RETRIEVAL_STATUSES),
  by: z.string(),
  note: z.optional(z.string()),
});

/** What the customer sees of one missing form. */
export const retrievalEntryViewSchema = z.object({
  entryId: z.string(),
  casinoName: z.string(),
  date: z.string(),
  status: z.enum(RETRIEVAL_STATUSES),
  requestedAt: z.nullable(z.string()),
  followUpOn: z.nullable(z.string()),
});
export type RetrievalEntryView = z.infer<typeof retrievalEntryViewSchema>;

export const adminRetrievalEntryViewSchema = z.extend(retrievalEntryViewSchema, {
  applicationId: z.string(),
  casinoSlug: z.string(),
  casinoOther: z.string(),
  playerCardNumber: z.string(),
  amountWonCents: z.nullable(z.number()),
  withholdingCents: z.nullable(z.number()),
  channel: z.nullable(z.enum(SEND_CHANNELS)),
  letterId: z.nullable(z.string()),
  documentId: z.nullable(z.string()),
  history: z.array(retrievalHistorySchema),
  version: z.number(),
});
export type AdminRetrievalEntryView = z.infer<typeof adminRetrievalEntryViewSchema>;

export const letterViewSchema = z.object({
  letterId: z.string(),
  casinoSlug: z.string(),
  casinoName: z.string(),
  entryIds: z.array(z.string()),
  taxYears: z.array(z.string()),
  fileName: z.string(),
  createdAt: z.string(),
  sentOn: z.nullable(z.string()),
  channel: z.nullable(z.enum(SEND_CHANNELS)),
});
export type LetterView = z.infer<typeof letterViewSchema>;
export const lettersGeneratedSchema = z.object({ letters: z.array(letterViewSchema) });

/** The customer's view of the retrieval of their missing forms. */
export const myRetrievalSchema = z.object({
  /** The forms the authorisation would list; empty when nothing is missing. */
  formsToAuthorise: z.array(authorisedFormSchema),
  authorisation: z.nullable(authorisationViewSchema),
  entries: z.array(retrievalEntryViewSchema),
});
export type MyRetrieval = z.infer<typeof myRetrievalSchema>;

/** One of the customer's ID uploads, for staff to check their identity on. */
export const idDocumentSchema = z.object({ documentId: z.string(), fileName: z.string(), createdAt: z.string() });

/** Staff's check of the customer's identity against one of their ID uploads (see retrieval/identity). */
export const identityCheckSchema = z.object({
  checkedAt: z.string(),
  checkedBy: z.string(),
  documentId: z.string(),
  fileName: z.string(),
  nameOnDocument: z.string(),
  profileName: z.string(),
});

/** Whether staff may request a claim's missing forms: paid, identity checked, and why not when they may not. */
export const retrievalReadinessSchema = z.object({
  paid: z.boolean(),
  identityChecked: z.boolean(),
  refusal: z.nullable(z.string()),
});

export const adminRetrievalSchema = z.object({
  userId: z.string(),
  readiness: retrievalReadinessSchema,
  identityCheck: z.nullable(identityCheckSchema),
  idDocuments: z.array(idDocumentSchema),
  authorisation: z.nullable(adminAuthorisationViewSchema),
  entries: z.array(adminRetrievalEntryViewSchema),
  letters: z.array(letterViewSchema),
});
export type AdminRetrieval = z.infer<typeof adminRetrievalSchema>;

export const retrievalEntryPathSchema = z.object({
  applicationId: z.uuid(),
  entryId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const letterPathSchema = z.object({ applicationId: z.uuid(), letterId: z.uuid() });

/**
 * Whether a calendar date has begun somewhere on Earth at `now` (UTC+14 is the earliest): a date staff
 * give for something done is never later than that.
 */
export const dateHasBegun = (isoDate: string, now: Date): boolean =>
  isoDate <= new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

export const markLetterSentRequestSchema = z.strictObject({
  sentOn: z.iso.date().check(
    z.refine(
      (date) => dateHasBegun(date, new Date()),
      say(() => copy.retrievalErrors.sentInFuture),
    ),
  ),
  channel: z.enum(SEND_CHANNELS),
});
export const mapCasinoRequestSchema = z.strictObject({ slug: casinoSlugSchema });
export const notAvailableRequestSchema = z.strictObject({ note: z.optional(text(1000)) });
export const retrievedUploadRequestSchema = z.strictObject({
  fileName: z.string().check(z.minLength(1), z.maxLength(255)),
  sizeBytes: z.int().check(z.gte(0)),
});
/** The figures of the received copy; each defaults to what the customer described. */
export const receivedCopyRequestSchema = z.strictObject({
  uploadId: z.uuid(),
  taxYear: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  game: z.optional(z.enum(ESTIMATOR_GAMES)),
  winningsCents: z.optional(cents),
  federalWithheldCents: z.optional(cents),
});

export type ReceivedCopyRequest = z.infer<typeof receivedCopyRequestSchema>;

export const retrievalListQuerySchema = z.object({
  status: z._default(z.enum(RETRIEVAL_STATUSES), 'to_request'),
  cursor: listCursorSchema,
});
/** An entry of the cross-claim work list: the entry, whose claim it belongs to, and whether that claim is ready. */
export const retrievalListItemSchema = z.extend(adminRetrievalEntryViewSchema, {
  customerName: z.string(),
  readiness: retrievalReadinessSchema,
});
export type RetrievalListItem = z.infer<typeof retrievalListItemSchema>;
export const retrievalListSchema = z.object({
  items: z.array(retrievalListItemSchema),
  cursor: z.nullable(z.string()),
});
