import type Stripe from 'stripe';
import { lazy } from '../../commons/lazy';
import { stripeCode } from './stripe-code';
import { secret } from '../../adapters/secrets';
import { InvalidWebhookSignature, type CheckoutEventType, type CompletedCheckout } from './port';

/** The Stripe events the webhook acts on (the endpoint in Stripe must send each: docs/runbook.md). */
export const CHECKOUT_EVENTS: Record<string, CheckoutEventType> = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'async_payment_succeeded',
  'checkout.session.async_payment_failed': 'async_payment_failed',
  'checkout.session.expired': 'expired',
};

const webhookVerifier = lazy(async () => new (await stripeCode()).default('sk_unused_for_signature_checks'));

/** Checks a Stripe-signed webhook over its raw body and reads the checkout event out of it. */
export async function readStripeWebhook(rawBody: string, signature: string): Promise<CompletedCheckout | null> {
  let event: Stripe.Event;
  try {
    event = await (
      await webhookVerifier()
    ).webhooks.constructEventAsync(rawBody, signature, await secret('STRIPE_WEBHOOK_SECRET'));
  } catch {
    throw new InvalidWebhookSignature();
  }
  const type = CHECKOUT_EVENTS[event.type];
  if (!type) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const intent = session.payment_intent;
  return {
    eventId: event.id,
    type,
    sessionId: session.id,
    // A delayed payment (bank debit) completes the session unpaid; its async_payment_succeeded event pays it.
    paid: (type === 'completed' || type === 'async_payment_succeeded') && session.payment_status === 'paid',
    amountCents: session.amount_total ?? 0,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    metadata: (session.metadata ?? {}) as Record<string, string>,
  };
}
