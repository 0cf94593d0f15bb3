import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/**
 * A refund the customer is to be told of by mail (the fee of a claim rejected after payment). Written once
 * per refunded checkout by the function that refunds; its insertion starts the jobs function, which mails.
 */
export const refundNotices = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'refundNotice', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true, readOnly: true },
          sessionId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          amountCents: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byClaim: {
            pk: key('PK', 'APP#${applicationId}', ['applicationId']),
            sk: key('SK', 'REFUND_NOTICE#${sessionId}', ['sessionId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
