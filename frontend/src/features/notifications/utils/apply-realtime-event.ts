import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@taxback/shared/notifications/schemas';
import type { RealtimeEvent } from '@taxback/shared/notifications/live-events';
import { toast } from '@/components/ui/toast';
import { notificationListQueryKey, notificationsQueryKey, unreadCountsQueryKey } from '@/api/query-keys';

const refetchNotificationLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...notificationsQueryKey, 'list'] });

/** What a push means for the cached server state: update it in place or fetch it again. */
export async function applyRealtimeEvent(queryClient: QueryClient, message: RealtimeEvent): Promise<void> {
  switch (message.type) {
    case 'notifications.changed':
      queryClient.setQueryData(unreadCountsQueryKey, message.unread);
      return refetchNotificationLists(queryClient);
    case 'profile.changed':
      return queryClient.invalidateQueries({ queryKey: ['profile'] });
    case 'user.deleted':
      queryClient.setQueryData<Notification[]>(notificationListQueryKey('active'), (list) =>
        list?.filter((notification) => notification.userId !== message.userId),
      );
      // Only staff receive this event: their words load with it, not with every signed-in page. The lists follow
      // whether or not that chunk loads (offline, or removed by a new deploy): the toast is the only thing lost.
      void import('@taxback/shared/copy-staff').then(
        ({ staffCopy }) => toast.info(staffCopy.adminNotifications.userDeleted),
        (error: unknown) => console.error('Could not load the staff words', error),
      );
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  }
}
