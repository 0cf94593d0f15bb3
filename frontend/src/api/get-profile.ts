import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ProfileView } from '@taxback/shared/account/profile-schemas';
import { useUserId } from '@/lib/use-user-id';
import { api, nullIfNotFound } from '@/lib/api-client';

/** The profile with its ITIN masked, or null when the user has none yet. */
export const getProfile = () => nullIfNotFound(api.account.getProfile());

export const profileQueryKey = (userId: string) => ['profile', userId] as const;
export const profileForEditingQueryKey = (userId: string) => ['profile', userId, 'edit'] as const;

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: profileQueryKey(userId), queryFn: getProfile, enabled: userId !== '' });

/** Fetched again whenever the tab becomes visible, so an edit made in another tab shows up. */
export const useProfile = () => useQuery({ ...profileQueryOptions(useUserId()), refetchOnWindowFocus: 'always' });

/** Puts a profile the API just returned into the caches; only the edit view's cache keeps the full ITIN. */
export function storeProfile(queryClient: QueryClient, userId: string, view: ProfileView): void {
  const { itin, ...masked } = view;
  queryClient.setQueryData(profileQueryKey(userId), masked);
  if (itin !== undefined) queryClient.setQueryData(profileForEditingQueryKey(userId), view);
}
