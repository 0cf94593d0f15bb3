import { useMutation } from '@tanstack/react-query';
import { downloadResponseSchema } from '@taxback/shared/admin/schemas';
import { apiRequest } from '@/lib/api-client';

/** Asks for a short-lived link to a customer's file; the link answers as an attachment. */
export const useFileDownload = () =>
  useMutation({
    mutationFn: ({ userId, documentId }: { userId: string; documentId: string }) =>
      apiRequest({
        method: 'GET',
        path: `/admin/files/${encodeURIComponent(userId)}/${encodeURIComponent(documentId)}/download`,
        auth: 'user',
        schema: downloadResponseSchema,
      }),
  });
