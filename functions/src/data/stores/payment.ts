import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from '../clients';
import {
  isConditionalCheckFailure,
  put,
  writeAtomically,
  type ItemOf,
  type TransactItem,
  update,
  type WriteParams,
} from '../electro';
import { payments } from '../entities/payment';

export const paymentsOf = async (applicationIds: string[]) =>
  (
    await Promise.all(
      applicationIds.map(
        async (applicationId) => (await payments().query.byApplication({ applicationId }).go({ pages: 'all' })).data,
      ),
    )
  ).flat();

/**
 * Moves the payment records of these claims under the tombstone id (the user id is replaced) and lets
 * TTL remove them at `expiresAt`. Answers how many were kept.
 */
export async function tombstonePayments(applicationIds: string[], tombstoneId: string, expiresAt: number) {
  const claimPayments = await paymentsOf(applicationIds);
  for (const payment of claimPayments) {
    const { Key } = payments().get({ applicationId: payment.applicationId, sessionId: payment.sessionId }).params() as {
      Key: Record<string, string>;
    };
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key,
        UpdateExpression: 'SET userId = :tombstone, expiresAt = :expires',
        ExpressionAttributeValues: { ':tombstone': `tombstone#${tombstoneId}`, ':expires': expiresAt },
      }),
    );
  }
  return claimPayments.length;
}

export type PaymentItem = ItemOf<typeof payments>;

const PROCESSED_EVENT_DAYS = 30;

export const getPayment = async (applicationId: string, sessionId: string): Promise<PaymentItem | null> =>
  (await payments().get({ applicationId, sessionId }).go()).data;

/** Records a checkout as it opens; null when it was already recorded (a double click: the same session). */
export async function recordPendingPayment(
  payment: Parameters<ReturnType<typeof payments>['create']>[0],
): Promise<PaymentItem | null> {
  try {
    return (await payments().create(payment).go()).data as PaymentItem;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

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

/** The write that makes a completion happen at most once per key (a webhook event id, a free checkout's session id). */
export const paymentEventOnceWrite = (onceKey: string, at: string): TransactItem => put(processedMarker(onceKey, at));

/** The write that marks a pending checkout paid (for the completion's transaction). */
export const markPaidWrite = (
  { applicationId, sessionId }: Pick<PaymentItem, 'applicationId' | 'sessionId'>,
  paidAt: string,
  paymentIntentId?: string,
): TransactItem =>
  update(
    payments()
      .patch({ applicationId, sessionId })
      .set({ status: 'paid', paidAt, ...(paymentIntentId ? { paymentIntentId } : {}) })
      .where(({ status }, { eq }) => eq(status, 'pending'))
      .params(),
  );
