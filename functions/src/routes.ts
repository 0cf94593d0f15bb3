import { routes, type RouteName, type Routes } from '@taxback/shared/api/routes';
import type { RouteDefinition } from './http/route-types';

/**
 * The route table is the API contract in `shared/src/api/routes.ts` (add routes there, see its header).
 * CDK builds the HTTP API from it and the local gateway serves it, so a route exists in exactly one place.
 */
export { routes };
export type { Routes };
export type OperationName = RouteName;

export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

export const routeEntries = (): [OperationName, RouteDefinition][] =>
  Object.entries(routes) as [OperationName, RouteDefinition][];
