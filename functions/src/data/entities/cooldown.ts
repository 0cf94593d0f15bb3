import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

/** A running cool-down of one subject: nothing more until `expiresAt` (epoch seconds), when TTL also removes it. */
export const cooldowns = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'cooldown', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          subject: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          bySubject: {
            pk: key('PK', 'COOLDOWN#${scope}#${subject}', ['scope', 'subject']),
            sk: key('SK', 'COOLDOWN'),
          },
        },
      },
      entityConfiguration(),
    ),
);
