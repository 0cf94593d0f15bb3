import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { siteCopy } from '@taxback/shared/copy-site';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { ada, sessionOf } from './helpers/amplify-session';
import { callsTo, fakeApi, meOf } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const header = () => within(screen.getByRole('banner'));

async function renderSignedIn() {
  renderApp('/');
  return header().findByRole('button', { name: copy.header.signOut });
}

describe('sign-out', () => {
  beforeEach(() => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
    fakeApi({ 'GET /me': () => ({ status: 200, body: meOf() }), 'POST /me/sign-out': () => ({ status: 204 }) });
  });

  it('asks the server to end every session before the browser forgets its own', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const fetchMock = fakeApi({
      'GET /me': () => ({ status: 200, body: meOf() }),
      'POST /me/sign-out': () => (order.push('server'), { status: 204 }),
    });
    amplifyAuth.signOut.mockImplementation(async () => void order.push('browser'));

    await user.click(await renderSignedIn());

    expect(await header().findByRole('link', { name: copy.header.signIn })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/me/sign-out')).toHaveLength(1);
    expect(order).toEqual(['server', 'browser']);
  });

  it('is disabled while signing out, ignores a second click, then confirms with a toast', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    let finishSignOut = () => {};
    amplifyAuth.signOut.mockImplementation(() => new Promise<void>((resolve) => (finishSignOut = resolve)));

    const button = await renderSignedIn();
    await user.click(button);

    const busy = header().getByRole('button', { name: copy.header.signingOut });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await user.click(busy);
    expect(amplifyAuth.signOut).toHaveBeenCalledTimes(1);

    finishSignOut();
    expect(await header().findByRole('link', { name: copy.header.signIn })).toBeTruthy();
    expect(success).toHaveBeenCalledWith(copy.auth.signedOutTitle, { description: copy.auth.signedOutBody });
  });

  it('leaves a protected page for home, while a later visit to it still asks to sign in', async () => {
    const user = userEvent.setup();
    amplifyAuth.signOut.mockResolvedValue();
    const { router } = renderApp('/account');

    await user.click(await header().findByRole('button', { name: copy.header.signOut }));

    expect(await screen.findByRole('heading', { name: siteCopy.home.heroTitle })).toBeTruthy();
    await router.navigate('/account');
    expect(await screen.findByRole('heading', { name: copy.auth.signUpHeading })).toBeTruthy();
  });

  it('counts a session that no longer exists as signed out', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    amplifyAuth.signOut.mockRejectedValue(
      new amplifyAuth.AuthError({ name: 'UserUnAuthenticatedException', message: 'User needs to be authenticated' }),
    );

    await user.click(await renderSignedIn());

    await waitFor(() => expect(success).toHaveBeenCalledWith(copy.auth.signedOutTitle, expect.anything()));
    expect(await header().findByRole('link', { name: copy.header.signIn })).toBeTruthy();
  });

  it('reports any other failure and stays signed in', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    amplifyAuth.signOut.mockRejectedValue(new TypeError('Failed to fetch'));

    await user.click(await renderSignedIn());

    await waitFor(() => expect(error).toHaveBeenCalledWith(copy.auth.signOutError, expect.anything()));
    expect(header().getByRole('button', { name: copy.header.signOut })).toBeTruthy();
  });
});
