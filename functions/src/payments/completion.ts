import { claimPaidBy } from '@taxback/shared';
import { paidClaimWrite } from '../data/stores/application';
import { consumeReservationWrites, takeUseWrites } from '../data/stores/discount-reservation';
import { markPaidWrite, paymentEventOnceWrite, type PaymentItem } from '../data/stores/payment';
import { TransactionCancelled, writeAtomically } from '../data/transaction';
import { logger } from '../commons/logger';

export interface Completion {
  /** Makes the completion happen at most once: a webhook event id, or the session id of a free checkout. */
  onceKey: string;
  applicationId: string;
  userId: string;
  sessionId: string;
  discountCode: string | null;
  paidAt: string;
  /** The provider's payment, kept for a refund later (none for a free checkout). */
  paymentIntentId?: string;
  /** The checkout as recorded when it was opened: its frozen quote. */
  payment: PaymentItem;
}

export type CompletionOutcome =
  'completed' | 'already_processed' | 'payment_not_pending' | 'discount_unavailable' | 'claim_not_awaiting_payment';

/**
 * How the discount use is counted: `reserved` converts the checkout's reservation, `take` takes a use
 * while one is left (codes without a limit, free redemptions), `none` counts nothing.
 */
export type Redemption = 'reserved' | 'take' | 'none';

/**
 * The cross-entity write that makes a claim paid, in one transaction: remembers the event, marks the pending
 * payment paid, applies the payment to the claim only while the claim still awaits this very payment (the
 * quote's kind and answers version), and counts the discount use (which only succeeds while uses remain).
 */
export async function completePayment(
  completion: Completion,
  redeem: Redemption = completion.payment.reservationKey ? 'reserved' : 'take',
): Promise<CompletionOutcome> {
  const { applicationId, userId, discountCode, paidAt, payment } = completion;
  const redemption =
    !discountCode || redeem === 'none'
      ? []
      : redeem === 'reserved' && payment.reservationKey
        ? consumeReservationWrites(discountCode, payment.reservationKey)
        : takeUseWrites(discountCode);
  const failed = await writeAtomically([
    paymentEventOnceWrite(completion.onceKey, paidAt),
    markPaidWrite({ applicationId, sessionId: completion.sessionId }, paidAt, completion.paymentIntentId),
    paidClaimWrite(userId, applicationId, claimPaidBy(payment, paidAt)),
    ...redemption,
  ]);
  if (!failed) return 'completed';
  if (failed[0] === 'ConditionalCheckFailed') return 'already_processed';
  if (failed[1] === 'ConditionalCheckFailed') return 'payment_not_pending';
  if (failed[2] === 'ConditionalCheckFailed') return 'claim_not_awaiting_payment';
  // The code's reservation or the code itself is gone: the caller completes without counting a use.
  if (failed.slice(3).includes('ConditionalCheckFailed')) return 'discount_unavailable';
  throw new TransactionCancelled('Payment completion', failed);
}

/**
 * Completes a paid checkout, counting its discount use the best way still open: its reservation, else (swept
 * after its session's expiry) a use if one is left, else none (the money is taken; the code is not counted).
 */
export async function completePaidCheckout(
  completion: Completion,
): Promise<{ outcome: CompletionOutcome; discountRedeemed: boolean }> {
  let outcome = await completePayment(completion);
  if (outcome === 'discount_unavailable' && completion.payment.reservationKey) {
    outcome = await completePayment(completion, 'take');
  }
  if (outcome !== 'discount_unavailable') return { outcome, discountRedeemed: Boolean(completion.discountCode) };
  logger.warn('Discount code had no use left when the payment completed', {
    discountCode: completion.discountCode,
    applicationId: completion.applicationId,
  });
  return { outcome: await completePayment(completion, 'none'), discountRedeemed: false };
}
