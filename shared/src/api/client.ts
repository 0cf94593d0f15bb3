import type { ClientRoute } from './client-route';
import type { RouteArgs, RouteContract, RouteOutput, SuccessStatus } from './contract';

/** One HTTP call as the client builds it from a route and its input; the transport sends it. */
export interface ClientRequest {
  name: string;
  route: ClientRoute;
  /** The path with its parameters filled in and the query string appended. */
  url: string;
  body: unknown;
}

/** Sends a request and answers with the status and parsed JSON body; throws for error statuses. */
export type Transport = (request: ClientRequest) => Promise<{ status: number; body: unknown }>;

export type ApiClient<T extends Record<string, RouteContract>> = {
  [K in keyof T]: (...args: RouteArgs<T[K]>) => Promise<RouteOutput<T[K]>>;
};

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Fills `{name}` segments from `params` (URL-encoded) and appends the defined `query` values. */
export function urlOf(route: ClientRoute, input: LooseInput = {}): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`No value for {${name}} of ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One typed function per route: `api.saveProfile({ body })` sends what the route's schemas accept and
 * resolves to the parsed answer of its documented success status.
 */
export function createApiClient<T extends Record<string, RouteContract>>(routes: T, send: Transport): ApiClient<T> {
  const call = (name: string, route: ClientRoute) => async (input?: LooseInput) => {
    const { status, body } = await send({ name, route, url: urlOf(route, input), body: input?.body });
    const schema = route.responses[status as SuccessStatus];
    if (!schema) throw new Error(`${name} answered ${status}, which its contract does not list`);
    return schema.parse(body);
  };
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, call(name, route)]),
  ) as unknown as ApiClient<T>;
}
