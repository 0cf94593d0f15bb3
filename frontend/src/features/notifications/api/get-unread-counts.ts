import { useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@taxback/shared/notifications/schemas';
import { useAuth } from '@/lib/use-auth';
import { api } from '@/lib/api-client';
import { unreadCountsQueryKey } from '@/api/query-keys';

export const getUnreadCounts = () => api.notifications.getUnreadCounts();

/** Unread notifications and unread customer messages, apart (the staff navigation); kept live by pushes. */
export function useAdminUnreadCounts(): UnreadCounts | undefined {
  const { isAdmin } = useAuth();
  const { data } = useQuery({ queryKey: unreadCountsQueryKey, queryFn: getUnreadCounts, enabled: isAdmin });
  return isAdmin ? data : undefined;
}

/** The admin header badge: unread notifications plus unread customer messages. */
export function useAdminUnreadCount(): number | undefined {
  const data = useAdminUnreadCounts();
  return data ? data.notifications + data.messages : undefined;
}
