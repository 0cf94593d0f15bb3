import { useQuery } from '@tanstack/react-query';
import { notificationListSchema } from '@taxback/shared/notifications/schemas';
import { apiRequest } from '@/lib/api-client';
import { notificationListQueryKey } from './query-keys';

const paths = { active: '/admin/notifications', archived: '/admin/notifications/archived' } as const;

export const getNotifications = async (state: keyof typeof paths) =>
  (await apiRequest({ method: 'GET', path: paths[state], auth: 'user', schema: notificationListSchema })).notifications;

/** The spec: failing to load notifications shows an empty list, so a failed query is simply empty. */
export const useNotifications = (state: keyof typeof paths) =>
  useQuery({ queryKey: notificationListQueryKey(state), queryFn: () => getNotifications(state) });
