import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileViewSchema, type ProfileInput } from '@taxback/shared/profile/schemas';
import { useUserId } from '@/features/auth/hooks/use-user-id';
import { apiRequest } from '@/lib/api-client';
import { storeProfile } from './get-profile';

export interface SaveProfileRequest extends ProfileInput {
  /** The version the form was loaded from; 0 when there was no profile. */
  version: number;
  itin?: string;
}

export const saveProfile = (body: SaveProfileRequest) =>
  apiRequest({ method: 'PUT', path: '/profile', auth: 'user', body, schema: profileViewSchema });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (view) => storeProfile(queryClient, userId, view),
  });
}
