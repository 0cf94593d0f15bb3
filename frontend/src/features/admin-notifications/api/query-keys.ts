/** Every admin notification query starts with this key, so one invalidation refreshes them all. */
export const notificationsQueryKey = ['admin', 'notifications'] as const;
export const notificationListQueryKey = (state: 'active' | 'archived') =>
  [...notificationsQueryKey, 'list', state] as const;
export const unreadCountsQueryKey = [...notificationsQueryKey, 'unread'] as const;
