import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  ACTION_EVENT_TYPES,
  customerName,
  NOTIFICATIONS,
  type ActivityEvent,
  type UnreadCounts,
  staffCopy,
} from '@taxback/shared';
import { documentClient } from '../clients';
import { isConditionalCheckFailure, nowIso, type WriteParams, type ItemOf } from '../electro';
import { notifications } from '../entities/notification';
import { getProfileItem } from './profile';
import { readStats } from './stats';

export type NotificationKey = Pick<NotificationItem, 'userId' | 'eventType'>;

export type ChangeOutcome = 'done' | 'missing' | 'stale';

/** The put that records `event` as the newest of its type for the user: unread, active, now. */
const freshNotification = (userId: string, userName: string, event: ActivityEvent) =>
  notifications().put({ userId, userName, ...event, isRead: false, state: 'active' });

export const notificationPut = (userId: string, userName: string, event: ActivityEvent): WriteParams =>
  freshNotification(userId, userName, event).params();

/** Raises a notification for staff outside the activity stream (e.g. money refunded by the webhook). */
export async function raiseNotification(userId: string, event: ActivityEvent): Promise<void> {
  const profile = await getProfileItem(userId);
  const userName = customerName(profile ?? undefined) || staffCopy.adminNotifications.unknownUser;
  await freshNotification(userId, userName, event).go();
}

/** Notifications written before only events needing action made one are left out of the lists and counts. */
const actionOnly = <A, O extends { eq: (attribute: A, value: string) => string }>(
  { eventType }: { eventType: A },
  { eq }: O,
) => ACTION_EVENT_TYPES.map((type) => eq(eventType, type)).join(' OR ');

export const listNotifications = async (state: NotificationItem['state']) =>
  (
    await notifications()
      .query.listed({ state })
      .where(actionOnly)
      .go({ order: 'desc', limit: NOTIFICATIONS.listLimit })
  ).data;

const allListed = async (state: NotificationItem['state']) =>
  (await notifications().query.listed({ state }).go({ pages: 'all' })).data;

/**
 * Rewrites one notification through `change`, unless it was replaced meanwhile: the put is
 * conditioned on the creation time read, so a newer event of the same type is never marked read or
 * archived by an admin who had not seen it.
 */
async function rewrite(item: NotificationItem, change: Partial<NotificationItem>): Promise<ChangeOutcome> {
  try {
    await notifications()
      .put({ ...item, ...change })
      .where(({ createdAt }, { eq }) => eq(createdAt, item.createdAt))
      .go();
    return 'done';
  } catch (error) {
    if (isConditionalCheckFailure(error)) return 'stale';
    throw error;
  }
}

async function changeOne(key: NotificationKey, change: (item: NotificationItem) => Partial<NotificationItem>) {
  const { data } = await notifications().get(key).go();
  return data ? rewrite(data, change(data)) : 'missing';
}

const read = () => ({ isRead: true });

const archived = () => ({ state: 'archived' as const, archivedAt: nowIso() });

const restored = () => ({ state: 'active' as const, archivedAt: undefined });

export const markRead = (key: NotificationKey) => changeOne(key, read);

/** Marks several notifications read: how many were, and how many were gone or replaced meanwhile. */
export async function markManyRead(keys: readonly NotificationKey[]): Promise<{ marked: number; skipped: number }> {
  const outcomes = await Promise.all(keys.map((key) => markRead(key)));
  const marked = outcomes.filter((outcome) => outcome === 'done').length;
  return { marked, skipped: outcomes.length - marked };
}

export const archive = (key: NotificationKey) => changeOne(key, archived);

export const restore = (key: NotificationKey) => changeOne(key, restored);

/** Items changed meanwhile by a newer event are left as they are. */
const rewriteAll = async (items: NotificationItem[], change: () => Partial<NotificationItem>) => {
  await Promise.all(items.map((item) => rewrite(item, change())));
};

export const markAllRead = async () =>
  rewriteAll((await notifications().query.unread({}).go({ pages: 'all' })).data, read);

export const archiveAll = async () => rewriteAll(await allListed('active'), archived);

export async function deleteNotification(key: NotificationKey): Promise<ChangeOutcome> {
  try {
    await notifications().remove(key).go();
    return 'done';
  } catch (error) {
    if (isConditionalCheckFailure(error)) return 'missing';
    throw error;
  }
}

const deleteItems = async (items: NotificationKey[]) => {
  if (items.length)
    await notifications()
      .delete(items.map(({ userId, eventType }) => ({ userId, eventType })))
      .go();
};

export const deleteAllActive = async () => deleteItems(await allListed('active'));

export const deleteUserNotifications = async (userId: string) =>
  deleteItems((await notifications().query.byUser({ userId }).go({ pages: 'all' })).data);

/** Counts the sparse unread index: it costs as much as there are unread notifications, not all of them. */
async function countUnread(): Promise<number> {
  const query = notifications().query.unread({}).where(actionOnly).params();
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...query, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** What the admin badge adds up. */
export const unreadCounts = async (): Promise<UnreadCounts> => {
  const [notificationCount, stats] = await Promise.all([countUnread(), readStats()]);
  return { notifications: notificationCount, messages: stats.unreadMessages };
};

export type NotificationItem = ItemOf<typeof notifications>;
