import * as z from 'zod';
import { apiRequest } from '@/lib/api-client';

const confirmedUploadSchema = z.object({ documentId: z.string(), fileName: z.string() });

/** Tells the API the file reached storage: it checks the file and records the document. */
export const confirmUpload = (uploadId: string) =>
  apiRequest({
    method: 'POST',
    path: '/uploads/confirm',
    auth: 'user',
    body: { uploadId },
    schema: confirmedUploadSchema,
  });
