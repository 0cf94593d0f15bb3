import { REALTIME } from '@taxback/shared/constants';
import { openConnectionCount, saveConnection } from '../data/stores/ws-connection';
import type { ConnectionEvent, ConnectionResult } from './events';

/**
 * $connect: remembers whose connection this is, as the authorizer established. A person already holding the
 * most connections allowed is refused (429): each one is an item, and every push fans out to all of them.
 */
export async function handler(event: ConnectionEvent): Promise<ConnectionResult> {
  const { connectionId, authorizer } = event.requestContext;
  if (!authorizer?.userId) return { statusCode: 401 };
  if ((await openConnectionCount(authorizer.userId)) >= REALTIME.maxConnectionsPerUser) return { statusCode: 429 };
  await saveConnection(connectionId, authorizer.userId, authorizer.isAdmin === 'true', {
    username: authorizer.username,
    authTime: Number(authorizer.authTime) || undefined,
  });
  return { statusCode: 200 };
}
