import { useQuery } from '@tanstack/react-query';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { useUserId } from '@/lib/use-user-id';
import { api } from '@/lib/api-client';

/** The money taken for a claim; asked again whenever the claim changes (a payment moves its version). */
export const useClaimPayments = (application: Pick<ApplicationView, 'applicationId' | 'version'>) => {
  const userId = useUserId();
  const { applicationId, version } = application;
  return useQuery({
    queryKey: ['applications', userId, 'payments', applicationId, version] as const,
    queryFn: async () => (await api.payments.listClaimPayments({ params: { applicationId } })).items,
    enabled: userId !== '',
    refetchOnWindowFocus: 'always',
  });
};
