import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { fakeApi, type Handler } from './fake-api';
import { applicationServer, profileOf, signInAda } from './journey';
import { renderApp } from './render-app';

/**
 * Ada, signed in with a profile, opens `path` (the wizard by default) with her claim served by applicationServer;
 * `more` adds routes beside it (it may read the server's stored claim).
 */
export function openWizard(
  application: ApplicationView | null,
  path = '/application',
  more: (server: ReturnType<typeof applicationServer>) => Record<string, Handler> = () => ({}),
) {
  const server = applicationServer(application);
  const fetchMock = fakeApi({
    ...signInAda(),
    'GET /profile': () => ({ status: 200, body: profileOf() }),
    ...more(server),
    ...server.handlers,
  });
  return { server, fetchMock, ...renderApp(path) };
}
