import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { useUserId } from '@/lib/use-user-id';
import { api } from '@/lib/api-client';

/** The customer's newest application, or null when they have not started one. */
export const getCurrentApplication = async (): Promise<ApplicationView | null> =>
  (await api.claim.getCurrentApplication()).application;

export const currentApplicationQueryKey = (userId: string) => ['applications', userId, 'current'] as const;

export const currentApplicationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: currentApplicationQueryKey(userId),
    queryFn: getCurrentApplication,
    enabled: userId !== '',
  });

export const useCurrentApplication = (options: { refetchWhenVisible?: boolean } = {}) =>
  useQuery({
    ...currentApplicationQueryOptions(useUserId()),
    ...(options.refetchWhenVisible ? { refetchOnWindowFocus: 'always' as const } : {}),
  });

/** Every claim of the customer, newest first. */
export const listApplications = async (): Promise<ApplicationView[]> =>
  (await api.claim.listApplications()).applications;

export const applicationListQueryKey = (userId: string) => ['applications', userId, 'list'] as const;

export const useApplications = () => {
  const userId = useUserId();
  return useQuery({ queryKey: applicationListQueryKey(userId), queryFn: listApplications, enabled: userId !== '' });
};

/** One claim of the customer, by its id (the refund-status page of a chosen claim). */
export const useApplicationById = (applicationId: string | null) => {
  const userId = useUserId();
  return useQuery({
    queryKey: ['applications', userId, 'byId', applicationId] as const,
    queryFn: () => api.claim.getApplicationById({ params: { applicationId: applicationId! } }),
    enabled: userId !== '' && applicationId !== null,
  });
};
