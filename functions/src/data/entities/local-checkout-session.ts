import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE } from '../electro';

/**
 * Sessions of the stand-in checkout page the local stack serves (there is no network to reach Stripe).
 * The page delivers a Stripe-signed webhook, so the webhook path is the same as in AWS.
 */
export const localCheckoutSessions = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'localCheckoutSession', version: '1', service: SERVICE },
        attributes: {
          sessionId: { type: 'string', required: true, readOnly: true },
          amountCents: { type: 'number', required: true },
          currency: { type: 'string', required: true },
          productName: { type: 'string', required: true },
          customerEmail: { type: 'string', required: true },
          metadata: {
            type: 'map',
            properties: {
              applicationId: { type: 'string' },
              userId: { type: 'string' },
              discountCode: { type: 'string' },
            },
          },
          successUrl: { type: 'string', required: true },
          cancelUrl: { type: 'string', required: true },
          idempotencyKey: { type: 'string', required: true },
          completed: { type: 'boolean', default: false },
          /** Set when the claim changed: the page refuses to take the payment. */
          expired: { type: 'boolean', default: false },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          bySession: { pk: key('PK', 'LOCALCHECKOUT#${sessionId}', ['sessionId']), sk: key('SK', 'SESSION') },
        },
      },
      entityConfiguration(),
    ),
);
