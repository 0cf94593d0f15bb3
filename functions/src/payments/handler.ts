import { paymentsRoutes } from '@taxback/shared/api/routes/payments';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import { createCheckout, listClaimPayments, validateDiscountCode, verifyPayment } from './checkout';
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  setDiscountCodeActive,
  updateDiscountCode,
} from './discount-codes';
import { listAdminClaimPayments } from './staff-payments';
import { paymentWebhook } from './webhook';

/** Fees, checkout, Stripe's webhook, a claim's payments and the discount codes. */
export const payments = {
  validateDiscountCode,
  createCheckout,
  verifyPayment,
  listClaimPayments,
  paymentWebhook,
  listAdminClaimPayments,
  listDiscountCodes,
  createDiscountCode,
  updateDiscountCode,
  setDiscountCodeActive,
  deleteDiscountCode,
} satisfies FeatureImplementation<'payments'>;

export const handler = lambdaHandler(paymentsRoutes, payments);
