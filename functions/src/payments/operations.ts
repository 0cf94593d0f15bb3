import { checkoutExpiry, DISCOUNT, FEES, formatUsd, copy, copyFor, type ClaimQuote } from '@taxback/shared';
import { paymentProvider } from '../adapters/payments/provider';
import { InvalidWebhookSignature, type CompletedCheckout } from '../adapters/payments/port';
import { sendMail } from '../adapters/mail';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { amountMetric, countMetric } from '../commons/metrics';
import { config } from '../config';
import { getApplication } from '../data/application-store';
import {
  closePayment,
  completePayment,
  getPayment,
  moneyPayments,
  recordPendingPayment,
  recordRefund,
  type PaymentItem,
} from '../data/payment-store';
import { raiseNotification } from '../data/notification-store';
import { getProfileItem } from '../data/profiles';
import { isConditionalCheckFailure } from '../data/errors';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { takeRateLimitToken } from '../data/rate-limits';
import { getReservation, releaseDiscountUse, reserveDiscountUse } from '../data/discount-code-store';
import { holdUseForPendingPayment, releaseHeldUse } from './open-checkouts';
import { ok, operation } from '../http/lambda-handler';
import { claimPaymentView } from './payment-view';
import { priceApplication } from './pricing';
import { transition } from '../claim/lifecycle';

async function payableApplication(userId: string, applicationId: string, lowRefundConfirmed: boolean) {
  const application = await getApplication(userId, applicationId);
  if (!application) throw notFound(copy.payment.noApplication);
  transition(application, 'checkout', 'customer', { lowRefundConfirmed });
  return application;
}

/** Codes are not guessed by brute force: a customer may try a few a minute. */
async function limitCodeTries(userId: string) {
  const { validationsPerWindow, validationWindowSeconds } = DISCOUNT;
  if (!(await takeRateLimitToken('discount-code', userId, validationsPerWindow, validationWindowSeconds))) {
    throw tooManyRequests(copy.payment.tooManyCodeTries);
  }
}

export const validateDiscountCode = operation('validateDiscountCode', async ({ caller, body }) => {
  await limitCodeTries(caller.userId);
  // A price preview, not a checkout: the low-refund confirmation is asked when the checkout opens.
  const application = await payableApplication(caller.userId, body.applicationId, true);
  const { quote, discount } = await priceApplication(application, body.code, new Date());
  return ok({
    valid: true,
    code: body.code,
    discountAmountCents: quote.discountCents,
    totalCents: quote.totalCents,
    description: discount?.description ?? null,
  });
});

/** The checkout's record: the quote it was opened for, frozen (lines, discount, total, answers version). */
const pendingPayment = (
  userId: string,
  applicationId: string,
  sessionId: string,
  quote: ClaimQuote,
  code: string | null,
) => ({
  applicationId,
  sessionId,
  userId,
  amountCents: quote.totalCents,
  subtotalCents: quote.subtotalCents,
  discountCents: quote.discountCents,
  discountCode: code ?? undefined,
  kind: quote.kind,
  lines: quote.lines,
  covers: quote.covers,
  answersVersion: quote.answersVersion,
});

/**
 * Prices the stored application on the server (the fee, or a reopened claim's balance due) and opens a
 * checkout for exactly that quote.
 */
export const createCheckout = operation('createCheckout', async ({ caller, body }) => {
  const code = body.discountCode ?? null;
  if (code) await limitCodeTries(caller.userId);
  const application = await payableApplication(caller.userId, body.applicationId, body.confirmLowRefund === true);
  const { applicationId } = application;
  // One reservation per claim state and code: a double click finds the use it already holds.
  const reservationKey = `${applicationId}:${application.version}`;
  const held = code ? Boolean(await getReservation(code, reservationKey)) : false;
  const { quote, discount } = await priceApplication(application, code, new Date(), held);

  if (quote.totalCents === 0) {
    const sessionId = `free_${applicationId}_${quote.answersVersion}`;
    const pending = pendingPayment(caller.userId, applicationId, sessionId, quote, code);
    await recordPendingPayment(pending).catch(ignoreDuplicate);
    const payment = await getPayment(applicationId, sessionId);
    const outcome = await completePayment({
      onceKey: sessionId,
      applicationId,
      userId: caller.userId,
      sessionId,
      discountCode: code,
      paidAt: new Date().toISOString(),
      payment: payment ?? { ...pending, status: 'pending', createdAt: '', updatedAt: '' },
    });
    if (outcome === 'completed') {
      countMetric(metricNames.claimPaid);
      if (code) countMetric(metricNames.discountRedeemed);
    }
    // The free path checks its result: a claim paid or changed by a racing request is not paid twice, and
    // a code whose last use went to another claim meanwhile is said to be used up.
    if (outcome === 'discount_unavailable') {
      throw badRequest(copy.payment.discountUsedUp, { code: copy.payment.discountUsedUp });
    }
    if (outcome !== 'completed') throw conflict(undefined, copy.lifecycle.freeRedemptionLost);
    return ok({ url: `${config.appUrl}/payment-success?session_id=${sessionId}&application_id=${applicationId}` });
  }

  const expiresAt = checkoutExpiry(Date.now());
  // The last uses of a limited code are reserved by the checkouts that take them, until they expire.
  const reserved = Boolean(code && discount && discount.maxUses != null);
  let reservedNow = false;
  if (reserved && code) {
    const outcome = await reserveDiscountUse(code, reservationKey, applicationId, expiresAt);
    if (outcome === 'used_up') throw badRequest(copy.payment.discountUsedUp, { code: copy.payment.discountUsedUp });
    reservedNow = outcome === 'reserved';
  }
  let session;
  try {
    session = await openSession();
  } catch (error) {
    // Only a use this request took is given back: one found held belongs to a checkout opened before.
    if (reservedNow && code) await releaseDiscountUse(code, reservationKey);
    throw error;
  }
  if (!session.url) throw badRequest(copy.payment.noPaymentUrl);
  // A double click: the provider answered the same session for the same key, already recorded.
  await recordPendingPayment({
    ...pendingPayment(caller.userId, applicationId, session.id, quote, code),
    ...(reserved ? { reservationKey } : {}),
  }).catch(ignoreDuplicate);
  return ok({ url: session.url });

  function openSession() {
    return paymentProvider().createCheckout({
      amountCents: quote.totalCents,
      currency: FEES.currency,
      productName: copy.payment.productName,
      customerEmail: caller.email,
      metadata: { applicationId, userId: caller.userId, discountCode: code ?? '' },
      successUrl: `${config.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&application_id=${applicationId}`,
      cancelUrl: `${config.appUrl}/payment?applicationId=${applicationId}`,
      idempotencyKey: `checkout:${applicationId}:${quote.kind}:${quote.totalCents}:${code ?? ''}:${application.version}:${expiresAt}`,
      expiresAt,
    });
  }
});

/** Whether the webhook has recorded a checkout as paid (the success page polls this). */
export const verifyPayment = operation('verifyPayment', async ({ caller, query }) => {
  const payment = await getPayment(query.applicationId, query.sessionId);
  // Another customer's checkout is not found, as one that does not exist: its existence is not told.
  if (!payment || payment.userId !== caller.userId) throw notFound(copy.payment.noSession);
  const paid = payment.status === 'paid';
  return ok({
    paid,
    outcome: payment.status,
    applicationId: payment.applicationId,
    amountCents: payment.amountCents,
    paidAt: paid ? (payment.paidAt ?? null) : null,
  });
});

/** The money taken for one of the caller's claims; another customer's claim is not found. */
export const listClaimPayments = operation('listClaimPayments', async ({ caller, params }) => {
  const application = await getApplication(caller.userId, params.applicationId);
  if (!application) throw notFound(copy.payment.noApplication);
  return ok({ items: (await moneyPayments(application.applicationId)).map(claimPaymentView) });
});

const ignoreDuplicate = (error: unknown) => {
  if (!isConditionalCheckFailure(error)) throw error;
};

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
  let outcome = await completePayment(completion);
  let discountRedeemed = Boolean(discountCode);
  if (outcome === 'discount_unavailable' && payment.reservationKey) {
    // The reservation was swept (a payment after its session's expiry): take a use if one is left.
    outcome = await completePayment(completion, 'take');
  }
  if (outcome === 'discount_unavailable') {
    discountRedeemed = false;
    logger.warn('Discount code had no use left when the payment completed', { discountCode, applicationId });
    outcome = await completePayment(completion, 'none');
  }
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
  }).catch(ignoreDuplicate);
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
