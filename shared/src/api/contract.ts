import * as z from '../zod';
import { apiErrorBodySchema, type ApiErrorCode } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthLevel = 'public' | 'user' | 'admin';

export type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of a 204: nothing. */
export const noBody = z.undefined();

/** A plain acknowledgement. */
export const acknowledgedSchema = z.object({ ok: z.literal(true) });

/** One entry of the route table: the whole HTTP shape of an operation, read by the server, the SPA and the docs. */
export interface RouteContract {
  method: HttpMethod;
  /** API Gateway path syntax: `/applications/{applicationId}`; every `{name}` is a key of `params`. */
  path: string;
  auth: AuthLevel;
  /** One line for the API reference. */
  summary: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The body is passed unparsed (webhooks that verify a signature over the raw bytes). */
  rawBody?: boolean;
  /** Calling it ends the caller's sessions: tests that reuse one token for every route call it apart. */
  endsSessions?: boolean;
  /** The answer for each success status (`noBody` for 204). */
  responses: Partial<Record<SuccessStatus, z.ZodMiniType>>;
  /**
   * The error codes this route answers with besides the ones every route may give: `bad_request`
   * (malformed input), `unauthorized` (signed-in routes), `forbidden` (admin routes), `internal` and
   * `service_unavailable` (a dependency is down).
   */
  errors?: readonly ApiErrorCode[];
}

export const errorStatus: Record<ApiErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  mfa_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  service_unavailable: 503,
};

/** Every error code a route documents, including the ones implied by its auth level. */
export function errorCodesOf(route: RouteContract): ApiErrorCode[] {
  // Any route refuses a request that did not come through the site's distribution (forbidden).
  const codes = new Set<ApiErrorCode>([
    'bad_request',
    'forbidden',
    ...(route.errors ?? []),
    'internal',
    'service_unavailable',
  ]);
  if (route.method !== 'GET' && !route.rawBody) codes.add('unsupported_media_type');
  if (route.auth !== 'public') codes.add('unauthorized');
  if (route.auth === 'admin') codes.add('mfa_required');
  return [...codes].sort((a, b) => errorStatus[a] - errorStatus[b]);
}

/** `{applicationId}` → ['applicationId']. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);

/**
 * Why an answer does not match the route's contract, or null when it does: a success status must be
 * listed in `responses` and its body parse with that schema; an error must carry a documented code with
 * that code's status.
 */
export function responseProblem(route: RouteContract, status: number, body: unknown): string | null {
  const schema = route.responses[status as SuccessStatus];
  if (schema) {
    const parsed = schema.safeParse(body);
    return parsed.success ? null : `the ${status} body does not match the contract: ${z.prettifyError(parsed.error)}`;
  }
  if (status < 400)
    return `status ${status} is not documented (documented: ${Object.keys(route.responses).join(', ')})`;
  const parsed = apiErrorBodySchema.safeParse(body);
  if (!parsed.success) return `the ${status} body is not an error body: ${z.prettifyError(parsed.error)}`;
  const { code } = parsed.data;
  if (errorStatus[code] !== status) return `error code ${code} is sent with ${status}, not ${errorStatus[code]}`;
  if (!errorCodesOf(route).includes(code)) return `error code ${code} is not documented for this route`;
  return null;
}

// ---- Types the server and the client derive from a route ----

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Part<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodMiniType }
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller sends: `{ params, query, body }`, each present only when the route declares it. */
export type RouteInput<R extends RouteContract> = Simplify<Part<R, 'params'> & Part<R, 'query'> & Part<R, 'body'>>;

/** The arguments of `api.<feature>.<routeName>(…)`: the input may be left out when nothing in it is required. */
export type RouteArgs<R extends RouteContract> =
  object extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

type Responses<R extends RouteContract> = R['responses'];
type StatusOf<R extends RouteContract> = keyof Responses<R> & SuccessStatus;

/** What the client receives on success (the parsed body of any documented success status). */
export type RouteOutput<R extends RouteContract> = {
  [S in StatusOf<R>]: Responses<R>[S] extends z.ZodMiniType ? z.output<Responses<R>[S]> : never;
}[StatusOf<R>];

/** What a handler may return: one of the documented statuses with a body of that status's shape. */
export type RouteResult<R extends RouteContract> = {
  [S in StatusOf<R>]: {
    status: S;
    body: Responses<R>[S] extends z.ZodMiniType ? z.input<Responses<R>[S]> : never;
    headers?: Record<string, string>;
  };
}[StatusOf<R>];
