import type { RouteContract } from '@taxback/shared/api/contract';

/**
 * The route table is the API contract in `shared/src/api/routes.ts` (add routes there, see its header).
 * CDK builds the HTTP API from it and the local gateway serves it, so a route exists in exactly one place.
 */
export {
  featureOf,
  routeEntries,
  routeOf,
  routes,
  type Feature,
  type RouteName,
  type Routes,
} from '@taxback/shared/api/routes';

export const routeKey = (route: Pick<RouteContract, 'method' | 'path'>): string => `${route.method} ${route.path}`;
