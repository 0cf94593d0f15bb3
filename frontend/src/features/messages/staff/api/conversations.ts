import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminListKey } from '@/hooks/use-admin-list';
import { unreadCountsQueryKey } from '@/api/query-keys';
import { dashboardStatsKey } from '@/api/query-keys';

const threadKey = (userId: string) => ['admin', 'thread', userId] as const;

/** A customer's thread, newest first, a page at a time; each page also lists the customer's claims. */
export const useThread = (userId: string | null) =>
  useInfiniteQuery({
    queryKey: threadKey(userId ?? ''),
    queryFn: ({ pageParam }) =>
      api.messages.getConversation({ params: { userId: userId! }, query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    enabled: userId !== null,
  });

/**
 * The canned messages for one customer, in their language, with the forms text matching the delivery chosen on
 * the claim the message is about; also says which language and delivery that is.
 */
export const useMessageTemplates = (userId: string | null, applicationId: string) =>
  useQuery({
    queryKey: ['admin', 'templates', userId ?? '', applicationId] as const,
    queryFn: () =>
      api.messages.getMessageTemplates({
        params: { userId: userId! },
        query: applicationId ? { applicationId } : {},
      }),
    enabled: userId !== null,
  });

/** Unread counts (list badges, stat card, header) change when staff open a thread or write. */
function useRefreshCounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminListKey('conversations') }),
      queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
      queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey }),
    ]);
}

export function useMarkConversationRead() {
  const refreshCounts = useRefreshCounts();
  return useMutation({
    mutationFn: (userId: string) => api.messages.markConversationRead({ params: { userId } }),
    onSuccess: refreshCounts,
  });
}

export function useSendAdminMessage() {
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshCounts();
  return useMutation({
    mutationFn: (body: { userId: string; title: string; content: string; applicationId: string | null }) =>
      api.messages.sendAdminMessage({ body }),
    onSuccess: (_, { userId }) =>
      Promise.all([
        refreshCounts(),
        queryClient.invalidateQueries({ queryKey: threadKey(userId) }),
        queryClient.invalidateQueries({ queryKey: adminListKey('users') }),
      ]),
  });
}
