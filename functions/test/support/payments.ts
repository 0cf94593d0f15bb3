import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { discountCodes } from '../../src/data/entities/discount-code';
import { getPayment } from '../../src/data/stores/payment';
import type { Caller } from '../../src/http/claims';
import { invoke } from './invoke';

const stripe = new Stripe('sk_test_unused');

export async function newCode(overrides: Record<string, unknown> = {}): Promise<string> {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await discountCodes()
    .create({ code, discountType: 'percentage', discountValue: 10, active: true, ...overrides })
    .go();
  return code;
}

export const uses = async (code: string) => (await discountCodes().get({ code }).go()).data?.currentUses;

export const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

export type WebhookType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** A Stripe-signed webhook event about a checkout session, as Stripe would deliver it. */
export function signedEvent(
  sessionId: string,
  amountCents: number,
  metadata: Record<string, string>,
  eventId = `evt_${randomUUID()}`,
  type: WebhookType = 'checkout.session.completed',
  paymentStatus: 'paid' | 'unpaid' = 'paid',
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: amountCents,
        payment_status: paymentStatus,
        payment_intent: `pi_${sessionId}`,
        metadata,
      },
    },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET! });
  return { rawBody: payload, headers: { 'stripe-signature': signature } };
}

/**
 * Opens a checkout for the customer's claim, as the payment page does once the customer has confirmed a
 * refund estimated below the fee (screening.test.ts checks that confirmation), and answers its recorded payment.
 */
export async function openCheckout(customer: { caller: Caller; applicationId: string }, discountCode?: string) {
  const response = await invoke('createCheckout', {
    caller: customer.caller,
    body: { applicationId: customer.applicationId, discountCode, confirmLowRefund: true },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const sessionId = sessionIdOf(response.body.url);
  const payment = (await getPayment(customer.applicationId, sessionId))!;
  return { ...customer, url: response.body.url as string, sessionId, payment };
}

/** The signed `checkout.session.completed` event paying an open checkout exactly. */
export const paymentEventFor = (
  opened: Pick<Awaited<ReturnType<typeof openCheckout>>, 'sessionId' | 'applicationId' | 'caller' | 'payment'>,
  eventId?: string,
) =>
  signedEvent(
    opened.sessionId,
    opened.payment.amountCents,
    {
      applicationId: opened.applicationId,
      userId: opened.caller.userId,
      discountCode: opened.payment.discountCode ?? '',
    },
    eventId,
  );

/** Opens a checkout and delivers its payment: the claim is paid and submitted. */
export async function pay(customer: { caller: Caller; applicationId: string }, discountCode?: string) {
  const opened = await openCheckout(customer, discountCode);
  const delivered = await invoke('paymentWebhook', paymentEventFor(opened));
  expect(delivered.status).toBe(200);
  return opened;
}
