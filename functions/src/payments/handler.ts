import { lambdaHandler } from '../http/lambda-handler';
import { createCheckout, listClaimPayments, paymentWebhook, validateDiscountCode, verifyPayment } from './operations';

export const handler = lambdaHandler('payments', [
  validateDiscountCode,
  createCheckout,
  verifyPayment,
  listClaimPayments,
  paymentWebhook,
]);
