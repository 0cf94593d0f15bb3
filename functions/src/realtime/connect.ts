import { saveConnection } from '../data/connections';
import type { ConnectionEvent, ConnectionResult } from './events';

/** $connect: remembers whose connection this is, as the authorizer established. */
export async function handler(event: ConnectionEvent): Promise<ConnectionResult> {
  const { connectionId, authorizer } = event.requestContext;
  if (!authorizer?.userId) return { statusCode: 401 };
  await saveConnection(connectionId, authorizer.userId, authorizer.isAdmin === 'true', {
    username: authorizer.username,
    authTime: Number(authorizer.authTime) || undefined,
  });
  return { statusCode: 200 };
}
