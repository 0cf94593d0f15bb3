import { NOTIFICATIONS } from '../constants';
import type { Notification } from './schemas';

export interface NotificationGroup {
  userId: string;
  userName: string;
  /** Newest first. */
  notifications: Notification[];
  unreadCount: number;
  /** The ids to mark read for the whole group. */
  unreadIds: string[];
  /** The claim the group links to: the one of the newest event that names a claim; null when none does. */
  applicationId: string | null;
  latestAt: string;
}

export interface GroupedNotifications {
  groups: NotificationGroup[];
  /** Every user with activity in the list, shown or not. */
  totalUsers: number;
}

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The Notifications tab: activity grouped by user (one group per customer, with one claim to open), users with unread activity first, then the one
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
      unreadIds: sorted.filter((item) => !item.isRead).map((item) => item.id),
      applicationId: sorted.find((item) => item.applicationId)?.applicationId ?? null,
      latestAt: sorted[0]!.createdAt,
    };
  });
  groups.sort((a, b) => Number(b.unreadCount > 0) - Number(a.unreadCount > 0) || newestFirst(a.latestAt, b.latestAt));
  return { groups: groups.slice(0, maxUsers), totalUsers: groups.length };
}
