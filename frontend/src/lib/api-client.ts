import { fetchAuthSession } from 'aws-amplify/auth';
import { apiErrorBodySchema, type ApiErrorCode } from '@taxback/shared/api/errors';
import { copy } from '@taxback/shared/copy';
import type { z } from 'zod';
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
export function conflictCurrent<S extends z.ZodType>(error: unknown, schema: S): z.output<S> | null {
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

interface ApiRequest<S extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** 'user' routes carry the Cognito ID token; the route table marks which routes are public. */
  auth: 'user' | 'public';
  body?: unknown;
  schema: S;
}

async function idToken(): Promise<string> {
  const token = (await fetchAuthSession()).tokens?.idToken?.toString();
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

function errorFrom(status: number, body: unknown): ApiError {
  const parsed = apiErrorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.fields, body);
  return new ApiError(status, status === 401 ? 'unauthorized' : 'internal', copy.common.serverError);
}

export async function apiRequest<S extends z.ZodType>({ method, path, auth, body, schema }: ApiRequest<S>) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth === 'user') headers.authorization = `Bearer ${await idToken()}`;

  const response = await fetch(`${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = parseJson(await response.text());

  if (!response.ok) {
    const error = errorFrom(response.status, payload);
    if (error.status === 401 && auth === 'user') unauthorizedListeners.forEach((listener) => listener());
    throw error;
  }
  return schema.parse(payload) as z.output<S>;
}
