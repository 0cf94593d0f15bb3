import * as z from '../zod';

/**
 * The official IRS forms staff prepare and put on a claim for the customer's ink signature: never a summary
 * of ours (the worksheet is not for signature).
 */
export const OFFICIAL_FORMS = ['w7', '1040nr', '2848', '8821'] as const;
export type OfficialForm = (typeof OFFICIAL_FORMS)[number];

/** Staff's presigned upload of one official form, prepared for signature (a PDF only). */
export const officialFormUploadRequestSchema = z.object({
  form: z.enum(OFFICIAL_FORMS),
  /** The return's tax year, for a 1040-NR (one return per year). */
  taxYear: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  fileName: z.string().check(z.minLength(1), z.maxLength(255)),
  sizeBytes: z.int().check(z.gte(0)),
});

export const officialFormConfirmRequestSchema = z.object({ uploadId: z.uuid() });

export const officialFormRecordedSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  form: z.enum(OFFICIAL_FORMS),
  /** Whether the customer was mailed that a form waits for their signature. */
  emailed: z.boolean(),
});

/** The official forms on a claim for the customer to sign, where to mail the originals, and when they arrived. */
export const formsToSignSchema = z.object({
  forms: z.array(
    z.object({
      documentId: z.string(),
      fileName: z.string(),
      form: z.enum(OFFICIAL_FORMS),
      taxYear: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
  /** Set by staff (Form 2848 settings); null until they do. */
  mailTo: z.nullable(z.string()),
  receivedDate: z.nullable(z.string()),
});
export type FormsToSign = z.infer<typeof formsToSignSchema>;
