import { FEES, formatUsd, copy, copyFor } from '@taxback/shared';
import { paymentProvider } from '../adapters/payments/provider';
import { InvalidWebhookSignature } from '../adapters/payments/port';
import { sendMail } from '../adapters/mail';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { amountMetric, countMetric } from '../commons/metrics';
import { config } from '../config';
import { getApplication } from '../data/application-store';
import { completePayment, getPayment, recordPendingPayment } from '../data/payment-store';
import { getProfile } from '../data/profiles';
import { isConditionalCheckFailure } from '../data/electro';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { ok, operation, type ApiRequest } from '../http/lambda-handler';
import type { Routes } from '../routes';
import { priceApplication } from './pricing';
import { transition } from '../applications/lifecycle';

async function payableApplication(userId: string, applicationId: string) {
  const application = await getApplication(userId, applicationId);
  if (!application) throw notFound(copy.payment.noApplication);
  transition(application, 'checkout', 'customer');
  return application;
}

export const validateDiscountCode = operation('validateDiscountCode', async ({ caller, body }) => {
  const application = await payableApplication(caller.userId, body.applicationId);
  const { quote, discount } = await priceApplication(application, body.code, new Date());
  return ok({
    valid: true,
    code: body.code,
    discountAmountCents: quote.discountCents,
    totalCents: quote.totalCents,
    description: discount?.description ?? null,
  });
});

/** Prices the stored application on the server and opens a checkout for exactly that amount. */
export const createCheckout = operation('createCheckout', async ({ caller, body }) => {
  const application = await payableApplication(caller.userId, body.applicationId);
  const code = body.discountCode ?? null;
  const { quote } = await priceApplication(application, code, new Date());
  const { applicationId } = application;

  if (quote.totalCents === 0) {
    const sessionId = `free_${applicationId}`;
    await recordPendingPayment({
      applicationId,
      sessionId,
      userId: caller.userId,
      amountCents: 0,
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      discountCode: code ?? undefined,
    }).catch(ignoreDuplicate);
    const outcome = await completePayment({
      onceKey: sessionId,
      applicationId,
      userId: caller.userId,
      sessionId,
      discountCode: code,
      paidAt: new Date().toISOString(),
    });
    if (outcome === 'completed') {
      countMetric(metricNames.claimPaid);
      if (code) countMetric(metricNames.discountRedeemed);
    }
    // The free path checks its result: a claim paid or changed by a racing request is not paid twice.
    if (outcome === 'claim_not_awaiting_payment' || outcome === 'discount_unavailable') {
      throw conflict(undefined, copy.lifecycle.freeRedemptionLost);
    }
    return ok({ url: `${config.appUrl}/payment-success?session_id=${sessionId}&application_id=${applicationId}` });
  }

  const session = await paymentProvider().createCheckout({
    amountCents: quote.totalCents,
    currency: FEES.currency,
    productName: copy.payment.productName,
    customerEmail: caller.email,
    metadata: { applicationId, userId: caller.userId, discountCode: code ?? '' },
    successUrl: `${config.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&application_id=${applicationId}`,
    cancelUrl: `${config.appUrl}/payment?applicationId=${applicationId}`,
    idempotencyKey: `checkout:${applicationId}:${quote.totalCents}:${code ?? ''}:${application.version}`,
  });
  if (!session.url) throw badRequest(copy.payment.noPaymentUrl);
  await recordPendingPayment({
    applicationId,
    sessionId: session.id,
    userId: caller.userId,
    amountCents: quote.totalCents,
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    discountCode: code ?? undefined,
  }).catch(ignoreDuplicate); // a double click: the provider answered the same session for the same key
  return ok({ url: session.url });
});

/** Whether the webhook has recorded a checkout as paid (the success page polls this). */
export const verifyPayment = operation('verifyPayment', async ({ caller, query }) => {
  const payment = await getPayment(query.applicationId, query.sessionId);
  if (!payment) throw notFound(copy.payment.noSession);
  if (payment.userId !== caller.userId) throw forbidden();
  return ok({ paid: payment.status === 'paid', applicationId: payment.applicationId });
});

const ignoreDuplicate = (error: unknown) => {
  if (!isConditionalCheckFailure(error)) throw error;
};

async function mailReceipt(userId: string, amountCents: number, applicationId: string) {
  const profile = await getProfile(userId);
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
export const paymentWebhook = operation('paymentWebhook', async (request) => {
  try {
    return await recordWebhook(request);
  } catch (error) {
    // A forged or mis-signed call is the caller's problem; anything else leaves a paid claim unpaid.
    const badSignature = error instanceof HttpError && error.message === copy.payment.invalidSignature;
    if (!badSignature) countMetric(metricNames.webhookFailed);
    throw error;
  }
});

async function recordWebhook({ rawBody, headers }: ApiRequest<Routes['paymentWebhook']>) {
  let checkout;
  try {
    checkout = await paymentProvider().readWebhook(rawBody, headers['stripe-signature'] ?? '');
  } catch (error) {
    if (error instanceof InvalidWebhookSignature) throw badRequest(copy.payment.invalidSignature);
    throw error;
  }
  if (!checkout?.paid) return ok({ received: true });

  const { applicationId, userId, discountCode } = checkout.metadata;
  if (!applicationId || !userId) throw badRequest();
  const payment = await getPayment(applicationId, checkout.sessionId);
  if (!payment || payment.userId !== userId || payment.amountCents !== checkout.amountCents) {
    logger.error('Webhook does not match a recorded checkout', { sessionId: checkout.sessionId, applicationId });
    countMetric(metricNames.paymentUnmatched);
    throw badRequest();
  }
  const completion = {
    onceKey: checkout.eventId,
    applicationId,
    userId,
    sessionId: checkout.sessionId,
    discountCode: discountCode || null,
    paidAt: new Date().toISOString(),
  };
  let outcome = await completePayment(completion);
  if (outcome === 'claim_not_awaiting_payment') {
    logger.error('A payment arrived for a claim that is not waiting for one', {
      applicationId,
      sessionId: checkout.sessionId,
    });
    countMetric(metricNames.paymentUnmatched);
    return ok({ received: true });
  }
  let discountRedeemed = Boolean(completion.discountCode);
  if (outcome === 'discount_unavailable') {
    discountRedeemed = false;
    logger.warn('Discount code had no use left when the payment completed', { discountCode, applicationId });
    outcome = await completePayment(completion, false);
  }
  if (outcome === 'completed') {
    countMetric(metricNames.claimPaid);
    amountMetric(metricNames.paymentAmount, payment.amountCents);
    if (discountRedeemed) countMetric(metricNames.discountRedeemed);
    await mailReceipt(userId, payment.amountCents, applicationId).catch((error: Error) =>
      logger.error('Receipt mail failed', error),
    );
  }
  return ok({ received: true });
}
