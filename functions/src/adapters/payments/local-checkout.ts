import { createHash } from 'node:crypto';
import { expireLocalSession, openLocalSession, recordLocalRefund } from '../../data/local-checkout';
import type { PaymentProvider } from './port';
import { readStripeWebhook } from './webhooks';

/** Whether the stand-in page may still take a payment for the session. */
export const localSessionOpen = (session: { expired?: boolean; completed?: boolean; expiresAt: number }) =>
  !session.expired && session.expiresAt > Date.now() / 1000;

export const localCheckoutProvider = (checkoutPageUrl: string): PaymentProvider => ({
  async createCheckout(request) {
    // Like Stripe's idempotency keys: the same key answers the same session (a double click on Pay).
    const sessionId = `cs_local_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 32)}`;
    await openLocalSession({ ...request, sessionId });
    return { id: sessionId, url: `${checkoutPageUrl}/${sessionId}` };
  },
  readWebhook: readStripeWebhook,
  async expireCheckout(sessionId) {
    await expireLocalSession(sessionId);
  },
  async refund(request) {
    // Like Stripe's idempotency key: one refund per key, the same id when asked again.
    const refundId = `re_local_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    await recordLocalRefund({
      sessionId: request.sessionId,
      refundId,
      amountCents: request.amountCents,
      reason: request.reason,
      createdAt: new Date().toISOString(),
    });
    return { refundId };
  },
});
