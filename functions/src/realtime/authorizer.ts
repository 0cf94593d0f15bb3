import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { verifyIdToken } from './verify-token';

export interface ConnectionContext {
  userId: string;
  /** API Gateway hands authorizer context values on as strings. */
  isAdmin: string;
}

/**
 * The WebSocket API's $connect authorizer. Browsers cannot set headers on a WebSocket, so the ID
 * token comes as `?token=`. Throwing "Unauthorized" makes API Gateway answer 401.
 */
export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.token;
  const caller = token ? await verifyIdToken(token) : null;
  if (!caller) throw new Error('Unauthorized');
  const context: ConnectionContext = { userId: caller.userId, isAdmin: String(caller.isAdmin) };
  return {
    principalId: caller.userId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: { ...context },
  };
}
