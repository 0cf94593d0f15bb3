import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

/** Marks a stream record as processed, so a redelivered record is recognised and skipped. */
export const streamEvents = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'streamEvent', version: '1', service: SERVICE },
        attributes: {
          eventId: { type: 'string', required: true, readOnly: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byEvent: { pk: key('PK', 'STREAM#${eventId}', ['eventId']), sk: key('SK', 'PROCESSED') },
        },
      },
      entityConfiguration(),
    ),
);
