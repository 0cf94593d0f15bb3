import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';
import { feeLineList } from './fee-lines';

/**
 * A checkout for an application and the quote it was opened for (frozen: lines, discount, total and the
 * answers version it priced). The webhook turns it pending → paid when it still matches the claim, or
 * refunded when the money arrived for a claim that was not waiting for it; an expired or failed session
 * is closed without money.
 */
export const payments = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'payment', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true, readOnly: true },
          sessionId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          status: {
            type: ['pending', 'paid', 'refunded', 'expired', 'failed'] as const,
            required: true,
            default: 'pending',
          },
          /** A first payment (`fee`) or a reopened claim's top-up (`balance`). */
          kind: { type: ['fee', 'balance'] as const, default: 'fee' },
          /** The lines charged by this checkout. */
          lines: feeLineList,
          /** The fee lines the claim is covered for once this checkout is paid. */
          covers: feeLineList,
          /** The claim's answers version the quote priced; a payment for another version is refunded. */
          answersVersion: { type: 'number' },
          amountCents: { type: 'number', required: true },
          subtotalCents: { type: 'number', required: true },
          discountCents: { type: 'number', required: true, default: 0 },
          discountCode: { type: 'string' },
          paidAt: { type: 'string' },
          refundedAt: { type: 'string' },
          /** Why money was given back (stale quote, claim already paid, ...). */
          refundReason: { type: 'string' },
          refundId: { type: 'string' },
          /** The provider's payment the money came in with (what a later refund gives back). */
          paymentIntentId: { type: 'string' },
          /** The discount code's reservation this checkout holds (released on expiry, converted on payment). */
          reservationKey: { type: 'string' },
          closedAt: { type: 'string' },
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
