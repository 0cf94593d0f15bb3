import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/** A message staff sent to many customers: its text, who sent it and how far its delivery has come. */
export const broadcasts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'broadcast', version: '1', service: SERVICE },
        attributes: {
          broadcastId: { type: 'string', required: true, readOnly: true },
          title: { type: 'string', required: true, readOnly: true },
          content: { type: 'string', required: true, readOnly: true },
          sentBy: { type: 'string', required: true, readOnly: true },
          recipients: { type: 'number', required: true, readOnly: true },
          delivered: { type: 'number', required: true, default: 0 },
          /** Recipients whose account no longer exists. */
          skipped: { type: 'number', required: true, default: 0 },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          recent: { pk: key('PK', 'BROADCASTS'), sk: key('SK', 'BROADCAST#${broadcastId}', ['broadcastId']) },
        },
      },
      entityConfiguration(),
    ),
);
