import { useQuery } from '@tanstack/react-query';
import { useUserId } from '@/lib/use-user-id';
import { api, nullIfNotFound } from '@/lib/api-client';
import { profileForEditingQueryKey } from './get-profile';

/** The owner's edit view: the profile with the full ITIN. Null when there is no profile yet. */
export const getProfileForEditing = () => nullIfNotFound(api.account.getProfileForEditing());

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
