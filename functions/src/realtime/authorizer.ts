import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { isAdmitted, judgeStanding } from '../http/standing';
import { verifyIdToken } from './verify-token';

export interface ConnectionContext {
  userId: string;
  /** API Gateway hands authorizer context values on as strings. */
  isAdmin: string;
  username: string;
  authTime: string;
}

/**
 * The WebSocket API's $connect authorizer. Browsers cannot set headers on a WebSocket, so the ID
 * token comes as `?token=`. Throwing "Unauthorized" makes API Gateway answer 401.
 */
export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.token;
  const verified = token ? await verifyIdToken(token) : null;
  const caller = verified && (await judgeStanding(verified.caller, verified.authTime, 'user').catch(() => null));
  if (!verified || !isAdmitted(caller)) throw new Error('Unauthorized');
  const context: ConnectionContext = {
    userId: caller.userId,
    // Staff still setting up TOTP get customer pushes only, as the admin routes refuse them.
    isAdmin: String(caller.isAdmin && !caller.needsTotp),
    username: caller.username,
    authTime: String(verified.authTime),
  };
  return {
    principalId: caller.userId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: { ...context },
  };
}
