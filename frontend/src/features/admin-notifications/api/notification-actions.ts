import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copy } from '@taxback/shared/copy';
import { toast } from 'sonner';
import * as z from 'zod';
import { apiRequest } from '@/lib/api-client';
import { notificationsQueryKey } from './query-keys';

const send = (method: 'POST' | 'DELETE', path: string) =>
  apiRequest({ method, path: `/admin/notifications${path}`, auth: 'user', schema: z.undefined() });
const one = (id: string, action = '') => `/${encodeURIComponent(id)}${action}`;

const text = copy.adminNotifications;

/** Each action of the Notifications tab: its request and the toasts the spec gives it. */
export const notificationActions = {
  markRead: { run: (id: string) => send('POST', one(id, '/read')), done: text.markedRead, failed: text.markReadFailed },
  markAllRead: { run: () => send('POST', '/read-all'), done: text.allMarkedRead, failed: text.markReadFailed },
  archive: { run: (id: string) => send('POST', one(id, '/archive')), done: text.archived, failed: text.archiveFailed },
  archiveAll: { run: () => send('POST', '/archive-all'), done: text.allArchived, failed: text.archiveFailed },
  restore: { run: (id: string) => send('POST', one(id, '/restore')), done: text.restored, failed: text.restoreFailed },
  remove: { run: (id: string) => send('DELETE', one(id)), done: text.deleted, failed: text.deleteFailed },
  removeAllActive: { run: () => send('DELETE', ''), done: text.allDeleted, failed: text.deleteFailed },
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
