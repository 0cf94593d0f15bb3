import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';
import type { handler as Authorize } from '@taxback/functions/realtime/authorizer';
import type { handler as Connect } from '@taxback/functions/realtime/connect';
import type { handler as Disconnect } from '@taxback/functions/realtime/disconnect';
import type { ConnectionEvent } from '@taxback/functions/realtime/events';
import { loadLambdaHandler } from './function-loader';

const API_ID = 'local';
const STAGE = 'local';

/** API Gateway's connection ids: 12 random bytes, base64. */
const newConnectionId = () => randomBytes(12).toString('base64');

const singleValues = (values: http.IncomingHttpHeaders | URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    [...(values instanceof URLSearchParams ? values : Object.entries(values))]
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]),
  );

function requestContext(routeKey: '$connect' | '$disconnect', connectionId: string, connectedAt: number) {
  const now = new Date();
  return {
    routeKey,
    eventType: routeKey === '$connect' ? ('CONNECT' as const) : ('DISCONNECT' as const),
    messageId: randomUUID(),
    extendedRequestId: randomUUID(),
    requestTime: now.toUTCString(),
    messageDirection: 'IN' as const,
    stage: STAGE,
    connectedAt,
    requestTimeEpoch: now.getTime(),
    requestId: randomUUID(),
    domainName: 'localhost',
    connectionId,
    apiId: API_ID,
  };
}

function authorizerEvent(
  request: http.IncomingMessage,
  url: URL,
  connectionId: string,
): APIGatewayRequestAuthorizerEvent {
  return {
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:local:000000000000:${API_ID}/${STAGE}/$connect`,
    resource: '$connect',
    path: url.pathname,
    httpMethod: 'GET',
    headers: singleValues(request.headers),
    multiValueHeaders: null,
    pathParameters: null,
    queryStringParameters: singleValues(url.searchParams),
    multiValueQueryStringParameters: null,
    stageVariables: null,
    requestContext: requestContext('$connect', connectionId, Date.now()) as never,
  };
}

const allows = (result: APIGatewayAuthorizerResult) =>
  result.policyDocument.Statement.some((statement) => statement.Effect === 'Allow');

const refuse = (socket: Duplex, status: number) => {
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
};

/**
 * The local WebSocket API, speaking API Gateway's protocol: the $connect authorizer and the
 * $connect/$disconnect handlers run with API Gateway's event shapes, and the management API
 * (`POST /@connections/{id}`) that the AWS SDK posts to delivers to the socket, or answers 410 Gone.
 */
export function startWebSocketGateway({ port }: { port: number }) {
  const sockets = new Map<string, WebSocket>();
  const disconnecting = new Set<Promise<unknown>>();
  const upgrades = new WebSocketServer({ noServer: true });

  const manage = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const id = /\/@connections\/([^/]+)$/.exec(new URL(request.url ?? '/', 'http://localhost').pathname)?.[1];
    const socket = id ? sockets.get(decodeURIComponent(id)) : undefined;
    if (!id) return response.writeHead(404).end();
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      response.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
      return response.end(JSON.stringify({ message: 'Gone' }));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === 'POST') socket.send(Buffer.concat(chunks).toString('utf8'));
    else if (request.method === 'DELETE') socket.close();
    response.writeHead(200).end();
  };

  const server = http.createServer((request, response) => {
    manage(request, response).catch((error) => {
      console.error('Local WebSocket management error', error);
      response.writeHead(500).end();
    });
  });

  server.on('upgrade', async (request, socket, head) => {
    // A tab closed during the handshake resets the connection: without a listener, writing the answer to it
    // would throw out of this process (ws listens for itself once it has the socket).
    socket.on('error', () => socket.destroy());
    try {
      const [authorize, connect, disconnect] = await Promise.all([
        loadLambdaHandler<typeof Authorize>('realtime/authorizer'),
        loadLambdaHandler<typeof Connect>('realtime/connect'),
        loadLambdaHandler<typeof Disconnect>('realtime/disconnect'),
      ]);
      const url = new URL(request.url ?? '/', 'http://localhost');
      const connectionId = newConnectionId();
      const authorized = await authorize(authorizerEvent(request, url, connectionId)).catch(() => null);
      if (!authorized || !allows(authorized)) return refuse(socket, authorized ? 403 : 401);
      const connectedAt = Date.now();
      const event = (routeKey: '$connect' | '$disconnect'): ConnectionEvent => ({
        requestContext: {
          ...requestContext(routeKey, connectionId, connectedAt),
          authorizer: { principalId: authorized.principalId, ...authorized.context } as never,
        },
        ...(routeKey === '$connect'
          ? { headers: singleValues(request.headers), queryStringParameters: singleValues(url.searchParams) }
          : {}),
        isBase64Encoded: false,
      });
      const result = await connect(event('$connect'));
      const status = typeof result === 'object' ? (result.statusCode ?? 200) : 200;
      if (status !== 200) return refuse(socket, status);
      upgrades.handleUpgrade(request, socket, head, (ws) => {
        sockets.set(connectionId, ws);
        ws.on('close', () => {
          sockets.delete(connectionId);
          const pending = disconnect(event('$disconnect'))
            .catch((error) => console.error('Local $disconnect failed', error))
            .finally(() => disconnecting.delete(pending));
          disconnecting.add(pending);
        });
      });
    } catch (error) {
      console.error('Local WebSocket $connect failed', error);
      refuse(socket, 500);
    }
  });

  return new Promise<{ stop: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        stop: async () => {
          const closed = [...upgrades.clients].map((ws) => new Promise((done) => ws.once('close', done)));
          for (const ws of upgrades.clients) ws.terminate();
          await Promise.all(closed);
          await Promise.all(disconnecting);
          server.closeAllConnections();
          await new Promise<void>((done) => server.close(() => done()));
        },
      }),
    );
  });
}
