import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { responseProblem } from '@taxback/shared/api/contract';
import { featureOf, routeOf, type RouteName } from '../../src/routes';
import type { Caller } from '../../src/http/claims';
import { ensureInPool } from './identity';

export interface InvokeOptions {
  caller?: Caller | null;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  sourceIp?: string;
  /** The token's sign-in time (epoch seconds); by default the time the caller first called. */
  authTime?: number;
  /** Sends the claims of an access token instead of an ID token. */
  tokenUse?: 'id' | 'access';
  /** The token's `email_verified` claim (true by default: the API sets every address verified). */
  emailVerified?: boolean;
}

export interface InvokeResult<T = any> {
  status: number;
  body: T;
  headers: Record<string, string>;
}

export const newCaller = (overrides: Partial<Caller> = {}): Caller => {
  const userId = randomUUID();
  return { userId, username: userId, email: `${userId.slice(0, 8)}@example.com`, isAdmin: false, ...overrides };
};

/** Claims as the HTTP API JWT authorizer hands them to the Lambda (groups flattened to "[a b]"). */
const claimsOf = (caller: Caller, username: string, authTime: number, tokenUse: string, emailVerified = true) => ({
  sub: caller.userId,
  'cognito:username': username,
  email: caller.email,
  email_verified: String(emailVerified),
  token_use: tokenUse,
  auth_time: String(authTime),
  ...(caller.isAdmin ? { 'cognito:groups': '[admin]' } : {}),
});

/**
 * Calls the Lambda handler behind a route-table entry with the event API Gateway would send, and fails
 * the test when the answer does not match the route's contract.
 */
export async function invoke<T = any>(name: RouteName, options: InvokeOptions = {}): Promise<InvokeResult<T>> {
  const route = routeOf(name);
  const member = options.caller ? await ensureInPool(options.caller) : null;
  const claims =
    options.caller &&
    member &&
    claimsOf(
      options.caller,
      member.username,
      options.authTime ?? member.signedInAt,
      options.tokenUse ?? 'id',
      options.emailVerified,
    );
  const routeKey = `${route.method} ${route.path}`;
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_, key: string) => options.params?.[key] ?? key);
  const rawBody = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const event = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: new URLSearchParams(options.query).toString(),
    headers: { 'content-type': 'application/json', ...options.headers },
    queryStringParameters: options.query,
    pathParameters: options.params,
    requestContext: {
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: options.sourceIp ?? '127.0.0.1',
        userAgent: 'vitest',
      },
      routeKey,
      requestId: randomUUID(),
      stage: '$default',
      ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}),
    },
    body: rawBody,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  const { handler } = (await import(`../../src/${featureOf(name)}/handler.ts`)) as {
    handler: (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<any>;
  };
  const response = await handler(event, {
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => 30_000,
  } as Context);
  const body = response.body ? JSON.parse(response.body) : undefined;
  // Every answer of every test is checked against the API contract: a documented status with its shape.
  const problem = responseProblem(route, response.statusCode, body);
  if (problem) throw new Error(`${name} broke its contract: ${problem}\n${JSON.stringify(body)}`);
  return { status: response.statusCode, body, headers: response.headers ?? {} };
}
