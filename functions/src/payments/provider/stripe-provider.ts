import type Stripe from 'stripe';
import { dependencyTimeouts, MAX_ATTEMPTS } from '../../commons/client-config';
import { logger } from '../../commons/logger';
import { secret } from '../../adapters/secrets';
import type { PaymentProvider } from './port';
import { stripeCode } from './stripe-code';
import { readStripeWebhook } from './webhooks';

async function createStripe(): Promise<Stripe> {
  const [{ default: StripeClient }, key] = await Promise.all([stripeCode(), secret('STRIPE_SECRET_KEY')]);
  const created = new StripeClient(key, {
    timeout: dependencyTimeouts.stripe.requestTimeout,
    maxNetworkRetries: MAX_ATTEMPTS - 1,
  });
  created.on('response', (response: Stripe.ResponseEvent) => {
    if (response.elapsed < dependencyTimeouts.stripe.slowCall) return;
    logger.warn('Slow dependency call', {
      dependency: 'stripe',
      command: `${response.method ?? ''} ${response.path ?? ''}`.trim(),
      milliseconds: response.elapsed,
      outcome: response.status,
      stripeRequestId: response.request_id,
    });
  });
  return created;
}

let client: Promise<Stripe> | undefined;
/**
 * The Stripe client, made once per instance. Stripe retries with backoff and jitter itself; one retry, like the
 * AWS clients. A slow answer is logged as the AWS clients' are (timedClient): method, path and Stripe's request
 * id, never the body. A client that could not be made (the key's fetch failed) is made again by the next call,
 * not kept failing for the instance's life.
 */
export function stripeClient(): Promise<Stripe> {
  if (!client) {
    client = createStripe();
    client.catch(() => (client = undefined));
  }
  return client;
}

/** Stripe Checkout, the hosted payment page used in AWS. */
export const stripeProvider: PaymentProvider = {
  async createCheckout(request) {
    const session = await (
      await stripeClient()
    ).checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: request.customerEmail,
        client_reference_id: request.metadata.applicationId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: { name: request.productName },
            },
          },
        ],
        metadata: request.metadata,
        payment_intent_data: { metadata: request.metadata },
        expires_at: request.expiresAt,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { id: session.id, url: session.url };
  },
  readWebhook: readStripeWebhook,
  async expireCheckout(sessionId) {
    const client = await stripeClient();
    const session = await client.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open') await client.checkout.sessions.expire(sessionId);
  },
  async refund(request) {
    const client = await stripeClient();
    // Payments recorded before their payment intent was kept: the session names it.
    const intent =
      request.paymentIntentId ?? (await client.checkout.sessions.retrieve(request.sessionId)).payment_intent;
    if (!intent) throw new Error(`No payment intent to refund for ${request.sessionId}`);
    const refund = await client.refunds.create(
      {
        payment_intent: typeof intent === 'string' ? intent : intent.id,
        amount: request.amountCents,
        metadata: { reason: request.reason },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { refundId: refund.id };
  },
};
