import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@taxback/shared/account/profile-schemas';
import { useUserId } from '@/lib/use-user-id';
import { api } from '@/lib/api-client';
import { storeProfile } from '@/api/get-profile';

export interface SaveProfileRequest extends ProfileInput {
  /** The version the form was loaded from; 0 when there was no profile. */
  version: number;
  itin?: string;
}

export const saveProfile = (body: SaveProfileRequest) => api.account.saveProfile({ body });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (view) => storeProfile(queryClient, userId, view),
  });
}
