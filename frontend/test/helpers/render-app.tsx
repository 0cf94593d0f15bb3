import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { setRuntimeConfig } from '@/lib/config';
import { API_URL } from './fake-api';

beforeEach(() => {
  setRuntimeConfig({
    apiUrl: API_URL,
    region: 'ca-central-1',
    userPoolId: 'ca-central-1_test',
    userPoolClientId: 'client',
    authFlowType: 'USER_PASSWORD_AUTH',
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** Renders the whole app (providers, layout, real routes) at one URL. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
