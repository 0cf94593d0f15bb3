import { checkoutExpiry, DISCOUNT, FEES, copy, type ClaimQuote } from '@taxback/shared';
import { paymentProvider } from './provider/provider';
import { metricNames } from '../commons/metric-names';
import { countMetric } from '../commons/metrics';
import { config } from '../config';
import { getApplication } from '../data/stores/application';
import { getPayment, moneyPayments, recordPendingPayment } from '../data/stores/payment';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { takeRateLimitToken } from '../data/stores/rate-counter';
import { getReservation } from '../data/stores/discount-reservation';
import { ok, operation } from '../http/lambda-handler';
import { completePayment } from './completion';
import { claimPaymentView } from './payment-view';
import { priceApplication } from './pricing';
import { checkoutReservationKey, releaseUnopened, reserveForCheckout } from './reservations';
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
  const reservationKey = checkoutReservationKey(application);
  const held = code ? Boolean(await getReservation(code, reservationKey)) : false;
  const { quote, discount } = await priceApplication(application, code, new Date(), held);

  if (quote.totalCents === 0) {
    const sessionId = `free_${applicationId}_${quote.answersVersion}`;
    const pending = pendingPayment(caller.userId, applicationId, sessionId, quote, code);
    await recordPendingPayment(pending);
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
    const outcome = await reserveForCheckout(code, reservationKey, applicationId, expiresAt);
    if (outcome === 'used_up') throw badRequest(copy.payment.discountUsedUp, { code: copy.payment.discountUsedUp });
    reservedNow = outcome === 'taken';
  }
  let session;
  try {
    session = await openSession();
  } catch (error) {
    // Only a use this request took is given back: one found held belongs to a checkout opened before.
    if (reservedNow && code) await releaseUnopened(code, reservationKey);
    throw error;
  }
  if (!session.url) throw badRequest(copy.payment.noPaymentUrl);
  // A double click: the provider answered the same session for the same key, already recorded.
  await recordPendingPayment({
    ...pendingPayment(caller.userId, applicationId, session.id, quote, code),
    ...(reserved ? { reservationKey } : {}),
  });
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
