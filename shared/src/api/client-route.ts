import type { RouteContract } from './contract';

/**
 * What a client reads of a route to call it and check the answer. The browser's build keeps only these fields of
 * each route (frontend/route-table-for-browser.ts): the docs' summaries and the request schemas, which the server
 * enforces, stay out of what a visitor downloads.
 */
export const CLIENT_ROUTE_FIELDS = ['method', 'path', 'auth', 'responses'] as const;

export type ClientRoute = Pick<RouteContract, (typeof CLIENT_ROUTE_FIELDS)[number]>;
