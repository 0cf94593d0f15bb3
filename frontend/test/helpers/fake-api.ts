import type { MeResponse } from '@taxback/shared/account/auth-schemas';
import { vi } from 'vitest';
import type { RuntimeConfig } from '@/lib/config';

export const API_URL = 'https://api.test';

/**
 * The configuration the app runs with in these tests: the fake API's address, and a user pool whose client is
 * `client`.
 */
export const testRuntimeConfig: RuntimeConfig = {
  apiUrl: API_URL,
  region: 'ca-central-1',
  userPoolId: 'ca-central-1_test',
  userPoolClientId: 'client',
  authFlowType: 'USER_PASSWORD_AUTH',
};

export type Handler = (body: unknown) => { status: number; body?: unknown };

/** Replaces fetch with a table of `METHOD /path` handlers; anything else answers 404. */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(API_URL, '');
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    const requestBody: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const { status, body } = handler
      ? handler(requestBody)
      : { status: 404, body: { code: 'not_found', message: 'Not found.' } };
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const meOf = (overrides: Partial<MeResponse> = {}): MeResponse => ({
  userId: 'user-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  isAdmin: false,
  needsTotp: false,
  ...overrides,
});

export const callsTo = (fetchMock: ReturnType<typeof fakeApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === `${API_URL}${path}` && (init?.method ?? 'GET') === method,
  );
