import { removeConnection } from '../data/stores/ws-connection';
import type { ConnectionEvent, ConnectionResult } from './events';

/** $disconnect: forgets the connection. */
export async function handler(event: ConnectionEvent): Promise<ConnectionResult> {
  await removeConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
}
