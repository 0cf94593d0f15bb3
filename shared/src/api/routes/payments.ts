import {
  discountActiveRequestSchema,
  discountCodeFormSchema,
  discountCodePathSchema,
  discountCodeSchema,
  discountCodesPageSchema,
} from '../../payments/staff-schemas';
import { applicationIdParamsSchema } from '../../claim/schemas';
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
import { type RouteContract, noBody } from '../contract';
import { pageQuerySchema } from '../../validation/list-cursor';

/**
 * Payments: discount codes (checked at checkout, and managed by staff), checkout and its verification, a claim's
 * payments and Stripe's webhook.
 */
export const paymentsRoutes = {
  validateDiscountCode: {
    method: 'POST',
    path: '/payments/discount',
    auth: 'user',
    summary: 'Prices the application with a discount code.',
    body: validateDiscountRequestSchema,
    responses: { 200: validateDiscountResponseSchema },
    errors: ['not_found', 'conflict', 'too_many_requests'],
  },
  createCheckout: {
    method: 'POST',
    path: '/payments/checkout',
    auth: 'user',
    summary: 'Opens a checkout for the server-side price of the application.',
    body: createCheckoutRequestSchema,
    responses: { 200: createCheckoutResponseSchema },
    errors: ['not_found', 'conflict', 'too_many_requests'],
  },
  verifyPayment: {
    method: 'GET',
    path: '/payments/verify',
    auth: 'user',
    summary: 'Whether a checkout session was paid.',
    query: verifyPaymentQuerySchema,
    responses: { 200: verifyPaymentResponseSchema },
    errors: ['not_found'],
  },
  listClaimPayments: {
    method: 'GET',
    path: '/applications/{applicationId}/payments',
    auth: 'user',
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
    summary: 'Payment provider events (signed).',
    rawBody: true,
    responses: { 200: webhookReceiptSchema },
  },
  // Staff: a claim's payments, and the discount codes.
  listAdminClaimPayments: {
    method: 'GET',
    path: '/admin/applications/{applicationId}/payments',
    auth: 'admin',
    summary: 'The money taken for one application (paid or refunded), oldest first.',
    params: applicationIdParamsSchema,
    responses: { 200: claimPaymentListSchema },
    errors: ['not_found'],
  },
  listDiscountCodes: {
    method: 'GET',
    path: '/admin/discount-codes',
    auth: 'admin',
    summary: 'Discount codes, a page at a time.',
    query: pageQuerySchema,
    responses: { 200: discountCodesPageSchema },
  },
  createDiscountCode: {
    method: 'POST',
    path: '/admin/discount-codes',
    auth: 'admin',
    summary: 'Creates a discount code; 409 when it exists.',
    body: discountCodeFormSchema,
    responses: { 201: discountCodeSchema },
    errors: ['conflict'],
  },
  updateDiscountCode: {
    method: 'PUT',
    path: '/admin/discount-codes/{code}',
    auth: 'admin',
    summary: 'Edits a discount code.',
    params: discountCodePathSchema,
    body: discountCodeFormSchema,
    responses: { 200: discountCodeSchema },
    errors: ['not_found'],
  },
  setDiscountCodeActive: {
    method: 'PUT',
    path: '/admin/discount-codes/{code}/active',
    auth: 'admin',
    summary: 'Turns a discount code on or off.',
    params: discountCodePathSchema,
    body: discountActiveRequestSchema,
    responses: { 200: discountCodeSchema },
    errors: ['not_found'],
  },
  deleteDiscountCode: {
    method: 'DELETE',
    path: '/admin/discount-codes/{code}',
    auth: 'admin',
    summary: 'Deletes a discount code (409 while an open checkout holds one of its uses).',
    params: discountCodePathSchema,
    responses: { 204: noBody },
    errors: ['not_found', 'conflict'],
  },
} as const satisfies Record<string, RouteContract>;
