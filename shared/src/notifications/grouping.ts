import { NOTIFICATIONS } from '../constants';
import type { Notification } from './schemas';

export interface NotificationGroup {
  userId: string;
  userName: string;
  /** Newest first. */
  notifications: Notification[];
  unreadCount: number;
  latestAt: string;
}

export interface GroupedNotifications {
  groups: NotificationGroup[];
  /** Every user with activity in the list, shown or not. */
  totalUsers: number;
}

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The Notifications tab: activity grouped by user, users with unread activity first, then the one
 * with the newest activity; at most `maxUsers` users.
 */
export function groupByUser(
  notifications: readonly Notification[],
  maxUsers: number = NOTIFICATIONS.usersShown,
): GroupedNotifications {
  const byUser = new Map<string, Notification[]>();
  for (const notification of notifications) {
    byUser.set(notification.userId, [...(byUser.get(notification.userId) ?? []), notification]);
  }
  const groups = [...byUser].map(([userId, items]): NotificationGroup => {
    const sorted = [...items].sort((a, b) => newestFirst(a.createdAt, b.createdAt));
    return {
      userId,
      userName: sorted[0]!.eventData.userName,
      notifications: sorted,
      unreadCount: sorted.filter((item) => !item.isRead).length,
      latestAt: sorted[0]!.createdAt,
    };
  });
  groups.sort((a, b) => Number(b.unreadCount > 0) - Number(a.unreadCount > 0) || newestFirst(a.latestAt, b.latestAt));
  return { groups: groups.slice(0, maxUsers), totalUsers: groups.length };
}
