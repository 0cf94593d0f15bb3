import { parseNotificationId, staffCopy } from '@taxback/shared';
import {
  archive,
  archiveAll,
  deleteAllActive,
  deleteNotification as deleteOne,
  listNotifications as listByState,
  markAllRead,
  markManyRead,
  markRead,
  restore,
  unreadCounts,
  type ChangeOutcome,
  type NotificationKey,
} from '../data/stores/notification';
import { conflict, notFound } from '../http/errors';
import { noContent, ok, operation } from '../http/lambda-handler';
import { notificationView } from './notification-view';

const keyOf = (id: string): NotificationKey => {
  const key = parseNotificationId(id);
  if (!key) throw notFound();
  return key;
};

/** 404 when the notification is gone, 409 when a newer event of its type replaced it meanwhile. */
const answer = (outcome: ChangeOutcome, failure: string) => {
  if (outcome === 'missing') throw notFound(failure);
  if (outcome === 'stale') throw conflict();
  return noContent();
};

export const listNotifications = operation('listNotifications', async () =>
  ok({ notifications: (await listByState('active')).map(notificationView) }),
);

export const listArchivedNotifications = operation('listArchivedNotifications', async () =>
  ok({ notifications: (await listByState('archived')).map(notificationView) }),
);

export const getUnreadCounts = operation('getUnreadCounts', async () => ok(await unreadCounts()));

export const markNotificationRead = operation('markNotificationRead', async ({ params }) =>
  answer(await markRead(keyOf(params.notificationId)), staffCopy.adminNotifications.markReadFailed),
);

/** One customer's group: the ids are checked (well formed, all of that customer) before anything is written. */
export const markNotificationsRead = operation('markNotificationsRead', async ({ body }) =>
  ok(await markManyRead([...new Set(body.ids)].map(keyOf))),
);

export const markAllNotificationsRead = operation('markAllNotificationsRead', async () => {
  await markAllRead();
  return noContent();
});

export const archiveNotification = operation('archiveNotification', async ({ params }) =>
  answer(await archive(keyOf(params.notificationId)), staffCopy.adminNotifications.archiveFailed),
);

export const archiveAllNotifications = operation('archiveAllNotifications', async () => {
  await archiveAll();
  return noContent();
});

export const restoreNotification = operation('restoreNotification', async ({ params }) =>
  answer(await restore(keyOf(params.notificationId)), staffCopy.adminNotifications.restoreFailed),
);

export const deleteNotification = operation('deleteNotification', async ({ params }) =>
  answer(await deleteOne(keyOf(params.notificationId)), staffCopy.adminNotifications.deleteFailed),
);

export const deleteActiveNotifications = operation('deleteActiveNotifications', async () => {
  await deleteAllActive();
  return noContent();
});
