/** Query keys more than one feature reads or invalidates. */

/** The dashboard's stat cards, refreshed after changes that move a counter. */
export const dashboardStatsKey = ['admin', 'stats'] as const;

/** Every admin notification query starts with this key, so one invalidation refreshes them all. */
export const notificationsQueryKey = ['admin', 'notifications'] as const;
export const notificationListQueryKey = (state: 'active' | 'archived') =>
  [...notificationsQueryKey, 'list', state] as const;
export const unreadCountsQueryKey = [...notificationsQueryKey, 'unread'] as const;
