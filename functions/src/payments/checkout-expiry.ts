import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { rejectedAfterPayment, repricedTo } from '@taxback/shared/payments/quote';
import { paymentProvider } from './provider/provider';
import { logger } from '../commons/logger';
import { streamConsumer } from '../streams/consumer';
import { closePayment, openPayments } from '../data/stores/payment';
import { refundRejectedClaim } from './rejection-refunds';
import { releaseHeldUse } from './reservations';

// In order: two changes of one claim in a batch do not race to expire the same session.
const consume = streamConsumer({ inOrder: true });

/**
 * Acts on a claim's payments when the claim changes, started by the table's stream: expires its open
 * checkouts when its answers version moves (new answers, a Form 1042-S upload), and refunds what it paid
 * when staff reject it after payment. The functions that change claims never call Stripe: only the
 * payments side holds the Stripe key. A record that fails is retried by the stream, so a change is never
 * left with a checkout open at its old price, nor a rejected claim with its fee kept.
 */
export async function handler(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  return consume(event, context, async (change) => {
    // In AWS the event source filter holds back all but claim changes; the local poller delivers every record.
    if (!change.after) return;
    const answersVersion = repricedTo(change);
    const rejected = rejectedAfterPayment(change);
    if (!answersVersion && !rejected) return;
    const applicationId = String(change.after.applicationId);
    try {
      if (answersVersion) await expireOpenCheckouts(applicationId, answersVersion);
      if (rejected) await refundRejectedClaim(applicationId);
    } catch (error) {
      logger.error('Acting on a changed claim’s payments failed', { applicationId, error: error as Error });
      throw error;
    }
  });
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
