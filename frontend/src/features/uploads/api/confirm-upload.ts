import { api } from '@/lib/api-client';

/** Tells the API the file reached storage: it checks the file and records the document. */
export const confirmUpload = (uploadId: string) => api.uploads.confirmDocumentUpload({ body: { uploadId } });
