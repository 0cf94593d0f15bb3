import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import type { Notification } from '@taxback/shared/notifications/schemas';
import { describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { ada, sessionOf } from './helpers/amplify-session';
import { adminApplicationOf } from './helpers/admin';
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
  it('groups activity by user, unread first, and shows the unread badge in the header', async () => {
    asAdmin([
      notification('user-a', 'Ana Roy', 'profile_completed', 30, true),
      notification('user-b', 'Ben Cole', 'document_uploaded', 10, false),
      notification('user-b', 'Ben Cole', 'tax_years_selected', 5, false),
    ]);
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('tab', { name: staffCopy.adminDashboard.tabs.notifications })).toBeTruthy();
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Ben Cole', 'Ana Roy']);
    expect(screen.getByText(text.unreadInGroup(2))).toBeTruthy();
    expect(screen.getByText(text.events.profile_completed!)).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(await within(header).findByText(copy.header.adminUnread(3))).toBeTruthy();
  });

  it('archives one notification and says so', async () => {
    const fetchMock = asAdmin([notification('user-b', 'Ben Cole', 'document_uploaded', 10, false)]);
    renderApp('/admin/dashboard');
    await screen.findByText(text.events.document_uploaded!);
    await userEvent.click(screen.getByRole('button', { name: text.archive }));

    expect(await screen.findByText(text.archived)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/admin/notifications/user-b.document_uploaded/archive')).toHaveLength(1);
  });

  it('shows the empty text when there is no activity', async () => {
    asAdmin([]);
    renderApp('/admin/dashboard');
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });

  it('links activity on a claim to that claim in the Applications tab, searched for it', async () => {
    const claimId = '0190a0b2-0000-7000-8000-000000000024';
    const found = adminApplicationOf({ applicationId: claimId, applicantName: 'Ben Cole' });
    const fetchMock = asAdmin([notification('user-b', 'Ben Cole', 'document_uploaded', 10, false, claimId)], {
      [`GET /admin/applications?limit=25&q=${claimId}`]: () => ({
        status: 200,
        body: { items: [found], cursor: null },
      }),
    });
    renderApp('/admin/dashboard');

    await userEvent.click(await screen.findByRole('link', { name: text.openClaim }));
    const tab = await screen.findByRole('tab', { name: staffCopy.adminDashboard.tabs.applications });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const search = await screen.findByLabelText(staffCopy.adminBackOffice.applications.searchLabel);
    expect((search as HTMLInputElement).value).toBe(claimId);
    expect(await screen.findByText('Ben Cole')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', `/admin/applications?limit=25&q=${claimId}`)).toHaveLength(1);
  });
});
