import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Feature } from '@taxback/functions/http/route-types';
import { loadLambdaHandler } from './function-loader';
import { claimsAsApiGatewayDoes } from './jwt-verifier';
import { lambdaContext } from './lambda-context';
import { matchRoute, pathExists } from './route-matcher';
import type { JWTPayload } from 'jose';

type LambdaHandler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayOptions {
  port: number;
  allowedOrigin: string;
  verifyToken: (token: string) => Promise<JWTPayload | null>;
  /** Extra handlers for local-only pages (the stand-in checkout page); return true when handled. */
  extraRoutes?: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<boolean>;
}

/** API Gateway refuses a path that is not valid percent-encoding before any route is matched. */
const isWellFormedPath = (pathname: string) => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

const MAX_BODY_BYTES = 10 * 1024 * 1024;

const handlers = new Map<Feature, Promise<LambdaHandler>>();
const loadHandler = (feature: Feature): Promise<LambdaHandler> => {
  let handler = handlers.get(feature);
  if (!handler) {
    handler = loadLambdaHandler<LambdaHandler>(`${feature}/handler`);
    handlers.set(feature, handler);
  }
  return handler;
};

async function readBody(request: http.IncomingMessage): Promise<Buffer | 'too large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return 'too large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const joinHeaderValues = (headers: http.IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value as string)]),
  );

function queryParameters(url: URL): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const [name, value] of url.searchParams) result[name] = name in result ? `${result[name]},${value}` : value;
  return Object.keys(result).length ? result : undefined;
}

/** An HTTP server that serves every route of the route table with API Gateway's HTTP API (v2) event shape. */
export function startHttpGateway(options: GatewayOptions) {
  const corsHeaders = {
    'access-control-allow-origin': options.allowedOrigin,
    'access-control-allow-headers': 'authorization,content-type,stripe-signature,x-correlation-id',
    'access-control-expose-headers': 'x-correlation-id',
    'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    'access-control-max-age': '600',
  };
  const send = (response: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { ...corsHeaders, ...headers });
    response.end(body);
  };
  const sendJson = (response: http.ServerResponse, status: number, body: unknown) =>
    send(response, status, JSON.stringify(body), { 'content-type': 'application/json' });

  const server = http.createServer(async (request, response) => {
    const arrived = performance.now();
    try {
      if (options.extraRoutes && (await options.extraRoutes(request, response))) return;
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      if (method === 'OPTIONS') return send(response, 204, '');
      if (!isWellFormedPath(url.pathname)) return sendJson(response, 400, { message: 'Bad Request' });
      const match = matchRoute(method, url.pathname);
      if (!match) return sendJson(response, pathExists(url.pathname) ? 405 : 404, { message: 'Not Found' });

      let claims: Record<string, string> | undefined;
      if (match.route.auth !== 'public') {
        const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
        const payload = token ? await options.verifyToken(token) : null;
        if (!payload) return sendJson(response, 401, { message: 'Unauthorized' });
        claims = claimsAsApiGatewayDoes(payload);
      }

      const body = await readBody(request);
      if (body === 'too large') return sendJson(response, 413, { message: 'Request Entity Too Large' });

      const now = new Date();
      const event: APIGatewayProxyEventV2WithJWTAuthorizer = {
        version: '2.0',
        routeKey: match.routeKey,
        rawPath: url.pathname,
        rawQueryString: url.search.replace(/^\?/, ''),
        headers: joinHeaderValues(request.headers),
        queryStringParameters: queryParameters(url),
        pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          domainName: request.headers.host ?? 'localhost',
          domainPrefix: 'localhost',
          http: {
            method,
            path: url.pathname,
            protocol: 'HTTP/1.1',
            sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
            userAgent: request.headers['user-agent'] ?? '',
          },
          requestId: randomUUID(),
          routeKey: match.routeKey,
          stage: '$default',
          time: now.toISOString(),
          timeEpoch: now.getTime(),
          authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ?? {}, scopes: [] } },
        },
        body: body.length ? body.toString('utf8') : undefined,
        isBase64Encoded: false,
      };
      if (!claims) delete (event.requestContext as { authorizer?: unknown }).authorizer;

      const handler = await loadHandler(match.feature);
      const started = performance.now();
      const result = await handler(event, lambdaContext(`taxback-${match.feature}`));
      const handlerMs = performance.now() - started;
      const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
      const payload = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
      // The handler's time and the gateway's own (from the request's arrival to its answer, less the handler's),
      // so the bench can tell both from the time a request waited before the gateway saw it.
      const gatewayMs = performance.now() - arrived - handlerMs;
      const timing = { 'server-timing': `gateway;dur=${gatewayMs.toFixed(2)}, handler;dur=${handlerMs.toFixed(2)}` };
      response.writeHead(result.statusCode ?? 200, { ...corsHeaders, ...headers, ...timing });
      response.end(payload);
    } catch (error) {
      console.error('Local gateway error', error);
      sendJson(response, 500, { message: 'Internal Server Error' });
    }
  });

  return new Promise<{ stop: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
