import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCopy } from '@taxback/shared/copy-staff';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from '@/api/query-keys';

const one = (notificationId: string) => ({ params: { notificationId } });

const text = staffCopy.adminNotifications;

/** Each action of the Notifications tab: its request and the toasts the spec gives it. */
export const notificationActions = {
  markRead: {
    run: (id: string) => api.notifications.markNotificationRead(one(id)),
    done: text.markedRead,
    failed: text.markReadFailed,
  },
  markGroupRead: {
    run: ({ userId, ids }: { userId: string; ids: string[] }) =>
      api.notifications.markNotificationsRead({ body: { userId, ids } }),
    done: text.groupMarkedRead,
    failed: text.markReadFailed,
  },
  markAllRead: {
    run: () => api.notifications.markAllNotificationsRead(),
    done: text.allMarkedRead,
    failed: text.markReadFailed,
  },
  archive: {
    run: (id: string) => api.notifications.archiveNotification(one(id)),
    done: text.archived,
    failed: text.archiveFailed,
  },
  archiveAll: {
    run: () => api.notifications.archiveAllNotifications(),
    done: text.allArchived,
    failed: text.archiveFailed,
  },
  restore: {
    run: (id: string) => api.notifications.restoreNotification(one(id)),
    done: text.restored,
    failed: text.restoreFailed,
  },
  remove: {
    run: (id: string) => api.notifications.deleteNotification(one(id)),
    done: text.deleted,
    failed: text.deleteFailed,
  },
  removeAllActive: {
    run: () => api.notifications.deleteActiveNotifications(),
    done: text.allDeleted,
    failed: text.deleteFailed,
  },
};

type Action<A> = { run: (argument: A) => Promise<unknown>; done: string; failed: string };

export function useNotificationAction<A = void>(action: Action<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action.run,
    onSuccess: () => toast.success(action.done),
    onError: () => toast.error(action.failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
