import { screen } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

describe('protected routes', () => {
  it('send a signed-out visitor of /account to /auth', async () => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    fakeApi({});
    const { router } = renderApp('/account');

    expect(await screen.findByRole('heading', { name: copy.auth.signUpHeading })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });
});
