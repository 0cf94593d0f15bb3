import { applicationIdParamsSchema } from '../../application/schemas';
import {
  claimPaymentListSchema,
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  validateDiscountRequestSchema,
  validateDiscountResponseSchema,
  verifyPaymentQuerySchema,
  verifyPaymentResponseSchema,
  webhookReceiptSchema,
} from '../../payments/schemas';
import { type FeatureRoutes } from '../contract';

/** Payments: discount codes, checkout and its verification, a claim's payments and Stripe's webhook. */
export const paymentsRoutes = {
  validateDiscountCode: {
    method: 'POST',
    path: '/payments/discount',
    auth: 'user',
    feature: 'payments',
    summary: 'Prices the application with a discount code.',
    body: validateDiscountRequestSchema,
    responses: { 200: validateDiscountResponseSchema },
    errors: ['not_found', 'conflict', 'too_many_requests'],
  },
  createCheckout: {
    method: 'POST',
    path: '/payments/checkout',
    auth: 'user',
    feature: 'payments',
    summary: 'Opens a checkout for the server-side price of the application.',
    body: createCheckoutRequestSchema,
    responses: { 200: createCheckoutResponseSchema },
    errors: ['not_found', 'conflict', 'too_many_requests'],
  },
  verifyPayment: {
    method: 'GET',
    path: '/payments/verify',
    auth: 'user',
    feature: 'payments',
    summary: 'Whether a checkout session was paid.',
    query: verifyPaymentQuerySchema,
    responses: { 200: verifyPaymentResponseSchema },
    errors: ['not_found'],
  },
  listClaimPayments: {
    method: 'GET',
    path: '/applications/{applicationId}/payments',
    auth: 'user',
    feature: 'payments',
    summary: "The money taken for one of the caller's claims (paid or refunded), oldest first.",
    params: applicationIdParamsSchema,
    responses: { 200: claimPaymentListSchema },
    errors: ['not_found'],
  },
  /** Public, but only a correctly signed event changes anything. */
  paymentWebhook: {
    method: 'POST',
    path: '/payments/webhook',
    auth: 'public',
    feature: 'payments',
    summary: 'Payment provider events (signed).',
    rawBody: true,
    responses: { 200: webhookReceiptSchema },
  },
} as const satisfies FeatureRoutes<'payments'>;
