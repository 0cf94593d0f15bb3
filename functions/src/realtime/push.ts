import type { RealtimeEvent } from '@taxback/shared';
import { postToConnection } from '../adapters/realtime';
import { logger } from '../commons/logger';
import { adminConnections, removeConnection, userConnectionIds } from '../data/stores/ws-connection';
import { isAdmitted, judgeStanding } from '../http/standing';

/** Best effort: a failed post is logged, and a connection API Gateway reports gone is forgotten. */
async function sendTo(connectionIds: string[], message: RealtimeEvent): Promise<void> {
  const data = JSON.stringify(message);
  await Promise.all(
    connectionIds.map(async (connectionId) => {
      try {
        if (!(await postToConnection(connectionId, data))) await removeConnection(connectionId);
      } catch (error) {
        logger.warn('Realtime push failed', { connectionId, type: message.type, error: error as Error });
      }
    }),
  );
}

/**
 * Admin connections whose person is still staff now (same check as the admin routes); the others are
 * forgotten, so someone removed from staff stops receiving pushes at the next one.
 */
async function currentAdminConnectionIds(): Promise<string[]> {
  const connections = await adminConnections();
  const allowed = await Promise.all(
    connections.map(async (connection) => {
      const caller = { userId: connection.userId, username: connection.username ?? connection.userId, email: '' };
      const authTime = connection.authTime ?? Number.MAX_SAFE_INTEGER;
      const verdict = await judgeStanding({ ...caller, isAdmin: true }, authTime, 'admin').catch(() => null);
      if (isAdmitted(verdict)) return true;
      await removeConnection(connection.connectionId).catch(() => undefined);
      return false;
    }),
  );
  return connections.filter((_, index) => allowed[index]).map((connection) => connection.connectionId);
}

export const pushToAdmins = async (message: RealtimeEvent) => sendTo(await currentAdminConnectionIds(), message);

export const pushToUser = async (userId: string, message: RealtimeEvent) =>
  sendTo(await userConnectionIds(userId), message);
