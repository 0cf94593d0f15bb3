import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { threadSchema } from '@taxback/shared/admin/schemas';
import * as z from 'zod';
import { apiRequest } from '@/lib/api-client';

const myMessagesKey = ['messages', 'mine'] as const;

/** The signed-in customer's thread with staff. */
export const useMyMessages = () =>
  useQuery({
    queryKey: myMessagesKey,
    queryFn: () => apiRequest({ method: 'GET', path: '/messages', auth: 'user', schema: threadSchema }),
  });

export function useSendMyMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title?: string; content: string }) =>
      apiRequest({
        method: 'POST',
        path: '/messages',
        auth: 'user',
        body,
        schema: z.object({ messageId: z.string() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMessagesKey }),
  });
}
