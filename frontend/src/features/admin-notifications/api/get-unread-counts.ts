import { useQuery } from '@tanstack/react-query';
import { unreadCountsSchema } from '@taxback/shared/notifications/schemas';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { apiRequest } from '@/lib/api-client';
import { unreadCountsQueryKey } from './query-keys';

export const getUnreadCounts = () =>
  apiRequest({ method: 'GET', path: '/admin/notifications/unread-count', auth: 'user', schema: unreadCountsSchema });

/** The admin header badge: unread notifications plus unread customer messages; kept live by pushes. */
export function useAdminUnreadCount(): number | undefined {
  const { isAdmin } = useAuth();
  const { data } = useQuery({ queryKey: unreadCountsQueryKey, queryFn: getUnreadCounts, enabled: isAdmin });
  return isAdmin && data ? data.notifications + data.messages : undefined;
}
