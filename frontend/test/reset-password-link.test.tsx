import { screen } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

// The mailed link carries its token in the fragment, which the browser never sends (no access log keeps it).
describe('/reset-password', () => {
  beforeEach(() => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    fakeApi({});
  });

  it('with the token in the fragment, asks for the new password', async () => {
    renderApp('/reset-password#token=abc');
    expect(await screen.findByRole('heading', { name: copy.passwordReset.newTitle })).toBeTruthy();
  });

  it('ignores a token in the query string, and asks for the address instead', async () => {
    renderApp('/reset-password?token=abc');
    expect(await screen.findByRole('heading', { name: copy.passwordReset.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: copy.passwordReset.newTitle })).toBeNull();
  });
});
