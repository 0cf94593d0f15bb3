import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const broadcastsKey = ['admin', 'broadcasts'] as const;
const POLL_MS = 3_000;

/** The latest messages to many customers, polled while one is still being delivered. */
export const useBroadcasts = () =>
  useQuery({
    queryKey: broadcastsKey,
    queryFn: () => api.messages.listBroadcasts(),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'sending') ? POLL_MS : false),
  });

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userIds: string[]; title: string; content: string }) => api.messages.sendBroadcast({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastsKey }),
  });
}
