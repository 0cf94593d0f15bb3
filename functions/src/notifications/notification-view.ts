import { notificationId, type Notification } from '@taxback/shared';
import type { NotificationItem } from '../data/stores/notification';

export const notificationView = (item: NotificationItem): Notification => ({
  id: notificationId(item.userId, item.eventType),
  userId: item.userId,
  applicationId: item.applicationId ?? null,
  eventType: item.eventType,
  eventData: { userName: item.userName, ...(item.detail ? { detail: item.detail } : {}) },
  isRead: item.isRead,
  createdAt: item.createdAt,
  archivedAt: item.archivedAt ?? null,
});
