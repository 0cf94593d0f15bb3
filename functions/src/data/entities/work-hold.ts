import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

/** One piece of work running for a subject: its holder, and when the hold lapses if the holder never ends it. */
export const workHolds = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'workHold', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          subject: { type: 'string', required: true },
          holder: { type: 'string', required: true },
          /** Epoch seconds after which another request may take the work over. */
          heldUntil: { type: 'number', required: true },
          /** DynamoDB's TTL removes a hold left behind by a function that died. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byWork: {
            pk: key('PK', 'HOLD#${scope}#${subject}', ['scope', 'subject']),
            sk: key('SK', 'HOLD'),
          },
        },
      },
      entityConfiguration(),
    ),
);
