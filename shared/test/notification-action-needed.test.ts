import { describe, expect, it } from 'vitest';
import { DEADLINE_ALERT_EVENT } from '../src/claim/deadline-alerts';
import { bulkReadRequestSchema } from '../src/notifications/bulk-read';
import { needsStaffAction } from '../src/notifications/action-needed';
import { groupByUser } from '../src/notifications/grouping';
import { notificationId, type Notification } from '../src/notifications/schemas';
import { NOTIFICATIONS } from '../src/constants';

describe('which events need staff action', () => {
  it.each<[string, boolean]>([
    ['payment_completed', true],
    ['document_uploaded', true],
    ['retrieval_authorised', true],
    ['message_from_user', true],
    ['form_follow_up_due', true],
    [DEADLINE_ALERT_EVENT, true],
    ['profile_completed', false],
    ['itin_info_completed', false],
    ['tax_years_selected', false],
    ['forms_info_completed', false],
    ['application_submitted', false],
    ['payment_refunded', true],
    ['anything_else', false],
  ])('%s → %s', (eventType, expected) => {
    expect(needsStaffAction(eventType)).toBe(expected);
  });
});

const note = (userId: string, eventType: string, minute: number, fields: Partial<Notification> = {}): Notification => ({
  id: notificationId(userId, eventType),
  userId,
  applicationId: null,
  eventType,
  eventData: { userName: `Name of ${userId}` },
  isRead: false,
  createdAt: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  archivedAt: null,
  ...fields,
});

describe('one group per customer, with one claim to open and the ids to mark read', () => {
  it.each<[string, Notification[], { applicationId: string | null; unreadIds: string[] }]>([
    [
      'no event names a claim',
      [note('u1', 'message_from_user', 1)],
      { applicationId: null, unreadIds: ['u1.message_from_user'] },
    ],
    [
      'the newest event naming a claim gives it',
      [
        note('u1', 'payment_completed', 1, { applicationId: 'old-claim' }),
        note('u1', 'document_uploaded', 5, { applicationId: 'new-claim' }),
        note('u1', 'message_from_user', 9),
      ],
      {
        applicationId: 'new-claim',
        unreadIds: ['u1.message_from_user', 'u1.document_uploaded', 'u1.payment_completed'],
      },
    ],
    [
      'read events are not marked again',
      [note('u1', 'payment_completed', 1, { isRead: true, applicationId: 'c1' }), note('u1', 'document_uploaded', 2)],
      { applicationId: 'c1', unreadIds: ['u1.document_uploaded'] },
    ],
  ])('%s', (_, notifications, expected) => {
    const { groups } = groupByUser(notifications);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject(expected);
  });

  it('keeps each customer in a group of their own', () => {
    const { groups } = groupByUser([note('u1', 'payment_completed', 1), note('u2', 'payment_completed', 2)]);
    expect(groups.map((group) => [group.userId, group.notifications.length])).toEqual([
      ['u2', 1],
      ['u1', 1],
    ]);
  });
});

describe('a group marked read at once', () => {
  const ids = (count: number, userId = 'u1') => Array.from({ length: count }, (_, index) => `${userId}.event_${index}`);
  it.each<[string, unknown, boolean]>([
    ['ids of the customer', { userId: 'u1', ids: ids(2) }, true],
    ['as many ids as allowed', { userId: 'u1', ids: ids(NOTIFICATIONS.bulkReadMax) }, true],
    ['one id too many', { userId: 'u1', ids: ids(NOTIFICATIONS.bulkReadMax + 1) }, false],
    ['no id', { userId: 'u1', ids: [] }, false],
    ['an id of another customer', { userId: 'u1', ids: ['u1.payment_completed', 'u2.payment_completed'] }, false],
    ['a malformed id', { userId: 'u1', ids: ['no-dot'] }, false],
    ['no customer', { ids: ids(1) }, false],
    ['ids not a list', { userId: 'u1', ids: 'u1.payment_completed' }, false],
  ])('%s: accepted %s', (_, body, accepted) => {
    expect(bulkReadRequestSchema.safeParse(body).success).toBe(accepted);
  });
});
