import { Entity } from 'electrodb';
import { lazy } from '../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from './electro';

/** A checkout for an application; the webhook turns it from pending to paid. */
export const payments = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'payment', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true, readOnly: true },
          sessionId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          status: { type: ['pending', 'paid'] as const, required: true, default: 'pending' },
          amountCents: { type: 'number', required: true },
          subtotalCents: { type: 'number', required: true },
          discountCents: { type: 'number', required: true, default: 0 },
          discountCode: { type: 'string' },
          paidAt: { type: 'string' },
          ...timestamps,
        },
        indexes: {
          byApplication: {
            pk: key('PK', 'APP#${applicationId}', ['applicationId']),
            sk: key('SK', 'PAYMENT#${sessionId}', ['sessionId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
