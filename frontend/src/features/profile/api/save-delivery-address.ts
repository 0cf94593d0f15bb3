import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileViewSchema, type Address } from '@taxback/shared/profile/schemas';
import { useUserId } from '@/features/auth/hooks/use-user-id';
import { apiRequest } from '@/lib/api-client';
import { storeProfile } from './get-profile';

export const saveDeliveryAddress = (body: Address & { version: number }) =>
  apiRequest({ method: 'PUT', path: '/profile/address', auth: 'user', body, schema: profileViewSchema });

export function useSaveDeliveryAddress() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: saveDeliveryAddress,
    onSuccess: (view) => storeProfile(queryClient, userId, view),
  });
}
