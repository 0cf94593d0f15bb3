import { connections } from '../entities/ws-connection';

/** API Gateway ends a WebSocket connection after 2 hours; TTL sweeps connections never closed cleanly. */
const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

export const saveConnection = (
  connectionId: string,
  userId: string,
  isAdmin: boolean,
  token: { username?: string; authTime?: number } = {},
) =>
  connections()
    .put({
      connectionId,
      userId,
      isAdmin,
      ...token,
      expiresAt: Math.floor(Date.now() / 1000) + CONNECTION_TTL_SECONDS,
    })
    .go();

export const removeConnection = (connectionId: string) => connections().delete({ connectionId }).go();

const ids = (items: { connectionId: string }[]) => items.map((item) => item.connectionId);

export const adminConnections = async () => (await connections().query.admins({}).go({ pages: 'all' })).data;

/** How many connections of a person are open (those TTL has not yet swept but whose time is over do not count). */
export async function openConnectionCount(userId: string, now = Date.now()): Promise<number> {
  const { data } = await connections().query.byUser({ userId }).go({ pages: 'all' });
  return data.filter((item) => item.expiresAt > Math.floor(now / 1000)).length;
}

export const userConnectionIds = async (userId: string) =>
  ids((await connections().query.byUser({ userId }).go({ pages: 'all' })).data);

/** Removes the customer's open WebSocket connections (found by user on GSI1); answers how many. */
export async function deleteConnectionsOf(userId: string): Promise<number> {
  const { data } = await connections().query.byUser({ userId }).go({ pages: 'all' });
  for (const { connectionId } of data) await connections().delete({ connectionId }).go();
  return data.length;
}
