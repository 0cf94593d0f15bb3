import { paymentProvider } from '../adapters/payments/provider';
import { DISCOUNT } from '@taxback/shared/constants';
import { holdUntil, releaseDiscountUse } from '../data/discount-code-store';
import { closePayment, openPayments, type PaymentItem } from '../data/payment-store';

/** Gives the discount use a checkout reserved back to its code (nothing when it held none, or gave it back). */
export async function releaseHeldUse(payment: PaymentItem): Promise<void> {
  if (payment.discountCode && payment.reservationKey) {
    await releaseDiscountUse(payment.discountCode, payment.reservationKey);
  }
}

/**
 * A checkout completed with a delayed payment: its use of the code stays reserved (not swept at the session's
 * expiry) until the payment's outcome arrives, which converts it (succeeded) or gives it back (failed).
 */
export async function holdUseForPendingPayment(payment: PaymentItem, now = Date.now()): Promise<void> {
  if (payment.discountCode && payment.reservationKey) {
    const until = Math.floor(now / 1000) + DISCOUNT.pendingPaymentHoldDays * 24 * 60 * 60;
    await holdUntil(payment.discountCode, payment.reservationKey, until);
  }
}

/**
 * The claim's price changed (answers, a priced upload) and its answers version moved to `answersVersion`:
 * every checkout still open at an older price is expired, so that price can no longer be paid. A checkout
 * opened since, at the new price, stays open. Safe to repeat: an expired session and a closed payment are
 * left as they are. A payment that slips through anyway no longer matches the claim's answers version,
 * and the webhook gives it back.
 */
export async function expireOpenCheckouts(applicationId: string, answersVersion: number): Promise<void> {
  const stale = (await openPayments(applicationId)).filter((payment) => (payment.answersVersion ?? 0) < answersVersion);
  await Promise.all(
    stale.map(async (payment) => {
      if (!payment.sessionId.startsWith('free_')) await paymentProvider().expireCheckout(payment.sessionId);
      if (await closePayment(payment, 'expired')) await releaseHeldUse(payment);
    }),
  );
}
