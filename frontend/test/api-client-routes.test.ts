import { routeEntries } from '@taxback/shared/api/routes';
import { fetchAuthSession } from 'aws-amplify/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, isApiError } from '@/lib/api-client';
import { setRuntimeConfig } from '@/lib/config';
import { ada, sessionOf } from './helpers/amplify-session';
import { API_URL, fakeApi, testRuntimeConfig } from './helpers/fake-api';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

// The chatbot's part of the contract, as a download that fails while `fails` is set (the table above reads it once,
// at load, before any test).
const chatbotDownload = vi.hoisted(() => ({ fails: false }));
vi.mock('@taxback/shared/api/routes/chatbot', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@taxback/shared/api/routes/chatbot')>();
  return {
    get chatbotRoutes() {
      if (chatbotDownload.fails) throw new TypeError('Failed to fetch dynamically imported module');
      return actual.chatbotRoutes;
    },
  };
});

const entries = routeEntries();
const paramsOf = (path: string) =>
  Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `${name}-1`]));
const pathOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => `${name}-1`);

describe('the API client', () => {
  beforeEach(() => {
    setRuntimeConfig(testRuntimeConfig);
    vi.mocked(fetchAuthSession).mockResolvedValue(sessionOf(ada));
  });

  // First, while no call has downloaded the chatbot's part of the contract.
  it('downloads a part of the contract again when its first download failed', async () => {
    const fetchMock = fakeApi({ 'POST /chatbot': () => ({ status: 200, body: { response: 'Hello' } }) });
    chatbotDownload.fails = true;
    await expect(api.chatbot.askChatbot({ body: { message: 'Hi' } })).rejects.toThrow('Failed to fetch');
    expect(fetchMock).not.toHaveBeenCalled();

    chatbotDownload.fails = false;
    await expect(api.chatbot.askChatbot({ body: { message: 'Hi' } })).resolves.toEqual({ response: 'Hello' });
  });

  // Each function's routes come from its own module of the contract: a route looked up in the wrong one would
  // not be sent, or would be sent with another route's method, path or credentials.
  it.each(entries)('sends %s with its method, path and credentials', async (name, route, feature) => {
    const fetchMock = fakeApi({});
    const call = (api[feature] as unknown as Record<string, (input: unknown) => Promise<unknown>>)[name]!;

    const failure: unknown = await call({ params: paramsOf(route.path) }).catch((error: unknown) => error);

    expect(isApiError(failure) && failure.status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${API_URL}${pathOf(route.path)}`);
    expect(init?.method).toBe(route.method);
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe(route.auth === 'public' ? null : 'Bearer id-token-of-user-ada');
  });

  it('has nothing under a name that is not a feature, and refuses a call to a name that is not a route', async () => {
    expect((api as unknown as Record<string, unknown>).then).toBeUndefined();
    expect((api as unknown as Record<string, unknown>).notAFeature).toBeUndefined();
    expect((api.chatbot as unknown as Record<string, unknown>).then).toBeUndefined();
    const fetchMock = fakeApi({});
    const notARoute = (api.chatbot as unknown as Record<string, () => Promise<unknown>>).notARoute!;
    await expect(notARoute()).rejects.toThrow('chatbot has no route notARoute');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
