import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const myMessagesKey = ['messages', 'mine'] as const;

/** The signed-in customer's thread with staff. */
export const useMyMessages = () => useQuery({ queryKey: myMessagesKey, queryFn: () => api.getMyMessages() });

export function useSendMyMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title?: string; content: string }) => api.sendMyMessage({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMessagesKey }),
  });
}
