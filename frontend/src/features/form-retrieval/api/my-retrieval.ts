import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myRetrievalSchema } from '@taxback/shared/retrieval/schemas';
import { useUserId } from '@/features/auth/hooks/use-user-id';
import { apiRequest } from '@/lib/api-client';

const retrievalKey = (userId: string, applicationId: string) => ['retrieval', userId, applicationId] as const;

/** Where each missing form of the claim stands, and what the authorisation would list. */
export function useMyRetrieval(applicationId: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: retrievalKey(userId, applicationId),
    queryFn: () =>
      apiRequest({
        method: 'GET',
        path: `/applications/${applicationId}/retrieval`,
        auth: 'user',
        schema: myRetrievalSchema,
      }),
    enabled: userId !== '',
    refetchOnWindowFocus: 'always',
  });
}

export function useSignAuthorisation(applicationId: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) =>
      apiRequest({
        method: 'POST',
        path: `/applications/${applicationId}/retrieval/authorisation`,
        auth: 'user',
        body: { fullName },
        schema: myRetrievalSchema,
      }),
    onSuccess: (data) => queryClient.setQueryData(retrievalKey(userId, applicationId), data),
  });
}
