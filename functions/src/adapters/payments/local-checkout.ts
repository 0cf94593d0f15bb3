import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { createHash } from 'node:crypto';
import { entityConfiguration, isConditionalCheckFailure, key, SERVICE } from '../../data/electro';
import type { PaymentProvider } from './port';
import { readStripeWebhook } from './webhooks';

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
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          bySession: { pk: key('PK', 'LOCALCHECKOUT#${sessionId}', ['sessionId']), sk: key('SK', 'SESSION') },
        },
      },
      entityConfiguration(),
    ),
);

export const localCheckoutProvider = (checkoutPageUrl: string): PaymentProvider => ({
  async createCheckout(request) {
    // Like Stripe's idempotency keys: the same key answers the same session (a double click on Pay).
    const sessionId = `cs_local_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 32)}`;
    try {
      await localCheckoutSessions()
        .create({ ...request, sessionId, expiresAt: Math.floor(Date.now() / 1000) + 24 * 3600 })
        .go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
    return { id: sessionId, url: `${checkoutPageUrl}/${sessionId}` };
  },
  readWebhook: readStripeWebhook,
});
