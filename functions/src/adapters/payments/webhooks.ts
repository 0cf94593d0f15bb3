import Stripe from 'stripe';
import { secret } from '../secrets';
import { InvalidWebhookSignature, type CompletedCheckout } from './port';

const verifier = new Stripe('sk_unused_for_signature_checks');

/** Checks a Stripe-signed webhook over its raw body and reads a completed checkout out of it. */
export async function readStripeWebhook(rawBody: string, signature: string): Promise<CompletedCheckout | null> {
  let event: Stripe.Event;
  try {
    event = await verifier.webhooks.constructEventAsync(rawBody, signature, await secret('STRIPE_WEBHOOK_SECRET'));
  } catch {
    throw new InvalidWebhookSignature();
  }
  if (event.type !== 'checkout.session.completed') return null;
  const session = event.data.object;
  return {
    eventId: event.id,
    sessionId: session.id,
    paid: session.payment_status === 'paid',
    amountCents: session.amount_total ?? 0,
    metadata: (session.metadata ?? {}) as Record<string, string>,
  };
}
