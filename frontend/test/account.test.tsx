import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { callsTo, fakeApi } from './helpers/fake-api';
import { profileOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.accountPage;
const labels = copy.profileForm;

describe('/account', () => {
  it('greets the user, links the quick actions and shows the profile with the ITIN masked', async () => {
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf({ itinMasked: '***-**-6789' }) }),
    });
    renderApp('/account');

    expect(await screen.findByRole('heading', { name: copy.account.welcome('Ada') })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(text.actions.application.title) }).getAttribute('href')).toBe(
      '/application',
    );
    expect(screen.getByRole('link', { name: new RegExp(text.actions.uploads.title) }).getAttribute('href')).toBe(
      '/upload-documents',
    );
    expect(await screen.findByText('***-**-6789')).toBeTruthy();
    expect(screen.queryByText('123-45-6789')).toBeNull();
  });

  it('says an address not given yet is not provided, rather than showing the country alone', async () => {
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({
        status: 200,
        body: profileOf({ addressLine1: '', city: '', province: '', postalCode: '', country: 'Canada' }),
      }),
    });
    renderApp('/account');
    const address = await screen.findByText(text.address);
    expect(address.nextElementSibling?.textContent).toBe(labels.notProvided);
  });

  it('edits the profile with the full ITIN and saves it with the loaded version', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const edit = profileOf({ itinMasked: '***-**-6789', itin: '123456789', version: 4 });
    const fetchMock = fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf({ itinMasked: '***-**-6789', version: 4 }) }),
      'GET /profile/edit': () => ({ status: 200, body: edit }),
      'PUT /profile': (body) => ({ status: 200, body: { ...edit, ...(body as object), version: 5 } }),
    });
    renderApp('/account');

    await user.click(await screen.findByRole('button', { name: text.editProfile }));
    const itin = await screen.findByLabelText(labels.itin);
    expect((itin as HTMLInputElement).value).toBe('123-45-6789');
    await user.clear(screen.getByLabelText(labels.city, { exact: false }));
    await user.type(screen.getByLabelText(labels.city, { exact: false }), 'Ottawa');
    await user.click(screen.getByRole('button', { name: text.saveChanges }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(copy.profile.updated));
    const [save] = callsTo(fetchMock, 'PUT', '/profile');
    expect(JSON.parse(String(save?.[1]?.body))).toMatchObject({ version: 4, city: 'Ottawa', itin: '123456789' });
    expect(await screen.findByText('Ottawa, Ontario, M5H 1A1', { exact: false })).toBeTruthy();
  });

  it('tells the user when the profile could not be updated', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      'GET /profile/edit': () => ({ status: 200, body: profileOf({ itin: '' }) }),
      'PUT /profile': () => ({ status: 400, body: { code: 'bad_request', message: copy.common.invalidRequest } }),
    });
    renderApp('/account');

    await user.click(await screen.findByRole('button', { name: text.editProfile }));
    await screen.findByLabelText(labels.itin);
    await user.click(screen.getByRole('button', { name: text.saveChanges }));

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(copy.profile.updateFailed, {
        description: copy.common.invalidRequest,
      }),
    );
  });
});
