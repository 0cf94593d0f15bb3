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

/** Whether the stand-in page may still take a payment for the session. */
export const localSessionOpen = (session: { expired?: boolean; completed?: boolean; expiresAt: number }) =>
  !session.expired && session.expiresAt > Date.now() / 1000;

export const localCheckoutProvider = (checkoutPageUrl: string): PaymentProvider => ({
  async createCheckout(request) {
    // Like Stripe's idempotency keys: the same key answers the same session (a double click on Pay).
    const sessionId = `cs_local_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 32)}`;
    try {
      await localCheckoutSessions()
        .create({ ...request, sessionId })
        .go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
    return { id: sessionId, url: `${checkoutPageUrl}/${sessionId}` };
  },
  readWebhook: readStripeWebhook,
  async expireCheckout(sessionId) {
    try {
      await localCheckoutSessions().patch({ sessionId }).set({ expired: true }).go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error; // no such session: nothing to expire
    }
  },
  async refund(request) {
    // Like Stripe's idempotency key: one refund per key, the same id when asked again.
    const refundId = `re_local_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    try {
      await localRefunds()
        .create({
          sessionId: request.sessionId,
          refundId,
          amountCents: request.amountCents,
          reason: request.reason,
          createdAt: new Date().toISOString(),
        })
        .go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
    return { refundId };
  },
});
