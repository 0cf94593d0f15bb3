import * as z from '../zod';
import { errorCodesOf, errorStatus, type RouteContract, type SuccessStatus } from './contract';
import { apiErrorBodySchema } from './errors';
import { routeEntries } from './routes';

type JsonSchema = Record<string, unknown>;

/** Request schemas are documented as the caller writes them, responses as the server sends them. */
const jsonSchemaOf = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' });
  return rest as JsonSchema;
};

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Bodies are named components (`GetProfileResponse`, `SaveProfileRequest`), one per schema: a schema that
 * several routes share (the profile view) is written once, named after the first route that uses it.
 */
function bodyComponents(table: Record<string, RouteContract>) {
  const requests = z.registry<{ id: string }>();
  const responses = z.registry<{ id: string }>();
  for (const [name, route] of Object.entries(table)) {
    if (route.body && !route.rawBody && !requests.has(route.body)) {
      requests.add(route.body, { id: `${capitalised(name)}Request` });
    }
    for (const [status, schema] of Object.entries(route.responses) as [string, z.ZodMiniType][]) {
      if (Number(status) === 204 || responses.has(schema)) continue;
      const multiple = Object.keys(route.responses).length > 1;
      responses.add(schema, { id: `${capitalised(name)}Response${multiple ? status : ''}` });
    }
  }
  const options = {
    unrepresentable: 'any',
    reused: 'inline',
    uri: (id: string) => `#/components/schemas/${id}`,
  } as const;
  const strip = (schemas: Record<string, JsonSchema>) =>
    Object.fromEntries(
      Object.entries(schemas).map(([id, { $schema: _dialect, id: _id, ...rest }]) => [id, rest as JsonSchema]),
    );
  const ref = (registry: typeof requests) => (schema: z.ZodMiniType) => ({
    $ref: `#/components/schemas/${registry.get(schema)!.id}`,
  });
  return {
    schemas: {
      ...strip(z.toJSONSchema(requests, { ...options, io: 'input' }).schemas as Record<string, JsonSchema>),
      ...strip(z.toJSONSchema(responses, { ...options, io: 'output' }).schemas as Record<string, JsonSchema>),
    },
    requestRef: ref(requests),
    responseRef: ref(responses),
  };
}

type Components = ReturnType<typeof bodyComponents>;

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Invalid request: `fields` names each invalid input',
  401: 'Not signed in, or the token expired',
  403: 'Not allowed for this caller',
  404: 'Not found',
  409: 'Changed meanwhile or already exists; a stale write carries `current`',
  413: 'Too large',
  415: 'The body is not JSON: send it with `Content-Type: application/json`',
  429: 'Too many requests: try again later',
  500: 'Unexpected server error',
  503: 'A service it depends on is unavailable: retry after `Retry-After` seconds',
};

function parametersOf(route: RouteContract) {
  const parameters: Record<string, unknown>[] = [];
  for (const [place, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      parameters.push({
        name,
        in: place,
        required: place === 'path' || (object.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return parameters;
}

function operationOf(name: string, route: RouteContract, feature: string, components: Components) {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.responses) as [string, z.ZodMiniType][]) {
    responses[status] =
      Number(status) === 204
        ? { description: statusText[204] }
        : {
            description: statusText[Number(status) as SuccessStatus] ?? 'OK',
            content: { 'application/json': { schema: components.responseRef(schema) } },
          };
  }
  const codesByStatus = new Map<number, string[]>();
  for (const code of errorCodesOf(route)) {
    codesByStatus.set(errorStatus[code], [...(codesByStatus.get(errorStatus[code]) ?? []), code]);
  }
  for (const [status, codes] of codesByStatus) {
    responses[String(status)] = {
      description: `${statusText[status as keyof typeof statusText]} (${codes.map((code) => `\`${code}\``).join(', ')})`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  const parameters = parametersOf(route);
  return {
    operationId: name,
    summary: route.summary,
    tags: [feature],
    security: route.auth === 'public' ? [] : [{ cognito: [] }],
    'x-auth': route.auth,
    ...(parameters.length ? { parameters } : {}),
    ...(route.rawBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: {} } } } }
      : route.body
        ? {
            requestBody: {
              required: !route.body.safeParse(undefined).success,
              content: { 'application/json': { schema: components.requestRef(route.body) } },
            },
          }
        : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the route table: what `/api/openapi.json` serves and `shared/openapi.json` holds. */
export function openApiDocument() {
  const entries = routeEntries();
  const components = bodyComponents(Object.fromEntries(entries));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route, feature] of entries) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationOf(name, route, feature, components);
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'TaxBack API',
      version: '1.0.0',
      description:
        'Generated from shared/src/api/routes.ts. Signed-in routes take the Cognito ID token as a bearer token; ' +
        'routes marked x-auth: admin also need the staff group.',
    },
    tags: [...new Set(entries.map(([, , feature]) => feature))].sort().map((name) => ({ name })),
    paths: sortedPaths,
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ApiError: jsonSchemaOf(z.looseObject(apiErrorBodySchema.shape), 'output'),
        ...Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b))),
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
