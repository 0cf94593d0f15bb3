import {
  activityEvents,
  counterDeltas,
  customerName,
  isEmptySeasonDelta,
  needsStaffAction,
  seasonDeltas,
  type ItemChange,
  staffCopy,
} from '@taxback/shared';
import { deleteUserNotifications, notificationPut } from '../data/stores/notification';
import { getProfileItem } from '../data/stores/profile';
import { seasonWrites } from '../data/stores/season';
import { syncSearchEntries } from '../data/stores/search-index';
import { applyOnce } from '../data/stores/stream-event';
import { REPORTED_ENTITIES } from './entities';
import type { Outbox } from './outbox';

async function userNameOf(userId: string, change: ItemChange): Promise<string> {
  const image = change.after ?? change.before;
  const name =
    change.entity === 'profile'
      ? customerName(image)
      : typeof image?.userName === 'string'
        ? image.userName
        : customerName((await getProfileItem(userId)) ?? undefined);
  return name || staffCopy.adminNotifications.unknownUser;
}

/**
 * Turns one item change into admin notifications, counter updates and the season's aggregates (once per
 * stream record) and queues the pushes it calls for.
 */
export async function applyChange(eventId: string, change: ItemChange, outbox: Outbox): Promise<void> {
  if (change.entity === 'notification') return outbox.unreadChanged();
  if (!REPORTED_ENTITIES.includes(change.entity)) return;
  const userId = (change.after ?? change.before)?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error(`A ${change.entity} item without a user id`);

  await syncSearchEntries(change.entity, change.before, change.after);
  // Only what staff must act on becomes a notification; the rest still moves the counters.
  const events = activityEvents(change).filter((event) => needsStaffAction(event.eventType));
  const deltas = counterDeltas(change);
  const season = seasonDeltas(change);
  if (events.length || Object.keys(deltas).length || !isEmptySeasonDelta(season)) {
    const userName = events.length ? await userNameOf(userId, change) : '';
    await applyOnce(
      eventId,
      deltas,
      events.map((event) => notificationPut(userId, userName, event)),
      seasonWrites(season),
    );
  }

  if (change.entity === 'conversation') outbox.unreadChanged();
  if (change.entity === 'profile') {
    if (change.kind === 'REMOVE') {
      await deleteUserNotifications(userId);
      outbox.toAdmins({ type: 'user.deleted', userId });
    } else {
      outbox.toUser(userId, { type: 'profile.changed' });
    }
  }
}
