import { screen, waitFor, within } from '@testing-library/react';
import { Hub } from 'aws-amplify/utils';
import { AMPLIFY_SYMBOL } from '@aws-amplify/core/internals/utils';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { ada, sessionOf } from './helpers/amplify-session';
import { fakeApi, meOf } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const header = () => within(screen.getByRole('banner'));
/** An auth event as Amplify dispatches it (its own symbol: the auth channel is Amplify's). */
const amplifyReports = (event: string) => Hub.dispatch('auth', { event }, 'Auth', AMPLIFY_SYMBOL);
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

async function renderSignedIn() {
  renderApp('/');
  await header().findByRole('button', { name: copy.header.signOut });
}

/** Reports the event until the page shows its effect: the app starts listening once Amplify has loaded. */
async function untilShown(event: string, shown: () => void) {
  await waitFor(() => {
    amplifyReports(event);
    shown();
  });
}

describe('the session follows what Amplify reports', () => {
  beforeEach(() => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
    fakeApi({ 'GET /me': () => ({ status: 200, body: meOf() }) });
  });

  it.each(['tokenRefresh_failure', 'signedOut'])('after %s, the visitor is shown signed out', async (event) => {
    await renderSignedIn();
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));

    await untilShown(event, () => expect(header().getByRole('link', { name: copy.header.signIn })).toBeTruthy());
  });

  it('a refreshed token and a sign-in are read again; an event that changes no session is not', async () => {
    await renderSignedIn();
    const signInLink = () => header().getByRole('link', { name: copy.header.signIn });
    const signOutButton = () => header().getByRole('button', { name: copy.header.signOut });
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    await untilShown('tokenRefresh', () => expect(signInLink()).toBeTruthy());

    // Signed out now, nothing reads the session on its own: a read would show Ada signed in again.
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
    amplifyReports('customOAuthState');
    await settle();
    expect(signInLink()).toBeTruthy();

    await untilShown('signedIn', () => expect(signOutButton()).toBeTruthy());
  });
});
