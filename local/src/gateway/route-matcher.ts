import { routeEntries, type Feature } from '@taxback/functions/routes';
import type { RouteContract } from '@taxback/functions/http/route-types';

export interface MatchedRoute {
  route: RouteContract;
  /** The feature the route is nested under: the function that serves it. */
  feature: Feature;
  routeKey: string;
  pathParameters: Record<string, string>;
}

/** Static paths win over parameterised ones (`/applications/current` before `/applications/{id}`), as in API Gateway. */
const byStaticFirst = (path: string) => (path.match(/\{/g) ?? []).length;

const compiled = routeEntries()
  .sort(([, a], [, b]) => byStaticFirst(a.path) - byStaticFirst(b.path))
  .map(([, route, feature]) => {
    const names: string[] = [];
    const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, feature, names, regex: new RegExp(`^${pattern}$`) };
  });

/** Finds the route-table entry for a request, as API Gateway would, with its path parameters. */
export function matchRoute(method: string, pathname: string): MatchedRoute | null {
  for (const { route, feature, names, regex } of compiled) {
    if (route.method !== method) continue;
    const match = regex.exec(pathname);
    if (!match) continue;
    const pathParameters = Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
    );
    return { route, feature, routeKey: `${route.method} ${route.path}`, pathParameters };
  }
  return null;
}

export const pathExists = (pathname: string) => compiled.some(({ regex }) => regex.test(pathname));
