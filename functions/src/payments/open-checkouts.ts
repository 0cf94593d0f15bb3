import { paymentProvider } from '../adapters/payments/provider';
import { logger } from '../commons/logger';
import { releaseDiscountUse } from '../data/discount-code-store';
import { closePayment, openPayments, type PaymentItem } from '../data/payment-store';

/** Gives the discount use a checkout reserved back to its code (nothing when it held none, or gave it back). */
export async function releaseHeldUse(payment: PaymentItem): Promise<void> {
  if (payment.discountCode && payment.reservationKey) {
    await releaseDiscountUse(payment.discountCode, payment.reservationKey);
  }
}

/**
 * The claim's price changed (answers, a priced upload): every checkout still open for it is expired, so
 * the old price can no longer be paid. Best effort: a payment that slips through anyway no longer
 * matches the claim's answers version, and the webhook gives it back.
 */
export async function expireOpenCheckouts(applicationId: string): Promise<void> {
  try {
    const open = await openPayments(applicationId);
    await Promise.all(
      open.map(async (payment) => {
        if (!payment.sessionId.startsWith('free_')) await paymentProvider().expireCheckout(payment.sessionId);
        if (await closePayment(payment, 'expired')) await releaseHeldUse(payment);
      }),
    );
  } catch (error) {
    logger.error('Expiring the open checkouts of a changed claim failed', { applicationId, error: String(error) });
  }
}
