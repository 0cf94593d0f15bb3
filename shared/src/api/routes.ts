/**
 * THE API CONTRACT: every route of the HTTP API (one module per function, composed here), read by
 * - the server (`functions/src/http/lambda-handler.ts` parses params, query and body with the schemas of its
 *   function's module only, so a function builds no other function's schemas at its cold start; a handler's
 *   return type must match `responses`),
 * - the SPA (`api.<routeName>(input)` from `frontend/src/lib/api-client.ts`, typed from this table, each module
 *   downloaded with the first call to one of its routes),
 * - CDK, the local gateway, the security matrix and the per-function roles (`method`, `path`, `auth`, `feature`),
 * - the OpenAPI document (`npm run openapi`, served at /api/openapi.json, docs at /api/docs).
 *
 * HOW TO ADD A ROUTE
 * 1. Add an entry to the module of the function that serves it, `api/routes/<feature>.ts`. The key is the
 *    route's name (camelCase verb + noun, stable: the client, the handler and the CDK construct ids use it).
 *    Give `method`, `path` (`{name}` for path parameters), `auth`, `feature` (the folder in `functions/src`
 *    whose Lambda serves it, the module's name), a one-line `summary`,
 *    the request schemas it takes (`params` with one key per `{name}`, `query`, `body`), `responses`
 *    (the schema of each success status; `noBody` for 204) and `errors` (the codes it throws besides
 *    bad_request/unauthorized/forbidden/internal, which every route may give).
 *    Request and response schemas live in the domain folder of `shared/src` (e.g. `payments/schemas.ts`).
 * 2. Server: `export const myRoute = operation('myRoute', async ({ caller, params, query, body }) => ok(...))`
 *    and list it in that feature's `handler.ts`. The handler's answer is type-checked against `responses`.
 * 3. SPA: name the route's module in `route-features.ts` (the compiler asks for it), then call
 *    `api.myRoute({ params, query, body })` from the feature's `api/` folder; the answer is parsed.
 * 4. Tests: call it with `invoke('myRoute', …)` in `functions/test`; every answer is checked against this
 *    contract there. Then `npm run openapi` rewrites `shared/openapi.json` (a test fails while it is stale).
 */
import { accountRoutes } from './routes/account';
import { profileRoutes } from './routes/profile';
import { applicationsRoutes } from './routes/applications';
import { uploadsRoutes } from './routes/uploads';
import { paymentsRoutes } from './routes/payments';
import { blogRoutes } from './routes/blog';
import { correspondenceRoutes } from './routes/correspondence';
import { contactRoutes } from './routes/contact';
import { chatbotRoutes } from './routes/chatbot';
import { notificationsRoutes } from './routes/notifications';
import { adminRoutes } from './routes/admin';
import { formsRoutes } from './routes/forms';
import { retrievalRoutes } from './routes/retrieval';

export const routes = {
  ...accountRoutes,
  ...profileRoutes,
  ...applicationsRoutes,
  ...uploadsRoutes,
  ...paymentsRoutes,
  ...blogRoutes,
  ...correspondenceRoutes,
  ...contactRoutes,
  ...chatbotRoutes,
  ...notificationsRoutes,
  ...adminRoutes,
  ...formsRoutes,
  ...retrievalRoutes,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
