import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/**
 * One slice of a broadcast's recipients: its insertion starts the jobs function, which delivers to these
 * customers and then marks the slice delivered (once, whatever the stream's retries).
 */
export const broadcastBatches = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'broadcastBatch', version: '1', service: SERVICE },
        attributes: {
          broadcastId: { type: 'string', required: true, readOnly: true },
          batchNumber: { type: 'number', required: true, readOnly: true },
          userIds: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
          status: { type: ['pending', 'delivered'] as const, required: true, default: 'pending' },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byBroadcast: {
            pk: key('PK', 'BROADCAST#${broadcastId}', ['broadcastId']),
            sk: key('SK', 'BATCH#${batchNumber}', ['batchNumber']),
          },
        },
      },
      entityConfiguration(),
    ),
);
