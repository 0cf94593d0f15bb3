import { describe, expect, it } from 'vitest';
import { staffCopy } from '../src/copy-staff';
import { groupByUser } from '../src/notifications/grouping';
import { eventLabel, humaniseEventType } from '../src/notifications/event-labels';
import { notificationId, parseNotificationId, type Notification } from '../src/notifications/schemas';

const note = (userId: string, minute: number, isRead = true, eventType = `event_${minute}`): Notification => ({
  id: notificationId(userId, eventType),
  userId,
  applicationId: null,
  eventType,
  eventData: { userName: `Name of ${userId}` },
  isRead,
  createdAt: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  archivedAt: null,
});

describe('grouping notifications by user', () => {
  it('puts users with unread activity first, then the newest, each group newest first', () => {
    const { groups, totalUsers } = groupByUser([
      note('old-unread', 1, false),
      note('newest-read', 30),
      note('mid-read', 20),
      note('old-unread', 2),
      note('new-unread', 10, false),
    ]);
    expect(groups.map((group) => group.userId)).toEqual(['new-unread', 'old-unread', 'newest-read', 'mid-read']);
    expect(groups[1]).toMatchObject({ userName: 'Name of old-unread', unreadCount: 1 });
    expect(groups[1]!.notifications.map((item) => item.createdAt)).toEqual([
      '2026-03-01T10:02:00.000Z',
      '2026-03-01T10:01:00.000Z',
    ]);
    expect(totalUsers).toBe(4);
  });

  it('shows at most 8 users and still counts them all', () => {
    const { groups, totalUsers } = groupByUser(Array.from({ length: 11 }, (_, index) => note(`user-${index}`, index)));
    expect(groups).toHaveLength(8);
    expect(groups[0]!.userId).toBe('user-10');
    expect(totalUsers).toBe(11);
    expect(staffCopy.adminNotifications.mostActiveNote(totalUsers)).toBe(
      'Showing activity for 8 most active users. Total users: 11',
    );
  });

  it('is empty for no notifications', () => {
    expect(groupByUser([])).toEqual({ groups: [], totalUsers: 0 });
  });
});

describe('event labels', () => {
  it.each([
    ['profile_completed', 'Completed their profile'],
    ['document_uploaded', 'Uploaded a document'],
    ['application_submitted', 'Application submitted'],
    ['refund-issued', 'Refund issued'],
  ])('%s reads "%s"', (eventType, label) => {
    expect(eventLabel(eventType)).toBe(label);
  });

  it('humanises any snake_case type', () => {
    expect(humaniseEventType('IRS_approval_received')).toBe('Irs approval received');
  });
});

describe('notification ids', () => {
  it('join and split user and event type', () => {
    const id = notificationId('5f0c-11aa', 'tax_years_selected');
    expect(parseNotificationId(id)).toEqual({ userId: '5f0c-11aa', eventType: 'tax_years_selected' });
    expect(parseNotificationId('no-dot')).toBeNull();
    expect(parseNotificationId('trailing.')).toBeNull();
  });
});
