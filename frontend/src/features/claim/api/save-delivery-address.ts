import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@taxback/shared/account/profile-schemas';
import { useUserId } from '@/lib/use-user-id';
import { api } from '@/lib/api-client';
import { storeProfile } from '@/api/get-profile';

export const saveDeliveryAddress = (body: Address & { version: number }) => api.account.saveDeliveryAddress({ body });

export function useSaveDeliveryAddress() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: saveDeliveryAddress,
    onSuccess: (view) => storeProfile(queryClient, userId, view),
  });
}
