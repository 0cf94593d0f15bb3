import { createHash } from 'node:crypto';
import {
  expireLocalSession,
  getLocalSession,
  openLocalSession,
  type LocalCheckoutSession,
} from '../../data/stores/local-checkout-session';
import { recordLocalRefund } from '../../data/stores/local-refund';
import type { CheckoutRequest, PaymentProvider } from './port';
import { readStripeWebhook } from './webhooks';

/** Whether the stand-in page may still take a payment for the session. */
export const localSessionOpen = (session: { expired?: boolean; completed?: boolean; expiresAt: number }) =>
  !session.expired && session.expiresAt > Date.now() / 1000;

/** What Stripe answers a reused idempotency key whose request differs from the first. */
class LocalIdempotencyError extends Error {
  constructor() {
    super('Keys for idempotent requests can only be used with the same parameters they were first used with.');
  }
}

const sameCheckoutRequest = (opened: LocalCheckoutSession, request: CheckoutRequest) =>
  opened.amountCents === request.amountCents &&
  opened.currency === request.currency &&
  opened.expiresAt === request.expiresAt &&
  opened.customerEmail === request.customerEmail &&
  opened.successUrl === request.successUrl &&
  opened.cancelUrl === request.cancelUrl &&
  (Object.keys(request.metadata) as (keyof CheckoutRequest['metadata'])[]).every(
    (name) => (opened.metadata?.[name] ?? '') === request.metadata[name],
  );

export const localCheckoutProvider = (checkoutPageUrl: string): PaymentProvider => ({
  async createCheckout(request) {
    // Like Stripe's idempotency keys: the same key answers the same session (a double click on Pay), and a key
    // sent again with other parameters is refused.
    const sessionId = `cs_local_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 32)}`;
    await openLocalSession({ ...request, sessionId });
    const opened = await getLocalSession(sessionId);
    if (opened && !sameCheckoutRequest(opened, request)) throw new LocalIdempotencyError();
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
