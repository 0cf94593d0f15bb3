import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import type { AccountClosure, DataExport } from '@taxback/shared/account/data-rights-schemas';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { adminUserOf, firstPage, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.dataRights.staff;

async function openUsersTab(handlers: Parameters<typeof fakeApi>[0]) {
  const fetchMock = fakeApi({
    ...signInAdmin(),
    ...firstPage('users', [adminUserOf()], { emailsUnavailable: false }),
    ...handlers,
  });
  renderApp('/admin/customers');
  return fetchMock;
}

const closureOf = (overrides: Partial<AccountClosure> = {}): AccountClosure => ({
  closureId: 'closure-1',
  userId: 'user-lucie',
  displayName: 'Lucie Tremblay',
  requestedBy: 'customer',
  createdAt: '2026-11-20T10:00:00.000Z',
  steps: [{ at: '2026-11-20T10:00:00.000Z', step: 'requested', count: null }],
  ...overrides,
});

describe('the Users tab: data rights', () => {
  it('exports a customer’s data and offers the download once the job has built it', async () => {
    let latest: DataExport = {
      exportId: 'e1',
      status: 'preparing',
      createdAt: '2026-11-23T10:00:00.000Z',
      readyAt: null,
      url: null,
    };
    const fetchMock = await openUsersTab({
      'GET /admin/account-closures': () => ({ status: 200, body: { items: [] } }),
      'POST /admin/users/user-lucie/data-exports': () => ({ status: 202, body: latest }),
      'GET /admin/users/user-lucie/data-exports/latest': () => ({ status: 200, body: { export: latest } }),
    });

    await userEvent.click(await screen.findByRole('button', { name: text.exportLabel('Lucie Tremblay') }));
    expect(await screen.findByText(text.exportStarted)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/admin/users/user-lucie/data-exports')).toHaveLength(1);

    latest = { ...latest, status: 'ready', readyAt: '2026-11-23T10:01:00.000Z', url: 'https://files.test/lucie.zip' };
    const link = await screen.findByRole('link', { name: text.exportReady }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('https://files.test/lucie.zip');
  });

  it('lists closing requests and finishes one, or says why it cannot yet', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { code: 'conflict', message: text.claimStillFiled },
    };
    let pending = [closureOf()];
    const fetchMock = await openUsersTab({
      'GET /admin/account-closures': () => ({ status: 200, body: { items: pending } }),
      'POST /admin/account-closures/closure-1/close': () => answer,
    });

    expect(await screen.findByRole('heading', { name: text.closuresTitle })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: text.closeNowLabel('Lucie Tremblay') }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(text.claimStillFiled));

    answer = { status: 200, body: { outcome: 'closed', closureId: 'closure-1' } };
    pending = [];
    await userEvent.click(screen.getByRole('button', { name: text.closeNowLabel('Lucie Tremblay') }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(text.closed));
    await waitFor(() => expect(screen.queryByRole('heading', { name: text.closuresTitle })).toBeNull());
    expect(callsTo(fetchMock, 'POST', '/admin/account-closures/closure-1/close')).toHaveLength(2);
  });
});
