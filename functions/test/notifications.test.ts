import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copy, NOTIFICATIONS, notificationId, type Notification, staffCopy } from '@taxback/shared';
import { notifications } from '../src/data/entities/notification';
import { routeEntries } from '../src/routes';
import { invoke, newCaller } from './support/invoke';
import { useIsolatedTable } from './support/isolated-table';

beforeAll(useIsolatedTable);

const admin = newCaller({ isAdmin: true });
const minute = (index: number) => new Date(Date.UTC(2026, 2, 1, 10, index)).toISOString();

/** Stores notifications for new users, the i-th created at minute i. */
async function seed(count: number, isRead = false) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const userId = randomUUID();
    await notifications()
      .put({ userId, eventType: 'payment_completed', userName: `User ${index}`, isRead, createdAt: minute(index) })
      .go();
    ids.push(notificationId(userId, 'payment_completed'));
  }
  return ids;
}

const list = async (name: 'listNotifications' | 'listArchivedNotifications' = 'listNotifications') =>
  (await invoke<{ notifications: Notification[] }>(name, { caller: admin })).body.notifications;
const unread = async () => (await invoke('getUnreadCounts', { caller: admin })).body;
const act = (name: Parameters<typeof invoke>[0], id: string) =>
  invoke(name, { caller: admin, params: { notificationId: id } });

beforeEach(async () => {
  await invoke('deleteActiveNotifications', { caller: admin });
});

describe('the notifications routes', () => {
  it.each(routeEntries().filter(([, , feature]) => feature === 'notifications'))(
    '%s refuses a customer',
    async (name) => {
      const response = await invoke(name, {
        caller: newCaller(),
        params: { notificationId: 'user.payment_completed' },
        body: { userId: 'user', ids: ['user.payment_completed'] },
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(copy.common.accessDenied);
    },
  );

  it('lists at most 50 active notifications, newest first', async () => {
    await seed(NOTIFICATIONS.listLimit + 2);
    const listed = await list();
    expect(listed).toHaveLength(NOTIFICATIONS.listLimit);
    expect(listed[0]).toMatchObject({ eventData: { userName: 'User 51' }, isRead: false, archivedAt: null });
    expect(listed.map((item) => item.createdAt)).toEqual([...listed.map((item) => item.createdAt)].sort().reverse());
  });

  it('counts unread notifications and marks one or all read', async () => {
    const [first] = await seed(3);
    expect(await unread()).toEqual({ notifications: 3, messages: expect.any(Number) });
    expect((await act('markNotificationRead', first!)).status).toBe(204);
    expect((await unread()).notifications).toBe(2);
    expect((await list()).find((item) => item.id === first)?.isRead).toBe(true);
    expect((await invoke('markAllNotificationsRead', { caller: admin })).status).toBe(204);
    expect((await unread()).notifications).toBe(0);
  });

  it('archives a notification, lists it apart and restores it', async () => {
    const [kept, archived] = await seed(2);
    expect((await act('archiveNotification', archived!)).status).toBe(204);
    expect((await list()).map((item) => item.id)).toEqual([kept]);
    const [stored] = (await list('listArchivedNotifications')).filter((item) => item.id === archived);
    expect(stored?.archivedAt).toEqual(expect.any(String));
    expect((await unread()).notifications).toBe(1);

    expect((await act('restoreNotification', archived!)).status).toBe(204);
    expect((await list()).map((item) => item.id)).toEqual([archived, kept]);
    expect((await list('listArchivedNotifications')).some((item) => item.id === archived)).toBe(false);
    expect((await list())[0]!.archivedAt).toBeNull();
  });

  it('archives all active notifications', async () => {
    const ids = await seed(3);
    expect((await invoke('archiveAllNotifications', { caller: admin })).status).toBe(204);
    expect(await list()).toEqual([]);
    const archivedIds = (await list('listArchivedNotifications')).map((item) => item.id);
    expect(archivedIds).toEqual(expect.arrayContaining(ids));
  });

  it('deletes one notification, and answers 404 for one already gone', async () => {
    const [gone, kept] = await seed(2);
    expect((await act('deleteNotification', gone!)).status).toBe(204);
    expect((await list()).map((item) => item.id)).toEqual([kept]);
    const again = await act('deleteNotification', gone!);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(staffCopy.adminNotifications.deleteFailed);
    expect((await act('archiveNotification', 'not-an-id')).status).toBe(404);
  });

  it('deletes all active notifications and keeps the archived ones', async () => {
    const [archived] = await seed(3);
    await act('archiveNotification', archived!);
    expect((await invoke('deleteActiveNotifications', { caller: admin })).status).toBe(204);
    expect(await list()).toEqual([]);
    expect((await list('listArchivedNotifications')).map((item) => item.id)).toContain(archived);
  });

  it('leaves out notifications of events that ask no action, stored before they stopped being made', async () => {
    const [kept] = await seed(1);
    const userId = randomUUID();
    await notifications().put({ userId, eventType: 'tax_years_selected', userName: 'Old', isRead: false }).go();
    expect((await list()).map((item) => item.id)).toEqual([kept]);
    expect((await unread()).notifications).toBe(1);
  });
});

describe('marking one customer’s group read', () => {
  const markGroup = (body: unknown) => invoke('markNotificationsRead', { caller: admin, body });

  /** One customer's unread notifications, of the given event types. */
  async function group(...eventTypes: string[]) {
    const userId = randomUUID();
    for (const [index, eventType] of eventTypes.entries()) {
      await notifications()
        .put({ userId, eventType, userName: 'Ana Roy', isRead: false, createdAt: minute(index) })
        .go();
    }
    return { userId, ids: eventTypes.map((eventType) => notificationId(userId, eventType)) };
  }

  it('marks every id of the group read and leaves other customers unread', async () => {
    const ana = await group('payment_completed', 'document_uploaded', 'message_from_user');
    const other = await group('payment_completed');
    const response = await markGroup({ userId: ana.userId, ids: ana.ids });
    expect(response).toMatchObject({ status: 200, body: { marked: 3, skipped: 0 } });
    const listed = await list();
    expect(listed.filter((item) => item.userId === ana.userId).every((item) => item.isRead)).toBe(true);
    expect(listed.find((item) => item.id === other.ids[0])?.isRead).toBe(false);
    expect((await unread()).notifications).toBe(1);
  });

  it('skips an id gone meanwhile and counts it', async () => {
    const ana = await group('payment_completed');
    const gone = notificationId(ana.userId, 'document_uploaded');
    expect(await markGroup({ userId: ana.userId, ids: [...ana.ids, gone] })).toMatchObject({
      status: 200,
      body: { marked: 1, skipped: 1 },
    });
    expect(await notifications().get({ userId: ana.userId, eventType: 'document_uploaded' }).go()).toMatchObject({
      data: null,
    });
  });

  it.each<[string, (ana: { userId: string; ids: string[] }, other: { ids: string[] }) => unknown]>([
    ['an id of another customer', (ana, other) => ({ userId: ana.userId, ids: [...ana.ids, ...other.ids] })],
    ['no id', (ana) => ({ userId: ana.userId, ids: [] })],
    [
      'more ids than allowed',
      (ana) => ({
        userId: ana.userId,
        ids: Array.from({ length: NOTIFICATIONS.bulkReadMax + 1 }, (_, index) => `${ana.userId}.event_${index}`),
      }),
    ],
    ['a malformed id', (ana) => ({ userId: ana.userId, ids: ['no-dot'] })],
    ['no body', () => undefined],
  ])('answers 400 for %s and changes nothing', async (_, bodyOf) => {
    const ana = await group('payment_completed');
    const other = await group('document_uploaded');
    const response = await markGroup(bodyOf(ana, other));
    expect(response.status).toBe(400);
    expect((await list()).every((item) => !item.isRead)).toBe(true);
  });

  it('names the other customer’s id in the refusal', async () => {
    const ana = await group('payment_completed');
    const response = await markGroup({ userId: ana.userId, ids: [`${randomUUID()}.payment_completed`] });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(staffCopy.adminNotifications.bulkReadOtherCustomer);
  });
});
