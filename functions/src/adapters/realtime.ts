import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { awsClientConfig, timedClient } from '../commons/client-config';
import { lazy } from '../commons/lazy';
import { config } from '../config';

const client = lazy(() =>
  timedClient(
    new ApiGatewayManagementApiClient({ ...awsClientConfig('realtime'), endpoint: config.websocketManagementUrl }),
    'realtime',
  ),
);

/** Sends one message to one WebSocket connection; false when the connection is gone (410). */
export async function postToConnection(connectionId: string, data: string): Promise<boolean> {
  try {
    await client().send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }),
    );
    return true;
  } catch (error) {
    if (error instanceof GoneException) return false;
    throw error;
  }
}
