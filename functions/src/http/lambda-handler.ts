import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { copy } from '@taxback/shared';
import * as z from '@taxback/shared/zod';
import { RETRY_AFTER_SECONDS } from '../commons/client-config';
import type { RouteContract, RouteResult } from '@taxback/shared/api/contract';
import type { Feature, RouteName, RouteOf, Routes } from '@taxback/shared/api/routes';
import { CORRELATION_HEADER, correlationIdOf, withCorrelationId } from '../commons/correlation';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { countMetric, flushMetrics } from '../commons/metrics';
import { routeKey } from '../routes';
import { authTimeOf, callerFromClaims, identifiesPerson, type Caller } from './claims';
import { isDependencyUnavailable } from './dependency-errors';
import { requestSourceIp } from './edge';
import { checkStanding } from './check-standing';
import type { EmailGuard } from './standing';
import {
  badRequest,
  forbidden,
  HttpError,
  isInvalidCursor,
  notFound,
  unauthorized,
  unsupportedMediaType,
} from './errors';
import { inRequestLocale } from './request-locale';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResponse = APIGatewayProxyStructuredResultV2;

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface ApiRequest<R extends RouteContract> {
  caller: R['auth'] extends 'public' ? null : Caller;
  body: Parsed<R['body']>;
  query: R['query'] extends z.ZodMiniType ? z.output<R['query']> : Record<string, string | undefined>;
  params: R['params'] extends z.ZodMiniType ? z.output<R['params']> : Record<string, string | undefined>;
  rawBody: string;
  headers: Record<string, string | undefined>;
  sourceIp: string;
}

/** What a handler answers: a documented status of its route with a body of that status's shape. */
export type ApiResult<N extends RouteName = RouteName> = RouteResult<RouteOf<N>>;

export interface Operation<N extends RouteName = RouteName> {
  name: N;
  run: (request: ApiRequest<RouteOf<N>>) => Promise<ApiResult<N>>;
}

/** Declares the code behind one entry of the route table; its request and answer types follow from that entry. */
export const operation = <N extends RouteName>(name: N, run: Operation<N>['run']): Operation<N> => ({ name, run });

/**
 * A feature's routes implemented: one operation per route of its module of the contract, keyed by the route's
 * name. Written `{ ... } satisfies FeatureImplementation<'claim'>`, a route without its key, or a key without its
 * route, fails the type check.
 */
export type FeatureImplementation<F extends Feature> = { [N in keyof Routes[F] & RouteName]: Operation<N> };

export const ok = <T>(body: T) => ({ status: 200 as const, body });
export const created = <T>(body: T) => ({ status: 201 as const, body });
export const accepted = () => ({ status: 202 as const, body: { ok: true as const } });
export const noContent = () => ({ status: 204 as const, body: undefined });

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

const respond = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  statusCode: status,
  headers: { ...baseHeaders, ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

/**
 * The token was verified by the gateway; this checks what the token cannot: that it is an ID token and
 * that the person is still allowed in now (see `checkStanding`).
 */
async function authorise(route: RouteContract, event: ApiEvent, emailGuard?: EmailGuard): Promise<Caller | null> {
  if (route.auth === 'public') return null;
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const caller = identifiesPerson(claims) ? callerFromClaims(claims) : null;
  if (!caller) throw unauthorized();
  if (route.auth === 'admin' && !caller.isAdmin) throw forbidden(copy.common.accessDenied);
  return checkStanding(caller, authTimeOf(claims), route.auth, emailGuard);
}

function rawBodyOf(event: ApiEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/**
 * A body must say it is JSON. A form or plain text is what a page of any site can make a visitor's browser
 * send without asking (no CORS preflight): refusing it keeps the public routes out of such requests.
 */
function jsonBody(raw: string, contentType: string | undefined): unknown {
  if (raw.trim() === '') return undefined;
  if (contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/json') throw unsupportedMediaType();
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest();
  }
}

const parseWith = (schema: z.ZodMiniType | undefined, value: unknown) => (schema ? schema.parse(value) : value);

function fieldErrors(error: z.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function errorResponse(error: unknown): ApiResponse {
  if (error instanceof HttpError) {
    return respond(error.status, {
      ...error.details,
      code: error.code,
      message: error.message,
      fields: error.fields,
    });
  }
  if (isInvalidCursor(error)) {
    return respond(400, {
      code: 'bad_request',
      message: copy.common.invalidRequest,
      fields: { cursor: copy.common.invalidRequest },
    });
  }
  if (error instanceof z.$ZodError) {
    return respond(400, {
      code: 'bad_request',
      message: copy.common.invalidRequest,
      fields: fieldErrors(error),
    });
  }
  if (isDependencyUnavailable(error)) {
    // An outage, not a bug: the caller (or Stripe) is told to come back, and on-call sees its own metric.
    logger.warn('A dependency is unavailable', error as Error);
    countMetric(metricNames.dependencyUnavailable);
    return respond(
      503,
      { code: 'service_unavailable', message: copy.common.serviceUnavailable },
      { 'retry-after': String(RETRY_AFTER_SECONDS) },
    );
  }
  logger.error('Unhandled error', error as Error);
  return respond(500, {
    code: 'internal',
    message: copy.common.serverError,
  });
}

const lowerCaseHeaders = (headers: ApiEvent['headers']) =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]));

/**
 * The Lambda entry point of one feature: finds the route of the event among the feature's routes (its module
 * of the route table, `shared/src/api/routes/<feature>.ts`), authorises the caller, parses the request with the
 * route's schemas and runs the operation.
 */
export function lambdaHandler<F extends Feature>(
  featureRoutes: Routes[F],
  implementation: FeatureImplementation<F>,
  options: { emailGuard?: EmailGuard } = {},
) {
  const operations = Object.entries(implementation as Record<string, Operation<any>>);
  const misplaced = operations.filter(([name, op]) => op.name !== name).map(([name]) => name);
  if (misplaced.length > 0) throw new Error(`Operations under another route's name: ${misplaced.join(', ')}`);
  const byName = new Map<string, Operation<any>>(operations);
  const byRouteKey = new Map(
    Object.entries(featureRoutes as Record<string, RouteContract>).map(([name, route]) => [
      routeKey(route),
      { name, route },
    ]),
  );

  const handler = middy<ApiEvent, ApiResponse>()
    .use({
      after: () => flushMetrics(),
      onError: (request) => {
        request.response = errorResponse(request.error);
        flushMetrics();
      },
    })
    .handler(async (event) => {
      const match = byRouteKey.get(event.routeKey);
      const op = match && byName.get(match.name);
      if (!match || !op) throw notFound();
      const { route } = match;
      const headers = lowerCaseHeaders(event.headers);
      const sourceIp = requestSourceIp(headers, event.requestContext.http.sourceIp);
      const caller = await authorise(route, event, options.emailGuard);
      const rawBody = rawBodyOf(event);
      const request = {
        caller,
        rawBody,
        // A read takes no body: whatever one carries is not read (nor refused).
        body:
          route.rawBody || route.method === 'GET'
            ? undefined
            : parseWith(route.body, jsonBody(rawBody, headers['content-type'])),
        query: parseWith(route.query, event.queryStringParameters ?? {}),
        params: parseWith(route.params, event.pathParameters ?? {}),
        headers,
        sourceIp,
      };
      const result = await op.run(request as never);
      return respond(result.status, result.body, result.headers);
    });
  // Texts of the answer, errors included, are in the language the caller asked for. Every log line of the
  // request (mail sent included) and every item it writes carry its correlation id, which the answer echoes.
  return async (event: ApiEvent, context: Context): Promise<ApiResponse> => {
    const correlationId = correlationIdOf(event.headers, event.requestContext.requestId);
    const response = await withCorrelationId(correlationId, () =>
      inRequestLocale(event.headers, () => handler(event, context)),
    );
    return { ...response, headers: { ...response.headers, [CORRELATION_HEADER]: correlationId } };
  };
}
