import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserId } from '@/hooks/use-user-id';
import { api } from '@/lib/api-client';

const retrievalKey = (userId: string, applicationId: string) => ['retrieval', userId, applicationId] as const;

/** Where each missing form of the claim stands, and what the authorisation would list. */
export function useMyRetrieval(applicationId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: retrievalKey(userId, applicationId),
    queryFn: () => api.getMyRetrieval({ params: { applicationId } }),
    enabled: userId !== '',
    refetchOnWindowFocus: 'always',
  });
}

export function useSignAuthorisation(applicationId: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) => api.signRetrievalAuthorisation({ params: { applicationId }, body: { fullName } }),
    onSuccess: (data) => queryClient.setQueryData(retrievalKey(userId, applicationId), data),
  });
}
