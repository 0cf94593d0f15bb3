import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const myMessagesKey = ['messages', 'mine'] as const;

/** The signed-in customer's thread with staff, newest first, a page at a time. */
export const useMyMessages = () =>
  useInfiniteQuery({
    queryKey: myMessagesKey,
    queryFn: ({ pageParam }) => api.messages.getMyConversation({ query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });

export function useSendMyMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title?: string; content: string; applicationId?: string }) =>
      api.messages.sendMyMessage({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myMessagesKey }),
  });
}
