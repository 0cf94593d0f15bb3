import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retrievalKey } from '@/api/claim-signatures';
import { useUserId } from '@/lib/use-user-id';
import { api } from '@/lib/api-client';

export { useMyRetrieval } from '@/api/claim-signatures';

export function useSignAuthorisation(applicationId: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) =>
      api.retrieval.signRetrievalAuthorisation({ params: { applicationId }, body: { fullName } }),
    onSuccess: (data) => queryClient.setQueryData(retrievalKey(userId, applicationId), data),
  });
}
