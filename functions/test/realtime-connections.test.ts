import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REALTIME } from '@taxback/shared';
import { connections } from '../src/data/entities/ws-connection';
import { openConnectionCount, removeConnection } from '../src/data/stores/ws-connection';
import { handler as connect } from '../src/realtime/connect';
import type { ConnectionEvent } from '../src/realtime/events';

/** A $connect event as API Gateway hands it on once the authorizer let the token in. */
const connectEvent = (userId: string, connectionId = randomUUID()) =>
  ({
    requestContext: {
      connectionId,
      routeKey: '$connect',
      eventType: 'CONNECT',
      authorizer: { userId, isAdmin: 'false', username: userId, authTime: '1795688309' },
    },
    isBase64Encoded: false,
  }) as unknown as ConnectionEvent;

describe('WebSocket connections of one person', () => {
  it(`are at most ${REALTIME.maxConnectionsPerUser} at once: one more is refused (429) and not stored`, async () => {
    const userId = randomUUID();
    const ids = Array.from({ length: REALTIME.maxConnectionsPerUser }, () => randomUUID());
    for (const id of ids) expect(await connect(connectEvent(userId, id))).toEqual({ statusCode: 200 });

    const refusedId = randomUUID();
    expect(await connect(connectEvent(userId, refusedId))).toEqual({ statusCode: 429 });
    expect((await connections().get({ connectionId: refusedId }).go()).data).toBeNull();
    expect(await openConnectionCount(userId)).toBe(REALTIME.maxConnectionsPerUser);
    // Someone else is not held back by this person's connections.
    expect(await connect(connectEvent(randomUUID()))).toEqual({ statusCode: 200 });

    // A closed one makes room again.
    await removeConnection(ids[0]!);
    expect(await connect(connectEvent(userId))).toEqual({ statusCode: 200 });
  });

  it('does not count connections whose time is over but that TTL has not swept yet', async () => {
    const userId = randomUUID();
    const ids = Array.from({ length: REALTIME.maxConnectionsPerUser }, () => randomUUID());
    for (const id of ids) expect(await connect(connectEvent(userId, id))).toEqual({ statusCode: 200 });
    await connections()
      .patch({ connectionId: ids[0]! })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect(await connect(connectEvent(userId))).toEqual({ statusCode: 200 });
  });
});
