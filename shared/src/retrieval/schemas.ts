import * as z from 'zod';
import { listCursorSchema } from '../api/list-cursor';
import { copy } from '../copy';
import { say } from '../i18n/say';
import { MAX_AMOUNT_CENTS } from '../constants';
import { ESTIMATOR_GAMES } from '../estimator/tax-rules';
import { casinoSlugSchema, plainText } from './casinos';
import { RETRIEVAL_STATUSES, SEND_CHANNELS } from './status';

const text = plainText;

const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);

export const signAuthorisationRequestSchema = z.object({ fullName: text(200).pipe(z.string().min(1)) }).strict();

/** A missing form as the authorisation lists it and the letter describes it. */
export const authorisedFormSchema = z.object({
  entryId: z.string(),
  casinoName: z.string(),
  date: z.string(),
  amountWonCents: z.number().nullable(),
});
export type AuthorisedForm = z.infer<typeof authorisedFormSchema>;

export const authorisationViewSchema = z.object({
  fullName: z.string(),
  signedOn: z.string(),
  signedAt: z.string(),
  forms: z.array(authorisedFormSchema),
});

export const adminAuthorisationViewSchema = authorisationViewSchema.extend({
  ipAddress: z.string(),
  userAgent: z.string(),
});

export const retrievalHistorySchema = z.object({
  at: z.string(),
  event: z.string(),
  from: z.enum(RETRIEVAL_STATUSES),
  to: z.enum(RETRIEVAL_STATUSES),
  by: z.string(),
  note: z.string().optional(),
});

/** What the customer sees of one missing form. */
export const retrievalEntryViewSchema = z.object({
  entryId: z.string(),
  casinoName: z.string(),
  date: z.string(),
  status: z.enum(RETRIEVAL_STATUSES),
  requestedAt: z.string().nullable(),
  followUpOn: z.string().nullable(),
});
export type RetrievalEntryView = z.infer<typeof retrievalEntryViewSchema>;

export const adminRetrievalEntryViewSchema = retrievalEntryViewSchema.extend({
  applicationId: z.string(),
  casinoSlug: z.string(),
  casinoOther: z.string(),
  playerCardNumber: z.string(),
  amountWonCents: z.number().nullable(),
  withholdingCents: z.number().nullable(),
  channel: z.enum(SEND_CHANNELS).nullable(),
  letterId: z.string().nullable(),
  documentId: z.string().nullable(),
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
  sentOn: z.string().nullable(),
  channel: z.enum(SEND_CHANNELS).nullable(),
});
export type LetterView = z.infer<typeof letterViewSchema>;
export const lettersGeneratedSchema = z.object({ letters: z.array(letterViewSchema) });

/** The customer's view of the retrieval of their missing forms. */
export const myRetrievalSchema = z.object({
  /** The forms the authorisation would list; empty when nothing is missing. */
  formsToAuthorise: z.array(authorisedFormSchema),
  authorisation: authorisationViewSchema.nullable(),
  entries: z.array(retrievalEntryViewSchema),
});
export type MyRetrieval = z.infer<typeof myRetrievalSchema>;

export const adminRetrievalSchema = z.object({
  authorisation: adminAuthorisationViewSchema.nullable(),
  entries: z.array(adminRetrievalEntryViewSchema),
  letters: z.array(letterViewSchema),
});
export type AdminRetrieval = z.infer<typeof adminRetrievalSchema>;

export const retrievalEntryPathSchema = z.object({ applicationId: z.uuid(), entryId: z.string().min(1).max(64) });
export const letterPathSchema = z.object({ applicationId: z.uuid(), letterId: z.uuid() });

/**
 * Whether a calendar date has begun somewhere on Earth at `now` (UTC+14 is the earliest): a date staff
 * give for something done is never later than that.
 */
export const dateHasBegun = (isoDate: string, now: Date): boolean =>
  isoDate <= new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

export const markLetterSentRequestSchema = z
  .object({
    sentOn: z.iso.date().refine(
      (date) => dateHasBegun(date, new Date()),
      say(() => copy.retrievalErrors.sentInFuture),
    ),
    channel: z.enum(SEND_CHANNELS),
  })
  .strict();
export const mapCasinoRequestSchema = z.object({ slug: casinoSlugSchema }).strict();
export const notAvailableRequestSchema = z.object({ note: text(1000).optional() }).strict();
export const retrievedUploadRequestSchema = z
  .object({ fileName: z.string().min(1).max(255), sizeBytes: z.number().int().min(0) })
  .strict();
/** The figures of the received copy; each defaults to what the customer described. */
export const receivedCopyRequestSchema = z
  .object({
    uploadId: z.uuid(),
    taxYear: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    game: z.enum(ESTIMATOR_GAMES).optional(),
    winningsCents: cents.optional(),
    federalWithheldCents: cents.optional(),
  })
  .strict();

export type ReceivedCopyRequest = z.infer<typeof receivedCopyRequestSchema>;

export const retrievalListQuerySchema = z.object({
  status: z.enum(RETRIEVAL_STATUSES).default('to_request'),
  cursor: listCursorSchema,
});
/** An entry of the cross-claim work list: the entry and whose claim it belongs to. */
export const retrievalListItemSchema = adminRetrievalEntryViewSchema.extend({ customerName: z.string() });
export type RetrievalListItem = z.infer<typeof retrievalListItemSchema>;
export const retrievalListSchema = z.object({
  items: z.array(retrievalListItemSchema),
  cursor: z.string().nullable(),
});
