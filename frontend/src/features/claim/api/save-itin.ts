import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUserId } from '@/lib/use-user-id';
import { api } from '@/lib/api-client';
import { storeProfile } from '@/api/get-profile';

/** The ITIN typed on the wizard's first step is kept on the profile, never on the application. */
export const saveItin = (itin: string) => api.account.saveItin({ body: { itin } });

export function useSaveItin() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: saveItin,
    onSuccess: (view) => storeProfile(queryClient, userId, view),
  });
}
