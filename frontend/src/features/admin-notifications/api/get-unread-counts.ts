import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { api } from '@/lib/api-client';
import { unreadCountsQueryKey } from '@/api/query-keys';

export const getUnreadCounts = () => api.getUnreadCounts();

/** The admin header badge: unread notifications plus unread customer messages; kept live by pushes. */
export function useAdminUnreadCount(): number | undefined {
  const { isAdmin } = useAuth();
  const { data } = useQuery({ queryKey: unreadCountsQueryKey, queryFn: getUnreadCounts, enabled: isAdmin });
  return isAdmin && data ? data.notifications + data.messages : undefined;
}
