import { paymentsRoutes } from '@taxback/shared/api/routes/payments';
import { lambdaHandler } from '../http/lambda-handler';
import { createCheckout, listClaimPayments, validateDiscountCode, verifyPayment } from './checkout';
import { paymentWebhook } from './webhook';

export const handler = lambdaHandler(paymentsRoutes, [
  validateDiscountCode,
  createCheckout,
  verifyPayment,
  listClaimPayments,
  paymentWebhook,
]);
