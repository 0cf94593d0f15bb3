import { z } from 'zod';
import { confirmAccountRequestSchema, confirmationEmailRequestSchema } from '@taxback/shared';
import type { RouteDefinition } from './http/route-types';

/**
 * Every route of the API. CDK builds the HTTP API from this table and the local gateway serves it,
 * so a route exists in exactly one place.
 */
export const routes = {
  getMe: { method: 'GET', path: '/me', auth: 'user', feature: 'account' },
  registerSignIn: {
    method: 'POST',
    path: '/me',
    auth: 'user',
    feature: 'account',
    body: z.object({}).optional(),
  },
  sendConfirmationEmail: {
    method: 'POST',
    path: '/auth/confirmation-email',
    auth: 'public',
    feature: 'account',
    body: confirmationEmailRequestSchema,
  },
  confirmAccount: {
    method: 'POST',
    path: '/auth/confirm',
    auth: 'public',
    feature: 'account',
    body: confirmAccountRequestSchema,
  },
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type OperationName = keyof Routes;

export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

export const routeEntries = (): [OperationName, RouteDefinition][] =>
  Object.entries(routes) as [OperationName, RouteDefinition][];

const byRouteKey = new Map(routeEntries().map(([name, route]) => [routeKey(route), { name, route }]));

export const findRoute = (key: string) => byRouteKey.get(key);
