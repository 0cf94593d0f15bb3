import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { setRuntimeConfig } from '@/lib/config';
import { testRuntimeConfig } from './fake-api';

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** What a test reads of the app's address, and how it moves it, as a user typing an address would. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Renders the whole app (providers, layout, real routes) at one URL. */
export function renderApp(path: string) {
  const router = { state: {} } as TestRouter;
  function Address() {
    router.state.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Address />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router };
}
