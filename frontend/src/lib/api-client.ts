import { createApiClient, type ApiClient, type Transport } from '@taxback/shared/api/client';
import type { RouteContract } from '@taxback/shared/api/contract';
import { apiErrorCodes, type ApiErrorCode } from '@taxback/shared/api/error-codes';
import type { Feature, Routes } from '@taxback/shared/api/routes';
import { copy } from '@taxback/shared/copy';
import type * as z from '@taxback/shared/zod';
import { amplifyAuth } from './amplify';
import { currentLanguage } from './language';
import { getRuntimeConfig } from './config';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** The whole answer, for errors that carry more than a message (a 409's `current`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** For reads where "there is none yet" (404) is an answer rather than an error. */
export async function nullIfNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The server's current state sent with a 409 after a stale write, or null for any other error. */
export function conflictCurrent<S extends z.ZodMiniType>(error: unknown, schema: S): z.output<S> | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = schema.safeParse((error.body as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.data : null;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the auth provider end the local session when the API says the token is no longer valid. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

async function idToken(): Promise<string> {
  const token = (await (await amplifyAuth()).fetchAuthSession()).tokens?.idToken?.toString();
  if (!token) throw new ApiError(401, 'unauthorized', copy.common.unauthorized);
  return token;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isErrorCode = (value: unknown): value is ApiErrorCode => apiErrorCodes.includes(value as ApiErrorCode);
const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

/** The error body of the contract (`apiErrorBodySchema`), checked by hand: zod is not part of a first visit. */
function errorFrom(status: number, body: unknown): ApiError {
  const { code, message, fields } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (isErrorCode(code) && typeof message === 'string' && (fields === undefined || isTextRecord(fields))) {
    return new ApiError(status, code, message, fields, body);
  }
  return new ApiError(status, status === 401 ? 'unauthorized' : 'internal', copy.common.serverError);
}

/** Sends one request with the caller's token unless it is public; throws `ApiError` on 4xx/5xx. */
async function request(method: string, url: string, auth: RouteContract['auth'], body: unknown) {
  const signedIn = auth !== 'public';
  // The API answers, errors included, in the visitor's language.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (signedIn) headers.authorization = `Bearer ${await idToken()}`;

  const response = await fetch(`${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = parseJson(await response.text());

  if (!response.ok) {
    const error = errorFrom(response.status, payload);
    if (error.status === 401 && signedIn) unauthorizedListeners.forEach((listener) => listener());
    throw error;
  }
  return { status: response.status, body: payload };
}

const send: Transport = ({ route, url, body }) => request(route.method, url, route.auth, body);

/**
 * A public read that a public page makes on its first visit, answered without the contract: the caller
 * checks the body by hand, as the contract would bring zod and its function's schemas with it.
 */
export async function getPublic(url: string): Promise<unknown> {
  return (await request('GET', url, 'public', undefined)).body;
}

type Api = { [F in Feature]: ApiClient<Routes[F]> };

/**
 * Each feature's part of the contract (`shared/src/api/routes/<feature>.ts`, exporting `<feature>Routes`),
 * downloaded with the first call to one of its routes.
 */
const contractModules = import.meta.glob<Record<string, Record<string, RouteContract>>>(
  '../../../shared/src/api/routes/*.ts',
);
const loaderOf = (feature: string) => contractModules[`../../../shared/src/api/routes/${feature}.ts`];
const exportOf = (feature: string) => `${feature.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Routes`;

const clients = new Map<string, Promise<Record<string, unknown>>>();
const clientOf = (feature: string, load: NonNullable<ReturnType<typeof loaderOf>>) => {
  let client = clients.get(feature);
  if (!client) {
    client = load().then((module) => createApiClient(module[exportOf(feature)]!, send) as Record<string, unknown>);
    // A download that failed (the network, or a deploy that replaced the files) is tried again by the next call.
    client.catch(() => clients.delete(feature));
    clients.set(feature, client);
  }
  return client;
};

/** The routes of one feature: a function for any name, which finds out with the download whether it is a route. */
const featureApi = (feature: string, load: NonNullable<ReturnType<typeof loaderOf>>) =>
  new Proxy(
    {},
    {
      get: (_, name) =>
        typeof name === 'string' && name !== 'then'
          ? (...args: unknown[]) =>
              clientOf(feature, load).then((client) => {
                const call = Object.hasOwn(client, name) ? client[name] : undefined;
                if (typeof call !== 'function') throw new TypeError(`${feature} has no route ${name}`);
                return (call as (...input: unknown[]) => unknown)(...args);
              })
          : undefined,
    },
  );

const featureApis = new Map<string, object>();

/**
 * The API, one typed function per route of the contract, by feature: `api.account.saveProfile({ body })`. Inputs
 * and answers are typed from `shared/src/api/routes.ts`, and every answer is parsed with its schema. A feature's
 * schemas (and zod) are downloaded with the first call to one of its routes, not with the page.
 */
export const api = new Proxy({} as Api, {
  get: (_, feature) => {
    if (typeof feature !== 'string') return undefined;
    const load = loaderOf(feature);
    if (!load) return undefined;
    let routes = featureApis.get(feature);
    if (!routes) featureApis.set(feature, (routes = featureApi(feature, load)));
    return routes;
  },
}) as Api;
