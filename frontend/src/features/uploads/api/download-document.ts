import { downloadResponseSchema } from '@taxback/shared/admin/schemas';
import { apiRequest } from '@/lib/api-client';

/** A short-lived link to one of the caller's own documents. */
export const downloadDocument = (documentId: string) =>
  apiRequest({
    method: 'GET',
    path: `/uploads/${encodeURIComponent(documentId)}/download`,
    auth: 'user',
    schema: downloadResponseSchema,
  });
