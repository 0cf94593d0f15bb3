import { screen, within } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { accountCreated } = copy;

describe('/account-created', () => {
  beforeEach(() => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
  });

  it('without a token, says the account was created and sign-in follows verification', async () => {
    fakeApi({});
    renderApp('/account-created');
    expect(await screen.findByRole('heading', { name: accountCreated.title })).toBeTruthy();
    expect(screen.getByText(accountCreated.body)).toBeTruthy();
  });

  it('posts the token and offers sign-in once verified', async () => {
    const fetchMock = fakeApi({ 'POST /auth/confirm': () => ({ status: 200, body: { confirmed: true } }) });
    renderApp('/account-created#token=abc');

    expect(await screen.findByRole('heading', { name: accountCreated.verifiedTitle })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: accountCreated.signIn }).getAttribute('href')).toBe('/auth?mode=signin');
    const [confirmation] = callsTo(fetchMock, 'POST', '/auth/confirm');
    expect(JSON.parse(String(confirmation?.[1]?.body))).toEqual({ token: 'abc' });
  });

  it('shows the server message when the link is not valid', async () => {
    fakeApi({
      'POST /auth/confirm': () => ({ status: 400, body: { code: 'bad_request', message: accountCreated.invalidLink } }),
    });
    renderApp('/account-created#token=expired');
    expect(await screen.findByText(accountCreated.invalidLink)).toBeTruthy();
  });
});
