import { pendingPaymentHoldUntil, reservationKeyOf } from '@taxback/shared/payments/reservation';
import {
  holdReservationUntil,
  releaseDiscountUse,
  reserveDiscountUse,
  sweepExpiredReservations,
} from '../data/stores/discount-reservation';
import type { PaymentItem } from '../data/stores/payment';

/**
 * The uses of limited discount codes that open checkouts hold (shared/src/payments/reservation.ts is the
 * state machine; the discount-code store applies its decisions): reserved when a checkout opens, held
 * longer for a delayed payment, converted when paid (in the completion), given back otherwise.
 */

/** The reservation of a checkout for one claim state: a double click finds the use it already holds. */
export const checkoutReservationKey = (application: { applicationId: string; version: number }): string =>
  reservationKeyOf(application.applicationId, application.version);

/**
 * Reserves a use of the code for a checkout opening now: 'taken' when this call took it (to give back if the
 * checkout does not open), 'held' when an earlier checkout of the same claim state holds it, 'used_up'.
 */
export async function reserveForCheckout(
  code: string,
  reservationKey: string,
  applicationId: string,
  expiresAt: number,
): Promise<'taken' | 'held' | 'used_up'> {
  const outcome = await reserveDiscountUse(code, reservationKey, applicationId, expiresAt);
  return outcome === 'reserved' ? 'taken' : outcome === 'already_reserved' ? 'held' : 'used_up';
}

/** Gives the use a checkout that did not open took back to its code. */
export const releaseUnopened = (code: string, reservationKey: string): Promise<boolean> =>
  releaseDiscountUse(code, reservationKey);

/** Gives back the uses of a code held by checkouts abandoned past their expiry; answers how many. */
export const sweepLapsedReservations = (code: string): Promise<number> => sweepExpiredReservations(code);

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
    await holdReservationUntil(payment.discountCode, payment.reservationKey, pendingPaymentHoldUntil(now));
  }
}
