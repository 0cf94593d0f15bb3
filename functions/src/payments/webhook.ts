import { copyFor, formatUsd, copy } from '@taxback/shared';
import { paymentProvider } from './provider/provider';
import { InvalidWebhookSignature, type CompletedCheckout } from './provider/port';
import { sendMail } from '../adapters/mail';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { amountMetric, countMetric } from '../commons/metrics';
import { closePayment, getPayment, recordPendingPayment, recordRefund, type PaymentItem } from '../data/stores/payment';
import { raiseNotification } from '../data/stores/notification';
import { getProfileItem } from '../data/stores/profile';
import { badRequest } from '../http/errors';
import { ok, operation } from '../http/lambda-handler';
import { completePaidCheckout } from './completion';
import { holdUseForPendingPayment, releaseHeldUse } from './reservations';

async function mailReceipt(userId: string, amountCents: number, applicationId: string) {
  const profile = await getProfileItem(userId);
  if (!profile) return;
  // Sent from the provider's webhook: the language is the customer's, not the request's.
  const receipt = copyFor(profile.language).payment;
  await sendMail({
    to: [profile.email],
    subject: receipt.receiptSubject,
    text: receipt.receiptBody(profile.firstName ?? '', formatUsd(amountCents, profile.language ?? 'en'), applicationId),
  });
}

/** The payment provider's webhook: the source of truth that an application is paid. */
export const paymentWebhook = operation('paymentWebhook', async ({ rawBody, headers }) => {
  try {
    return await recordWebhook(await paymentProvider().readWebhook(rawBody, headers['stripe-signature'] ?? ''));
  } catch (error) {
    // A forged or mis-signed call is the caller's problem; anything else leaves a paid claim unpaid.
    if (error instanceof InvalidWebhookSignature) throw badRequest(copy.payment.invalidSignature);
    countMetric(metricNames.webhookFailed);
    throw error;
  }
});

async function recordWebhook(checkout: CompletedCheckout | null) {
  if (!checkout) return ok({ received: true });

  const { applicationId, userId } = checkout.metadata;
  if (!applicationId || !userId) {
    // A checkout this service did not open (another product on the same Stripe account): acknowledged, so
    // Stripe does not retry it for days, and left alone.
    logger.info('Webhook for a checkout without a claim: ignored', { sessionId: checkout.sessionId });
    return ok({ received: true });
  }
  const payment = await getPayment(applicationId, checkout.sessionId);
  if (!payment || payment.userId !== userId || (checkout.paid && payment.amountCents !== checkout.amountCents)) {
    logger.error('Webhook does not match a recorded checkout', { sessionId: checkout.sessionId, applicationId });
    // Money taken for a checkout we hold no matching quote for is recorded, flagged and given back.
    if (checkout.paid) await giveBackUnmatched(checkout, payment, { applicationId, userId });
    return ok({ received: true });
  }
  if (checkout.type === 'expired' || checkout.type === 'async_payment_failed') {
    if (await closePayment(payment, checkout.type === 'expired' ? 'expired' : 'failed')) await releaseHeldUse(payment);
    return ok({ received: true });
  }
  // A delayed payment completes the session unpaid; its async_payment_succeeded event brings the money, and its
  // code's use stays reserved until then (async_payment_failed gives it back, above).
  if (!checkout.paid) {
    if (checkout.type === 'completed' && payment.status === 'pending') await holdUseForPendingPayment(payment);
    return ok({ received: true });
  }
  await completeOrRefund(checkout, payment);
  return ok({ received: true });
}

/**
 * Completes the claim when the payment matches the quote the claim awaits; any other money (a second
 * payment, a quote for answers since changed, a session closed meanwhile) is recorded, flagged to staff
 * and given back.
 */
async function completeOrRefund(checkout: CompletedCheckout, payment: PaymentItem) {
  const { applicationId, userId } = payment;
  const discountCode = payment.discountCode ?? null;
  const completion = {
    onceKey: checkout.eventId,
    applicationId,
    userId,
    sessionId: checkout.sessionId,
    discountCode,
    paidAt: new Date().toISOString(),
    paymentIntentId: checkout.paymentIntentId ?? undefined,
    payment,
  };
  const { outcome, discountRedeemed } = await completePaidCheckout(completion);
  if (outcome === 'completed') {
    countMetric(metricNames.claimPaid);
    amountMetric(metricNames.paymentAmount, payment.amountCents);
    if (discountRedeemed) countMetric(metricNames.discountRedeemed);
    await mailReceipt(userId, payment.amountCents, applicationId).catch((error: Error) =>
      logger.error('Receipt mail failed', error),
    );
    return;
  }
  if (outcome === 'already_processed') return;
  const current = await getPayment(applicationId, checkout.sessionId);
  // Another event already recorded this session's money: nothing more to give back.
  if (!current || current.status === 'paid' || current.status === 'refunded') return;
  const reason = outcome === 'payment_not_pending' ? 'checkout_closed' : 'claim_not_awaiting_this_payment';
  await giveBack(checkout, current, reason);
}

/**
 * A paid session whose amount or owner differs from the checkout recorded for it, or with no record at
 * all (its record failed to be written when it was opened): the record shows the money refunded.
 */
async function giveBackUnmatched(
  checkout: CompletedCheckout,
  payment: PaymentItem | null,
  claim: { applicationId: string; userId: string },
) {
  if (payment) {
    // The session's money was already counted or given back by an earlier event.
    if (payment.status === 'paid' || payment.status === 'refunded') return;
    await giveBack(checkout, payment, payment.userId === claim.userId ? 'amount_differs' : 'owner_differs');
    return;
  }
  await recordPendingPayment({
    ...claim,
    sessionId: checkout.sessionId,
    amountCents: checkout.amountCents,
    subtotalCents: checkout.amountCents,
  });
  const recorded = await getPayment(claim.applicationId, checkout.sessionId);
  if (recorded) await giveBack(checkout, recorded, 'no_checkout_record');
}

async function giveBack(checkout: CompletedCheckout, payment: PaymentItem, reason: string) {
  const { applicationId, userId, sessionId } = payment;
  logger.warn('A payment arrived for a claim that is not waiting for it: refunding', {
    applicationId,
    sessionId,
    reason,
  });
  countMetric(metricNames.paymentUnmatched);
  const { refundId } = await paymentProvider().refund({
    sessionId,
    paymentIntentId: checkout.paymentIntentId,
    amountCents: checkout.amountCents,
    reason,
    idempotencyKey: `refund:${sessionId}`,
  });
  const recorded = await recordRefund({
    onceKey: checkout.eventId,
    payment,
    reason,
    refundId,
    at: new Date().toISOString(),
  });
  if (!recorded) return;
  await releaseHeldUse(payment);
  countMetric(metricNames.paymentRefunded);
  await raiseNotification(userId, {
    eventType: 'payment_refunded',
    detail: formatUsd(checkout.amountCents),
    applicationId,
  });
}
