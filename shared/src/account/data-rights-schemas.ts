import * as z from '../zod';
import { dataRightsCopy } from '../catalogue/account/en';
import { copy } from '../copy';
import { say } from '../i18n/say';
import { reauthenticationFields } from './auth-schemas';

export const closeAccountRequestSchema = z.object({
  confirm: z.literal(
    dataRightsCopy.closeConfirmWord,
    say(() => copy.dataRights.closeConfirmRequired),
  ),
  ...reauthenticationFields,
});

export const closurePathSchema = z.object({ closureId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const dataExportSchema = z.object({
  exportId: z.string(),
  status: z.enum(['preparing', 'ready', 'failed']),
  createdAt: z.string(),
  readyAt: z.nullable(z.string()),
  /** A short-lived download link, when ready. */
  url: z.nullable(z.string()),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const latestDataExportSchema = z.object({ export: z.nullable(dataExportSchema) });

export const closeAccountResponseSchema = z.object({
  outcome: z.enum(['closed', 'requested']),
  alreadyRequested: z.boolean(),
});

export const accountClosureSchema = z.object({
  closureId: z.string(),
  userId: z.nullable(z.string()),
  displayName: z.string(),
  requestedBy: z.string(),
  createdAt: z.string(),
  steps: z.array(z.object({ at: z.string(), step: z.string(), count: z.nullable(z.number()) })),
});
export type AccountClosure = z.infer<typeof accountClosureSchema>;

export const accountClosuresSchema = z.object({ items: z.array(accountClosureSchema) });

export const finishedClosureSchema = z.object({ outcome: z.enum(['closed', 'requested']), closureId: z.string() });
