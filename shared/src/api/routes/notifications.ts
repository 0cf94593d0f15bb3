import { bulkReadRequestSchema, bulkReadResultSchema } from '../../notifications/bulk-read';
import { notificationIdParamsSchema, notificationListSchema, unreadCountsSchema } from '../../notifications/schemas';
import { type RouteContract, noBody } from '../contract';

/** The staff notifications. */
export const notificationsRoutes = {
  listNotifications: {
    method: 'GET',
    path: '/admin/notifications',
    auth: 'admin',
    summary: 'Active notifications.',
    responses: { 200: notificationListSchema },
  },
  listArchivedNotifications: {
    method: 'GET',
    path: '/admin/notifications/archived',
    auth: 'admin',
    summary: 'Archived notifications.',
    responses: { 200: notificationListSchema },
  },
  getUnreadCounts: {
    method: 'GET',
    path: '/admin/notifications/unread-count',
    auth: 'admin',
    summary: 'Unread notifications and customer messages.',
    responses: { 200: unreadCountsSchema },
  },
  markNotificationRead: {
    method: 'POST',
    path: '/admin/notifications/{notificationId}/read',
    auth: 'admin',
    summary: 'Marks one notification read.',
    params: notificationIdParamsSchema,
    responses: { 204: noBody },
    errors: ['not_found', 'conflict'],
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/admin/notifications/read',
    auth: 'admin',
    summary: 'Marks one customer’s group of notifications read; ids gone or replaced meanwhile are skipped.',
    body: bulkReadRequestSchema,
    responses: { 200: bulkReadResultSchema },
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/admin/notifications/read-all',
    auth: 'admin',
    summary: 'Marks every active notification read.',
    responses: { 204: noBody },
  },
  archiveNotification: {
    method: 'POST',
    path: '/admin/notifications/{notificationId}/archive',
    auth: 'admin',
    summary: 'Archives one notification.',
    params: notificationIdParamsSchema,
    responses: { 204: noBody },
    errors: ['not_found', 'conflict'],
  },
  archiveAllNotifications: {
    method: 'POST',
    path: '/admin/notifications/archive-all',
    auth: 'admin',
    summary: 'Archives every active notification.',
    responses: { 204: noBody },
  },
  restoreNotification: {
    method: 'POST',
    path: '/admin/notifications/{notificationId}/restore',
    auth: 'admin',
    summary: 'Brings an archived notification back.',
    params: notificationIdParamsSchema,
    responses: { 204: noBody },
    errors: ['not_found', 'conflict'],
  },
  deleteNotification: {
    method: 'DELETE',
    path: '/admin/notifications/{notificationId}',
    auth: 'admin',
    summary: 'Deletes one notification.',
    params: notificationIdParamsSchema,
    responses: { 204: noBody },
    errors: ['not_found', 'conflict'],
  },
  deleteActiveNotifications: {
    method: 'DELETE',
    path: '/admin/notifications',
    auth: 'admin',
    summary: 'Deletes every active notification.',
    responses: { 204: noBody },
  },
} as const satisfies Record<string, RouteContract>;
