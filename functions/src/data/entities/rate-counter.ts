import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

/** A fixed-window hit counter; DynamoDB's TTL removes it when the window is long gone. */
export const rateCounters = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'rateCounter', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          subject: { type: 'string', required: true },
          window: { type: 'number', required: true },
          hits: { type: 'number', required: true, default: 0 },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byWindow: {
            pk: key('PK', 'RATE#${scope}#${subject}', ['scope', 'subject']),
            sk: key('SK', 'WINDOW#${window}', ['window']),
          },
        },
      },
      entityConfiguration(),
    ),
);
