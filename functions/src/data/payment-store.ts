import { paymentTransition } from '@taxback/shared';
import { config } from '../config';
import { applications } from './applications';
import { discountCodes } from './discount-codes';
import { convertReservationWrites } from './discount-code-store';
import { isConditionalCheckFailure, type ItemOf, put, update, writeAtomically, type WriteParams } from './electro';
import { payments } from './payments';

export type PaymentItem = ItemOf<typeof payments>;

const PROCESSED_EVENT_DAYS = 30;

export const getPayment = async (applicationId: string, sessionId: string): Promise<PaymentItem | null> =>
  (await payments().get({ applicationId, sessionId }).go()).data;

export const recordPendingPayment = (payment: Parameters<ReturnType<typeof payments>['create']>[0]) =>
  payments().create(payment).go();

/** The checkouts of a claim still open for payment (to expire them when the claim changes). */
export const openPayments = async (applicationId: string): Promise<PaymentItem[]> =>
  (await payments().query.byApplication({ applicationId }).go({ pages: 'all' })).data.filter(
    (payment) => payment.status === 'pending',
  );

/** The checkouts of a claim that took money (paid, or paid and given back), oldest first. */
export const moneyPayments = async (applicationId: string): Promise<PaymentItem[]> =>
  (await payments().query.byApplication({ applicationId }).go({ pages: 'all' })).data
    .filter((payment) => (payment.status === 'paid' || payment.status === 'refunded') && payment.paidAt)
    .sort((a, b) => (a.paidAt ?? '').localeCompare(b.paidAt ?? ''));

/** Closes a pending checkout without money (expired, failed, or its claim changed); false when it was not pending. */
export async function closePayment(payment: PaymentItem, status: 'expired' | 'failed'): Promise<boolean> {
  try {
    await payments()
      .patch({ applicationId: payment.applicationId, sessionId: payment.sessionId })
      .set({ status, closedAt: new Date().toISOString() })
      .where(({ status: current }, { eq }) => eq(current, 'pending'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export interface Refunded {
  onceKey: string;
  payment: PaymentItem;
  reason: string;
  refundId: string;
  at: string;
}

/**
 * Records money that arrived for a claim not waiting for it (and was given back): once per event, and
 * never for a checkout already paid or refunded. Returns false when there was nothing to record.
 */
export async function recordRefund({ onceKey, payment, reason, refundId, at }: Refunded): Promise<boolean> {
  const refunded = payments()
    .patch({ applicationId: payment.applicationId, sessionId: payment.sessionId })
    .set({ status: 'refunded', paidAt: at, refundedAt: at, refundReason: reason, refundId })
    .where(({ status }, { eq }) => `NOT (${eq(status, 'paid')} OR ${eq(status, 'refunded')})`)
    .params();
  const failed = await writeAtomically([put(processedMarker(onceKey, at)), update(refunded)]);
  return !failed;
}

/** Marks a paid checkout refunded (its claim was rejected); false when it was not paid, or already given back. */
export async function recordPaidRefund(payment: PaymentItem, reason: string, refundId: string): Promise<boolean> {
  try {
    await payments()
      .patch({ applicationId: payment.applicationId, sessionId: payment.sessionId })
      .set({ status: 'refunded', refundedAt: new Date().toISOString(), refundReason: reason, refundId })
      .where(({ status }, { eq }) => eq(status, 'paid'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

const processedMarker = (onceKey: string, at: string): WriteParams => ({
  TableName: config.tableName,
  Item: {
    PK: `PAYMENT_EVENT#${onceKey}`,
    SK: 'PROCESSED',
    processedAt: at,
    expiresAt: Math.floor(Date.now() / 1000) + PROCESSED_EVENT_DAYS * 86_400,
  },
  ConditionExpression: 'attribute_not_exists(PK)',
});

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
 * In one transaction: remembers the event, marks the pending payment paid, and marks the application
 * submitted and covered for the quote's lines (adding the amount to what it has paid), only while the
 * claim still awaits this very payment (the quote's kind and answers version); and takes one use of the
 * discount code, which only succeeds while uses remain.
 */
export type Redemption = 'reserved' | 'take' | 'none';

/**
 * How the discount use is counted: `reserved` converts the checkout's reservation, `take` takes a use
 * while one is left (codes without a limit, free redemptions), `none` counts nothing.
 */
export async function completePayment(
  completion: Completion,
  redeem: Redemption = completion.payment.reservationKey ? 'reserved' : 'take',
): Promise<CompletionOutcome> {
  const { applicationId, userId, sessionId, discountCode, paidAt, payment } = completion;
  const marker = processedMarker(completion.onceKey, paidAt);
  const paid = payments()
    .patch({ applicationId, sessionId })
    .set({
      status: 'paid',
      paidAt,
      ...(completion.paymentIntentId ? { paymentIntentId: completion.paymentIntentId } : {}),
    })
    .where(({ status }, { eq }) => eq(status, 'pending'))
    .params();
  const balance = payment.kind === 'balance';
  const { awaiting, to } = paymentTransition(balance ? 'balance' : 'fee');
  const version = payment.answersVersion ?? 0;
  const submitted = applications()
    .patch({ userId, applicationId })
    .set({
      status: to,
      coveredLines: payment.covers ?? [],
      // The first payment dates the claim as paid; a balance keeps that date.
      ...(balance ? {} : { paymentCompletedDate: paidAt }),
    })
    .add({ version: 1, paidCents: payment.amountCents })
    .where(
      ({ status, answersVersion }, { eq, notExists }) =>
        `${eq(status, awaiting)} AND (${eq(answersVersion, version)}${
          version === 0 ? ` OR ${notExists(answersVersion)}` : ''
        })`,
    )
    .params();
  const redemption =
    !discountCode || redeem === 'none'
      ? []
      : redeem === 'reserved' && payment.reservationKey
        ? convertReservationWrites(discountCode, payment.reservationKey)
        : [
            update(
              discountCodes()
                .patch({ code: discountCode })
                .add({ currentUses: 1 })
                .where(
                  ({ active, maxUses, currentUses }, { eq, notExists, name }) =>
                    `${eq(active, true)} AND (${notExists(maxUses)} OR ${name(currentUses)} < ${name(maxUses)})`,
                )
                .params(),
            ),
          ];
  const failed = await writeAtomically([put(marker), update(paid), update(submitted), ...redemption]);
  if (!failed) return 'completed';
  if (failed[0] === 'ConditionalCheckFailed') return 'already_processed';
  if (failed[1] === 'ConditionalCheckFailed') return 'payment_not_pending';
  if (failed[2] === 'ConditionalCheckFailed') return 'claim_not_awaiting_payment';
  // The code's reservation or the code itself is gone: the caller completes without counting a use.
  if (failed.slice(3).includes('ConditionalCheckFailed')) return 'discount_unavailable';
  throw new Error(`Payment completion was cancelled: ${failed.join(', ')}`);
}
