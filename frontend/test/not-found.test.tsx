import { screen, waitFor } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as amplifyAuth from './helpers/amplify-auth-mock';
import { sessionOf } from './helpers/amplify-session';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

describe('catch-all route', () => {
  beforeEach(() => {
    amplifyAuth.fetchAuthSession.mockResolvedValue(sessionOf(null));
    fakeApi({});
  });

  it('says the page was not found, links home and logs the path', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: copy.notFound.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: copy.notFound.returnHome }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.any(String), '/no/such/page'));
  });
});
