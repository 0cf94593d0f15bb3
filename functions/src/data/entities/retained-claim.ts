import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/** A paid claim's summary kept after its account was closed, under the closure's tombstone id, until TTL. */
export const retainedClaims = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'retainedClaim', version: '1', service: SERVICE },
        attributes: {
          tombstoneId: { type: 'string', required: true, readOnly: true },
          applicationId: { type: 'string', required: true, readOnly: true },
          summary: { type: 'any', required: true },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byTombstone: {
            pk: key('PK', 'TOMBSTONE#${tombstoneId}', ['tombstoneId']),
            sk: key('SK', 'CLAIM#${applicationId}', ['applicationId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
