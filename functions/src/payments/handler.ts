import { paymentsRoutes } from '@taxback/shared/api/routes/payments';
import { lambdaHandler } from '../http/lambda-handler';
import { createCheckout, listClaimPayments, paymentWebhook, validateDiscountCode, verifyPayment } from './operations';

export const handler = lambdaHandler(paymentsRoutes, [
  validateDiscountCode,
  createCheckout,
  verifyPayment,
  listClaimPayments,
  paymentWebhook,
]);
