import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationView } from '@taxback/shared/application/schemas';
import { useUserId } from '@/features/auth/hooks/use-user-id';
import { api } from '@/lib/api-client';

/** Every claim of the customer, newest first. */
export const listApplications = async (): Promise<ApplicationView[]> => (await api.listApplications()).applications;

export const applicationListQueryKey = (userId: string) => ['applications', userId, 'list'] as const;

export const useApplications = () => {
  const userId = useUserId();
  return useQuery(
    queryOptions({ queryKey: applicationListQueryKey(userId), queryFn: listApplications, enabled: userId !== '' }),
  );
};

/** One claim of the customer, by its id (the refund-status page of a chosen claim). */
export const useApplicationById = (applicationId: string | null) => {
  const userId = useUserId();
  return useQuery({
    queryKey: ['applications', userId, 'byId', applicationId] as const,
    queryFn: () => api.getApplicationById({ params: { applicationId: applicationId! } }),
    enabled: userId !== '' && applicationId !== null,
  });
};
