import { fetchAuthSession } from 'aws-amplify/auth';
import { apiErrorBodySchema, type ApiErrorCode } from '@taxback/shared/api/errors';
import { messages } from '@taxback/shared/messages';
import type { z } from 'zod';
import { getRuntimeConfig } from './config';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

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
  if (!token) throw new ApiError(401, 'unauthorized', messages.common.unauthorized);
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
  if (parsed.success) return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.fields);
  return new ApiError(status, status === 401 ? 'unauthorized' : 'internal', messages.common.serverError);
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
