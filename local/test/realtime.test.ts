import net from 'node:net';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeJwt } from 'jose';
import { notificationListSchema } from '@taxback/shared';
import {
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { adminConnections, saveConnection } from '@taxback/functions/data/stores/ws-connection';
import { connections } from '@taxback/functions/data/entities/ws-connection';
import { adminToken, customerToken, staffMember } from './support/tokens';
import { openSocket, type TestSocket } from './support/websocket';

const api = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${inject('localStack').urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A customer's message: an event that asks staff to act, so it notifies them and pushes to them. */
const writeToStaff = (token: string) => api('POST', '/messages', token, { content: 'Where is my refund?' });

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 2_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sockets: TestSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
const open = async (token: string) => {
  const socket = await openSocket(token);
  sockets.push(socket);
  return socket;
};

describe('realtime updates on the local stack', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it.each([
    ['a signed-in tab', true],
    ['a tab whose session was revoked (refused)', false],
  ])('outlives %s that leaves while its connection is being answered', async (_, signedIn) => {
    const token = await customerToken();
    const { port } = new URL(inject('localStack').urls.websocket);
    // A browser tab closed mid-handshake: the upgrade request, then a reset at once.
    await new Promise<void>((resolve, reject) => {
      const leaving = net.connect({ port: Number(port), host: '127.0.0.1' }, () => {
        const upgrade = [
          `GET /?token=${signedIn ? encodeURIComponent(token) : 'revoked'} HTTP/1.1`,
          'Host: localhost',
          'Upgrade: websocket',
          'Connection: Upgrade',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          'Sec-WebSocket-Version: 13',
        ];
        leaving.write(`${upgrade.join('\r\n')}\r\n\r\n`, () => {
          leaving.resetAndDestroy();
          resolve();
        });
      });
      leaving.once('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    const staying = await open(token);
    expect(staying).toBeDefined();
  });

  it('tells a connected admin within 2 seconds that a customer wrote to them', async () => {
    const watcher = await open(admin);
    const customer = await customerToken();
    const customerId = decodeJwt(customer).sub;
    const started = Date.now();
    const pushed = watcher.next((message) => message.type === 'notifications.changed');
    expect((await writeToStaff(customer)).status).toBe(201);

    const message = await pushed;
    const listed = notificationListSchema.parse(await (await api('GET', '/admin/notifications', admin)).json());
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(message).toMatchObject({ type: 'notifications.changed', unread: { notifications: expect.any(Number) } });
    expect(listed.notifications).toContainEqual(
      expect.objectContaining({ userId: customerId, eventType: 'message_from_user', isRead: false }),
    );
  });

  it("tells the customer's own open sessions that their profile changed", async () => {
    const customer = await customerToken();
    const session = await open(customer);
    const pushed = session.next((message) => message.type === 'profile.changed');
    expect((await api('PUT', '/profile/itin', customer, { itin: '912-70-1234' })).status).toBe(200);
    await expect(pushed).resolves.toEqual({ type: 'profile.changed' });
  });

  it('forgets a connection that API Gateway reports gone when a push fails', async () => {
    const { sub } = decodeJwt(admin);
    const staleId = `stale-${Date.now()}`;
    await saveConnection(staleId, sub!, true);
    await writeToStaff(await customerToken());
    await until(async () => ((await connections().get({ connectionId: staleId }).go()).data ? undefined : true));
  });

  it('stops pushing to someone removed from staff, at the next push', async () => {
    const staff = await staffMember();
    const watcher = await open(staff.token);
    const { sub } = decodeJwt(staff.token);
    const staffConnections = async () =>
      (await adminConnections()).filter((connection) => connection.userId === sub).length;
    expect(await staffConnections()).toBe(1);

    await new CognitoIdentityProviderClient({}).send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: inject('localStack').pool.userPoolId,
        Username: staff.username,
        GroupName: 'admin',
      }),
    );
    const seen: unknown[] = [];
    void watcher.next((message) => (seen.push(message), false)).catch(() => undefined);
    await writeToStaff(await customerToken());
    await until(async () => ((await staffConnections()) === 0 ? true : undefined));
    expect(seen).toEqual([]);
  });

  it('refuses a connection without a valid ID token', async () => {
    await expect(openSocket('not-a-token')).rejects.toThrow('Refused: 401');
  });
});
