import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

/**
 * One use of a limited code held by an open checkout, until the session's expiry: converted when the
 * checkout is paid, released when it expires, fails or its claim changes.
 */
export const discountReservations = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'discountReservation', version: '1', service: SERVICE },
        attributes: {
          code: { type: 'string', required: true, readOnly: true },
          reservationKey: { type: 'string', required: true, readOnly: true },
          applicationId: { type: 'string', required: true },
          /**
           * Seconds since the epoch: the checkout session's expiry. Not stored as the table's TTL attribute: a
           * reservation deleted by DynamoDB would leave its use counted; it is released by the sweep instead.
           */
          expiresAt: { type: 'number', required: true, field: 'sessionExpiresAt' },
        },
        indexes: {
          byCode: {
            pk: key('PK', 'CODE#${code}', ['code']),
            sk: key('SK', 'RESERVATION#${reservationKey}', ['reservationKey']),
          },
        },
      },
      entityConfiguration(),
    ),
);
