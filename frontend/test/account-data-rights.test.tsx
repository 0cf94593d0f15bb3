import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import type { DataExport } from '@taxback/shared/account/data-rights-schemas';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { callsTo, fakeApi } from './helpers/fake-api';
import { profileOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.dataRights;

const exportOf = (overrides: Partial<DataExport> = {}): DataExport => ({
  exportId: 'export-1',
  status: 'preparing',
  createdAt: '2026-11-23T10:00:00.000Z',
  readyAt: null,
  url: null,
  ...overrides,
});

const signedInWithProfile = () => ({
  ...signInAda(),
  'GET /profile': () => ({ status: 200, body: profileOf() }),
});

/** The account-closing form (the page has another password field, the email change's). */
const closeForm = () => within(screen.getByRole('button', { name: text.closeButton }).closest('form')!);

describe('/account: your data', () => {
  it('prepares the export, says it is being prepared, then offers the download link once ready', async () => {
    const user = userEvent.setup();
    let latest: DataExport | null = null;
    const fetchMock = fakeApi({
      ...signedInWithProfile(),
      'GET /account/data-exports/latest': () => ({ status: 200, body: { export: latest } }),
      'POST /account/data-exports': () => {
        latest = exportOf();
        return { status: 202, body: latest };
      },
    });
    renderApp('/account');

    await user.click(await screen.findByRole('button', { name: text.exportButton }));
    expect(await screen.findByText(text.exportPreparing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.exportButton })).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/account/data-exports')).toHaveLength(1);

    latest = exportOf({ status: 'ready', readyAt: '2026-11-23T10:01:00.000Z', url: 'https://files.test/data.zip' });
    const link = await screen.findByRole('link', { name: text.exportDownload }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('https://files.test/data.zip');
    expect(screen.getByText(text.exportExpires)).toBeTruthy();
    // A new copy can be asked for again.
    expect(screen.getByRole('button', { name: text.exportButton })).toBeTruthy();
  });

  it('shows a failed export and lets the customer ask again; a second copy the same day is refused with its message', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    let latest: DataExport | null = exportOf({ status: 'failed' });
    const fetchMock = fakeApi({
      ...signedInWithProfile(),
      'GET /account/data-exports/latest': () => ({ status: 200, body: { export: latest } }),
      'POST /account/data-exports': () => {
        if (latest?.status === 'ready')
          return { status: 429, body: { code: 'too_many_requests', message: text.exportOncePerDay } };
        latest = exportOf({ exportId: 'export-2', status: 'ready', url: 'https://files.test/data.zip' });
        return { status: 202, body: latest };
      },
    });
    renderApp('/account');

    expect(await screen.findByText(text.exportFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.exportButton }));
    expect(await screen.findByRole('link', { name: text.exportDownload }, { timeout: 5000 })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: text.exportButton }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(text.exportOncePerDay));
    expect(callsTo(fetchMock, 'POST', '/account/data-exports')).toHaveLength(2);
    error.mockRestore();
  });

  it('closes the account only once the confirmation word is typed, then signs out', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    amplifyAuth.signOut.mockResolvedValue();
    const fetchMock = fakeApi({
      ...signedInWithProfile(),
      'GET /account/data-exports/latest': () => ({ status: 200, body: { export: null } }),
      'POST /account/close': () => ({ status: 200, body: { outcome: 'closed', alreadyRequested: false } }),
      'POST /me/sign-out': () => ({ status: 401 }),
    });
    renderApp('/account');

    const close = await screen.findByRole('button', { name: text.closeButton });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(text.closeConfirmLabel), 'close');
    expect((close as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText(text.closeConfirmLabel));
    await user.type(screen.getByLabelText(text.closeConfirmLabel), text.closeConfirmWord);
    // The password is asked again: a stolen session alone cannot close the account.
    expect((close as HTMLButtonElement).disabled).toBe(true);
    await user.type(closeForm().getByLabelText(copy.reauthentication.passwordLabel), 'abc1defgh');
    await user.click(close);

    await waitFor(() => expect(success).toHaveBeenCalledWith(text.closeDone));
    const [request] = callsTo(fetchMock, 'POST', '/account/close');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ confirm: text.closeConfirmWord, password: 'abc1defgh' });
    await waitFor(() => expect(amplifyAuth.signOut).toHaveBeenCalled());
  });

  it('tells the customer their request went to staff while a claim is being filed', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...signedInWithProfile(),
      'GET /account/data-exports/latest': () => ({ status: 200, body: { export: null } }),
      'POST /account/close': () => ({ status: 200, body: { outcome: 'requested', alreadyRequested: false } }),
    });
    renderApp('/account');

    await user.type(await screen.findByLabelText(text.closeConfirmLabel), text.closeConfirmWord);
    await user.type(closeForm().getByLabelText(copy.reauthentication.passwordLabel), 'abc1defgh');
    await user.click(screen.getByRole('button', { name: text.closeButton }));
    expect(await screen.findByText(text.closeRequested)).toBeTruthy();
    expect(amplifyAuth.signOut).not.toHaveBeenCalled();
  });
});
