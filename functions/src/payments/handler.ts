import { lambdaHandler } from '../http/lambda-handler';
import { createCheckout, paymentWebhook, validateDiscountCode, verifyPayment } from './operations';

export const handler = lambdaHandler('payments', [validateDiscountCode, createCheckout, verifyPayment, paymentWebhook]);
