import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

/** Refunds the stand-in provider would have made (no money moves locally): tests and staff read them here. */
export const localRefunds = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'localRefund', version: '1', service: SERVICE },
        attributes: {
          sessionId: { type: 'string', required: true, readOnly: true },
          refundId: { type: 'string', required: true },
          amountCents: { type: 'number', required: true },
          reason: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          bySession: { pk: key('PK', 'LOCALCHECKOUT#${sessionId}', ['sessionId']), sk: key('SK', 'REFUND') },
        },
      },
      entityConfiguration(),
    ),
);
