import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileViewSchema } from '@taxback/shared/profile/schemas';
import { useUserId } from '@/features/auth/hooks/use-user-id';
import { apiRequest } from '@/lib/api-client';
import { storeProfile } from './get-profile';

/** The ITIN typed on the wizard's first step is kept on the profile, never on the application. */
export const saveItin = (itin: string) =>
  apiRequest({ method: 'PUT', path: '/profile/itin', auth: 'user', body: { itin }, schema: profileViewSchema });

export function useSaveItin() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: saveItin,
    onSuccess: (view) => storeProfile(queryClient, userId, view),
  });
}
