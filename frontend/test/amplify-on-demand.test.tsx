import { screen } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { ada, sessionOf } from './helpers/amplify-session';
import { fakeApi, meOf } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

describe('Amplify on demand', () => {
  it('a visitor who never signed in is signed out without Amplify being asked', async () => {
    renderApp('/pricing');
    expect(await screen.findByRole('link', { name: copy.header.signIn }, { timeout: 5000 })).toBeTruthy();
    expect(amplifyAuth.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('a browser that keeps a signed-in user asks Amplify for the session', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(ada));
    fakeApi({ 'GET /me': () => ({ status: 200, body: meOf() }) });
    renderApp('/pricing');
    expect(await screen.findByRole('link', { name: copy.header.myAccount }, { timeout: 5000 })).toBeTruthy();
    expect(amplifyAuth.fetchAuthSession).toHaveBeenCalled();
  });
});
