import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminListKey } from '@/hooks/use-admin-list';
import { api } from '@/lib/api-client';

/** Pre-fills the application's forms and files them with the customer's documents (and mails them, by choice). */
export function useGenerateForms(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.claim.generateFormPackage({ params: { applicationId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminListKey('files') }),
  });
}
