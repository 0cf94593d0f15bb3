import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { adminUserOf, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminBackOffice.users;
const loadMore = () => screen.queryByRole('button', { name: staffCopy.adminBackOffice.lists.loadMore });

describe('the Users tab, a page at a time', () => {
  it('says when a further page fails, keeps the users shown, and starts again from the first page', async () => {
    let firstPageCursor = 'stale';
    const fetchMock = fakeApi({
      ...signInAdmin(),
      'GET /admin/account-closures': () => ({ status: 200, body: { items: [] } }),
      'GET /admin/users?limit=25': () => ({
        status: 200,
        body: { items: [adminUserOf()], cursor: firstPageCursor, emailsUnavailable: false },
      }),
      'GET /admin/users?limit=25&cursor=stale': () => ({
        status: 400,
        body: {
          code: 'bad_request',
          message: copy.common.invalidRequest,
          fields: { cursor: copy.common.invalidRequest },
        },
      }),
      'GET /admin/users?limit=25&cursor=fresh': () => ({
        status: 200,
        body: {
          items: [adminUserOf({ userId: 'user-marc', firstName: 'Marc' })],
          cursor: null,
          emailsUnavailable: false,
        },
      }),
    });
    renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: staffCopy.adminDashboard.tabs.users }));
    expect(await screen.findByText('Lucie Tremblay')).toBeTruthy();

    await userEvent.click(loadMore()!);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text.fetchFailed)).toBeTruthy();
    expect(screen.getByText('Lucie Tremblay')).toBeTruthy();
    expect(loadMore()).toBeNull();

    firstPageCursor = 'fresh';
    await userEvent.click(within(alert).getByRole('button', { name: copy.config.retry }));
    await userEvent.click(await screen.findByRole('button', { name: staffCopy.adminBackOffice.lists.loadMore }));
    expect(await screen.findByText('Marc Tremblay')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/admin/users?limit=25')).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET', '/admin/users?limit=25&cursor=stale')).toHaveLength(1);
  });
});
