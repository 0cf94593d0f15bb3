import { useQuery } from '@tanstack/react-query';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { useUserId } from '@/lib/use-user-id';
import { api } from '@/lib/api-client';

/**
 * What a paid claim waits on the customer to sign: the retrieval authorisation for missing forms, and the official
 * forms staff put on it. Read by the status page's cards and by the claim's next action (also on the account page).
 */
export const retrievalKey = (userId: string, applicationId: string) => ['retrieval', userId, applicationId] as const;

/** Where each missing form of the claim stands, and what the authorisation would list. */
export function useMyRetrieval(applicationId: string, options: { enabled?: boolean } = {}) {
  const userId = useUserId();
  return useQuery({
    queryKey: retrievalKey(userId, applicationId),
    queryFn: () => api.retrieval.getMyRetrieval({ params: { applicationId } }),
    enabled: userId !== '' && options.enabled !== false,
    refetchOnWindowFocus: 'always',
  });
}

/** The official forms waiting for the customer's signature on a claim; asked again when the claim changes. */
export const useFormsToSign = (
  application: Pick<ApplicationView, 'applicationId' | 'version'>,
  options: { enabled?: boolean } = {},
) => {
  const userId = useUserId();
  const { applicationId, version } = application;
  return useQuery({
    queryKey: ['applications', userId, 'forms-to-sign', applicationId, version] as const,
    queryFn: () => api.claim.listMyFormsToSign({ params: { applicationId } }),
    enabled: userId !== '' && options.enabled !== false,
    refetchOnWindowFocus: 'always',
  });
};
