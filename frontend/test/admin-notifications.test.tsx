import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffCopy } from '@taxback/shared/copy-staff';
import type { Notification } from '@taxback/shared/notifications/schemas';
import { describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { ada, sessionOf } from './helpers/amplify-session';
import { formatDateTime } from '@taxback/shared/i18n/format';
import { callsTo, fakeApi, meOf } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminNotifications;

const notification = (
  userId: string,
  userName: string,
  eventType: string,
  minute: number,
  isRead: boolean,
  applicationId: string | null = null,
) => ({
  id: `${userId}.${eventType}`,
  userId,
  applicationId,
  eventType,
  eventData: { userName },
  isRead,
  createdAt: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  archivedAt: null,
});

function asAdmin(active: Notification[], more: Parameters<typeof fakeApi>[0] = {}) {
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
  return fakeApi({
    ...more,
    'GET /me': () => ({ status: 200, body: meOf({ isAdmin: true }) }),
    'GET /admin/notifications': () => ({ status: 200, body: { notifications: active } }),
    'GET /admin/notifications/unread-count': () => ({ status: 200, body: { notifications: 2, messages: 1 } }),
    'POST /admin/notifications/user-b.document_uploaded/archive': () => ({ status: 204 }),
  });
}

describe('the admin dashboard Notifications tab', () => {
  it('groups activity by user, unread first, and shows the unread counts in the navigation', async () => {
    asAdmin([
      notification('user-a', 'Ana Roy', 'payment_completed', 30, true),
      notification('user-b', 'Ben Cole', 'document_uploaded', 10, false),
      notification('user-b', 'Ben Cole', 'message_from_user', 5, false),
    ]);
    renderApp('/admin');

    expect(
      await screen.findByRole('heading', { level: 1, name: staffCopy.staffLayout.sections.workQueue }),
    ).toBeTruthy();
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Ben Cole', 'Ana Roy']);
    expect(within(screen.getByRole('main')).getByText(text.unreadInGroup(2))).toBeTruthy();
    expect(screen.getByText(text.events.payment_completed!)).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: staffCopy.staffLayout.navLabel });
    expect(await within(sections).findByText(staffCopy.staffLayout.counts.notifications(2))).toBeTruthy();
    expect(within(sections).getByText(staffCopy.staffLayout.counts.messages(1))).toBeTruthy();
  });

  it('archives one notification and says so', async () => {
    const fetchMock = asAdmin([notification('user-b', 'Ben Cole', 'document_uploaded', 10, false)]);
    renderApp('/admin');
    await screen.findByText(text.events.document_uploaded!);
    await userEvent.click(screen.getByRole('button', { name: text.archive }));

    expect(await screen.findByText(text.archived)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/admin/notifications/user-b.document_uploaded/archive')).toHaveLength(1);
  });

  it('shows the empty text when there is no activity', async () => {
    asAdmin([]);
    renderApp('/admin');
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });

  it('gives each customer one link to their claim page and one "mark read" for the group', async () => {
    const claimId = '0190a0b2-0000-7000-8000-000000000024';
    const fetchMock = asAdmin(
      [
        notification('user-b', 'Ben Cole', 'document_uploaded', 10, false, claimId),
        notification('user-b', 'Ben Cole', 'payment_completed', 5, false, claimId),
        notification('user-a', 'Ana Roy', 'message_from_user', 3, false),
      ],
      { 'POST /admin/notifications/read': () => ({ status: 200, body: { marked: 2, skipped: 0 } }) },
    );
    renderApp('/admin');

    const link = await screen.findByRole('link', { name: text.openClaimLabel('Ben Cole') });
    expect(link.getAttribute('href')).toBe(`/admin/claims/${claimId}`);
    expect(screen.getAllByRole('link', { name: /claim/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: text.markGroupReadLabel('Ben Cole') }));

    expect(await screen.findByText(text.groupMarkedRead)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', '/admin/notifications/read') as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      userId: 'user-b',
      ids: ['user-b.document_uploaded', 'user-b.payment_completed'],
    });
  });

  it('shows dates in the one back-office format', async () => {
    asAdmin([notification('user-b', 'Ben Cole', 'document_uploaded', 10, false)]);
    renderApp('/admin');
    const time = (await screen.findByText(formatDateTime('2026-03-01T10:10:00.000Z'))).closest('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-03-01T10:10:00.000Z');
  });
});
