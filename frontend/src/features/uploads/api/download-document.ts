import { api } from '@/lib/api-client';

/** A short-lived link to one of the caller's own documents. */
export const downloadDocument = (documentId: string) => api.uploads.downloadMyDocument({ params: { documentId } });
