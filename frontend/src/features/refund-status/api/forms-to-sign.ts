import { useQuery } from '@tanstack/react-query';
import type { ApplicationView } from '@taxback/shared/application/schemas';
import { useUserId } from '@/hooks/use-user-id';
import { api } from '@/lib/api-client';

/** The official forms waiting for the customer's signature on a claim; asked again when the claim changes. */
export const useFormsToSign = (application: Pick<ApplicationView, 'applicationId' | 'version'>) => {
  const userId = useUserId();
  const { applicationId, version } = application;
  return useQuery({
    queryKey: ['applications', userId, 'forms-to-sign', applicationId, version] as const,
    queryFn: () => api.listMyFormsToSign({ params: { applicationId } }),
    enabled: userId !== '',
    refetchOnWindowFocus: 'always',
  });
};

export const downloadFormToSign = (documentId: string) => api.downloadMyDocument({ params: { documentId } });
