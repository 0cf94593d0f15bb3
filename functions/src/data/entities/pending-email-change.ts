import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/**
 * The email change a customer asked for and has not completed: at most one per account (asking again
 * replaces it, so only the latest link works). Completing removes it; TTL removes one never completed.
 */
export const pendingEmailChanges = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'pendingEmailChange', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true, readOnly: true },
          changeId: { type: 'string', required: true },
          newEmail: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'EMAIL_CHANGE'),
          },
        },
      },
      entityConfiguration(),
    ),
);
