import { Entity } from 'electrodb';
import { lazy } from '../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from './electro';

/** API Gateway ends a WebSocket connection after 2 hours; TTL sweeps connections never closed cleanly. */
const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

/**
 * An open WebSocket connection. Found by id on $disconnect, by user (GSI1) to reach a customer's
 * open sessions, and on the sparse GSI2 when it belongs to an admin.
 */
export const connections = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'wsConnection', version: '1', service: SERVICE },
        attributes: {
          connectionId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          isAdmin: { type: 'boolean', required: true, readOnly: true },
          /** The pool user name and sign-in time of the token that opened it: admin pushes re-check them. */
          username: { type: 'string', readOnly: true },
          authTime: { type: 'number', readOnly: true },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byId: { pk: key('PK', 'WSCONN#${connectionId}', ['connectionId']), sk: key('SK', 'WSCONN') },
          byUser: {
            index: 'GSI1',
            pk: key('GSI1PK', 'WSCONNS#USER#${userId}', ['userId']),
            sk: key('GSI1SK', '${connectionId}', ['connectionId']),
          },
          admins: {
            index: 'GSI2',
            condition: (item) => item.isAdmin === true,
            pk: key('GSI2PK', 'WSCONNS#admin'),
            sk: key('GSI2SK', '${connectionId}', ['connectionId']),
          },
        },
      },
      entityConfiguration(),
    ),
);

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
