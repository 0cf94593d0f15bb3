import { paymentProvider } from '../adapters/payments/provider';
import { logger } from '../commons/logger';
import { closePayment, openPayments } from '../data/payment-store';

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
        await closePayment(payment, 'expired');
      }),
    );
  } catch (error) {
    logger.error('Expiring the open checkouts of a changed claim failed', { applicationId, error: String(error) });
  }
}
