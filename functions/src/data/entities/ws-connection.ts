import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

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
