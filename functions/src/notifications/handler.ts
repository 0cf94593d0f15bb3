import { notificationsRoutes } from '@taxback/shared/api/routes/notifications';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import {
  archiveAllNotifications,
  archiveNotification,
  deleteActiveNotifications,
  deleteNotification,
  getUnreadCounts,
  listArchivedNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationsRead,
  restoreNotification,
} from './operations';

export const notifications = {
  listNotifications,
  listArchivedNotifications,
  getUnreadCounts,
  markNotificationRead,
  markNotificationsRead,
  markAllNotificationsRead,
  archiveNotification,
  archiveAllNotifications,
  restoreNotification,
  deleteNotification,
  deleteActiveNotifications,
} satisfies FeatureImplementation<'notifications'>;

export const handler = lambdaHandler(notificationsRoutes, notifications);
