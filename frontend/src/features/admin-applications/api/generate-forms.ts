import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { adminListKey } from '@/features/admin-lists/api/use-admin-list';
import { apiRequest } from '@/lib/api-client';

const formPackageSchema = z.object({
  documents: z.array(z.object({ documentId: z.string(), fileName: z.string() })),
  emailed: z.boolean(),
});

/** Pre-fills the application's forms and files them with the customer's documents (and mails them, by choice). */
export function useGenerateForms(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'POST',
        path: `/admin/applications/${encodeURIComponent(applicationId)}/forms`,
        auth: 'user',
        schema: formPackageSchema,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminListKey('files') }),
  });
}
