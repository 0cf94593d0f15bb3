import type { RealtimeMessage } from '@taxback/shared';
import { postToConnection } from '../adapters/realtime';
import { logger } from '../commons/logger';
import { adminConnectionIds, removeConnection, userConnectionIds } from '../data/connections';

/** Best effort: a failed post is logged, and a connection API Gateway reports gone is forgotten. */
async function sendTo(connectionIds: string[], message: RealtimeMessage): Promise<void> {
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

export const pushToAdmins = async (message: RealtimeMessage) => sendTo(await adminConnectionIds(), message);

export const pushToUser = async (userId: string, message: RealtimeMessage) =>
  sendTo(await userConnectionIds(userId), message);
