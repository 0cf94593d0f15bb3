/**
 * THE API CONTRACT: every route of the HTTP API, nested by feature (one module per feature, composed here), read by
 * - the server (one Lambda per feature, `functions/src/<feature>/handler.ts`: `lambdaHandler` parses params, query
 *   and body with the schemas of its feature's module only, so a function builds no other feature's schemas at its
 *   cold start; a handler's return type must match `responses`),
 * - the SPA (`api.<feature>.<routeName>(input)` from `frontend/src/lib/api-client.ts`, typed from this table, each
 *   feature's module downloaded with the first call to one of its routes),
 * - CDK, the local gateway, the security matrix and the per-function roles (`method`, `path`, `auth`, and the
 *   feature the route is nested under),
 * - the OpenAPI document (`npm run openapi`, served at /api/openapi.json, docs at /api/docs).
 *
 * HOW TO ADD A ROUTE
 * 1. Add an entry to its feature's module, `api/routes/<feature>.ts`. The key is the route's name (camelCase
 *    verb + noun, stable, unique across every feature: the client, the handler, the tests and the CDK construct
 *    ids use it). Give `method`, `path` (`{name}` for path parameters), `auth`, a one-line `summary`,
 *    the request schemas it takes (`params` with one key per `{name}`, `query`, `body`), `responses`
 *    (the schema of each success status; `noBody` for 204) and `errors` (the codes it throws besides
 *    bad_request/unauthorized/forbidden/internal, which every route may give).
 *    Request and response schemas live in the domain folder of `shared/src` (e.g. `payments/schemas.ts`).
 * 2. Server: `export const myRoute = operation('myRoute', async ({ caller, params, query, body }) => ok(...))`
 *    and add it as one key of the feature's implementation object in `functions/src/<feature>/handler.ts` (the
 *    compiler refuses the object while a route of the feature has no key, or a key has no route). The handler's
 *    answer is type-checked against `responses`.
 * 3. SPA: call `api.<feature>.myRoute({ params, query, body })` from the feature's `api/` folder; the answer is
 *    parsed.
 * 4. Tests: call it with `invoke('myRoute', …)` in `functions/test`; every answer is checked against this
 *    contract there. Then `npm run openapi` rewrites `shared/openapi.json` (a test fails while it is stale).
 *
 * A new feature is a new module here, a key below, a folder `functions/src/<feature>/` with its `handler.ts`, and
 * its entry in `functions/src/needs.ts` (shared/test/feature-names.test.ts checks the three agree).
 */
import type { RouteContract } from './contract';
import { accountRoutes } from './routes/account';
import { claimRoutes } from './routes/claim';
import { uploadsRoutes } from './routes/uploads';
import { paymentsRoutes } from './routes/payments';
import { retrievalRoutes } from './routes/retrieval';
import { messagesRoutes } from './routes/messages';
import { contactRoutes } from './routes/contact';
import { blogRoutes } from './routes/blog';
import { chatbotRoutes } from './routes/chatbot';
import { notificationsRoutes } from './routes/notifications';
import { siteRoutes } from './routes/site';
import { backOfficeRoutes } from './routes/back-office';

export const routes = {
  account: accountRoutes,
  claim: claimRoutes,
  uploads: uploadsRoutes,
  payments: paymentsRoutes,
  retrieval: retrievalRoutes,
  messages: messagesRoutes,
  contact: contactRoutes,
  blog: blogRoutes,
  chatbot: chatbotRoutes,
  notifications: notificationsRoutes,
  site: siteRoutes,
  'back-office': backOfficeRoutes,
};

export type Routes = typeof routes;
/** A feature: a module of `api/routes/`, a Lambda (`functions/src/<feature>/`), a folder of the SPA. */
export type Feature = keyof Routes;

/** Every route's name, whatever its feature. */
export type RouteName = { [F in Feature]: keyof Routes[F] & string }[Feature];
/** The feature a route is nested under. */
export type FeatureOf<N extends RouteName> = { [F in Feature]: N extends keyof Routes[F] ? F : never }[Feature];
/** The contract of a route, by its name alone. */
export type RouteOf<N extends RouteName> = {
  [F in Feature]: N extends keyof Routes[F] ? Routes[F][N] : never;
}[Feature];

/** Names two features both use: none, since a route is called by its name alone (`invoke`, CDK ids, the docs). */
type RepeatedName = {
  [F in Feature]: { [G in Exclude<Feature, F>]: keyof Routes[F] & keyof Routes[G] }[Exclude<Feature, F>];
}[Feature];
const noRepeatedName: [RepeatedName] extends [never] ? true : { repeated: RepeatedName } = true;
void noRepeatedName;

/** Every route with its name and feature, flattened, in the order of the contract. */
export const routeEntries = (): [RouteName, RouteContract, Feature][] =>
  Object.entries(routes).flatMap(([feature, featureRoutes]) =>
    Object.entries(featureRoutes as Record<string, RouteContract>).map(
      ([name, route]): [RouteName, RouteContract, Feature] => [name as RouteName, route, feature as Feature],
    ),
  );

// Built on first use: a module-level call would keep every feature's schemas in a bundle that imports this module
// for its types or one helper (each Lambda bundles its own feature's module only).
let byName: Map<string, { route: RouteContract; feature: Feature }> | undefined;
const entryOf = (name: RouteName) =>
  (byName ??= new Map(routeEntries().map(([routeName, route, feature]) => [routeName, { route, feature }]))).get(name)!;

/** A route's contract by its name alone. */
export const routeOf = <N extends RouteName>(name: N): RouteOf<N> => entryOf(name).route as RouteOf<N>;

/** The feature a route is nested under, by its name. */
export const featureOf = <N extends RouteName>(name: N): FeatureOf<N> => entryOf(name).feature as FeatureOf<N>;
