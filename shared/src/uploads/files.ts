import * as z from '../zod';
import { STORAGE_QUOTA, UPLOAD } from '../constants';
import { OFFICIAL_FORMS } from './official-forms';

/**
 * What a customer uploads: an ID, a Form 1042-S (it sets the price), loss evidence (casinos' win/loss statements),
 * or a scan of the official forms they signed (for our check).
 */
export const DOCUMENT_CATEGORIES = ['ID', 'Form', 'LossEvidence', 'SignedScan'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export type UploadExtension = (typeof UPLOAD.extensions)[number];

export const CONTENT_TYPES: Record<UploadExtension, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Whether one more file of `sizeBytes` takes a customer's stored files past the quota (bytes or count). */
export function exceedsStorageQuota(stored: readonly { sizeBytes?: number | null }[], sizeBytes: number): boolean {
  const bytes = stored.reduce((sum, file) => sum + (file.sizeBytes ?? 0), 0);
  return stored.length + 1 > STORAGE_QUOTA.maxFiles || bytes + sizeBytes > STORAGE_QUOTA.maxBytes;
}

/** Keeps letters, digits, dot, underscore and hyphen; anything else becomes an underscore. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return cleaned.slice(-120) || 'file';
}

/** The allowed extension of a file name; null when it has none (a bare "pdf", or ".pdf" with no name). */
export function extensionOf(name: string): UploadExtension | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return (UPLOAD.extensions as readonly string[]).includes(extension) ? (extension as UploadExtension) : null;
}

/** The real type of a file from its first bytes: PDF, PNG or JPEG; null for anything else. */
export function detectFileType(bytes: Uint8Array): 'pdf' | 'png' | 'jpeg' | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  return null;
}

export const sameFileType = (extension: UploadExtension, detected: ReturnType<typeof detectFileType>) =>
  detected !== null && (detected === extension || (detected === 'jpeg' && extension === 'jpg'));

export const presignUploadRequestSchema = z.object({
  category: z.enum(DOCUMENT_CATEGORIES),
  fileName: z.string().check(z.minLength(1), z.maxLength(255)),
  sizeBytes: z.int().check(z.gte(0)),
  /** The claim the file is for; without it, the claim in progress (else the newest). */
  applicationId: z.optional(z.uuid()),
});

export const presignUploadResponseSchema = z.object({
  uploadId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});

export const confirmUploadRequestSchema = z.object({ uploadId: z.uuid() });

export const documentViewSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  category: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  /** The claim the file belongs to (null: a file of the single-claim days, which belongs to the first claim). */
  applicationId: z.nullable(z.string()),
  /** For an official form staff put on the claim for signature (category ToSign): which form. */
  officialForm: z.optional(z.nullable(z.enum(OFFICIAL_FORMS))),
  /** The return's tax year of a 1040-NR to sign. */
  taxYear: z.optional(z.nullable(z.string())),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

export const documentListSchema = z.object({ documents: z.array(documentViewSchema) });
export const confirmedUploadSchema = z.object({ documentId: z.string(), fileName: z.string() });

export const documentIdParamsSchema = z.object({ documentId: z.uuid() });

/** `GET /uploads?applicationId=`: only the files of that claim. */
export const documentListQuerySchema = z.object({ applicationId: z.optional(z.uuid()) });
