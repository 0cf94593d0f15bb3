import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/**
 * A recount of the counters from the items themselves, asked for by staff when a counter's meaning changes
 * (or it drifted). The jobs function counts when the item appears in the stream; TTL removes the record.
 */
export const statsRecounts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'statsRecount', version: '1', service: SERVICE },
        attributes: {
          recountId: { type: 'string', required: true, readOnly: true },
          status: { type: ['counting', 'done', 'failed'] as const, required: true, default: 'counting' },
          requestedBy: { type: 'string', required: true },
          finishedAt: { type: 'string' },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byId: { pk: key('PK', 'STATS'), sk: key('SK', 'RECOUNT#${recountId}', ['recountId']) },
        },
      },
      entityConfiguration(),
    ),
);
