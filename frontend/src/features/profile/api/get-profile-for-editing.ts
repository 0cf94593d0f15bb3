import { useQuery } from '@tanstack/react-query';
import { profileViewSchema } from '@taxback/shared/profile/schemas';
import { useUserId } from '@/features/auth/hooks/use-user-id';
import { apiRequest, nullIfNotFound } from '@/lib/api-client';
import { profileForEditingQueryKey } from './get-profile';

/** The owner's edit view: the profile with the full ITIN. Null when there is no profile yet. */
export const getProfileForEditing = () =>
  nullIfNotFound(apiRequest({ method: 'GET', path: '/profile/edit', auth: 'user', schema: profileViewSchema }));

/** Always fetched fresh and dropped once unused: the full ITIN stays in memory only while a form shows it. */
export function useProfileForEditing(enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: profileForEditingQueryKey(userId),
    queryFn: getProfileForEditing,
    enabled: enabled && userId !== '',
    staleTime: 0,
    gcTime: 0,
  });
}
