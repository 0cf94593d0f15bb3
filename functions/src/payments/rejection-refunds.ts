import { paymentProvider } from '../adapters/payments/provider';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { countMetric, flushMetrics } from '../commons/metrics';
import { moneyPayments, recordPaidRefund } from '../data/payment-store';
import { recordRefundNotice } from '../data/refund-notices';

export const REJECTION_REFUND_REASON = 'claim_rejected';

/**
 * The money-back promise: every payment a rejected claim took is given back in full, once (the provider's
 * idempotency key and the conditional record make a retried stream record refund nothing twice).
 */
export async function refundRejectedClaim(applicationId: string): Promise<void> {
  const paid = (await moneyPayments(applicationId)).filter(
    (payment) => payment.status === 'paid' && payment.amountCents > 0,
  );
  for (const payment of paid) {
    const { refundId } = await paymentProvider().refund({
      sessionId: payment.sessionId,
      paymentIntentId: payment.paymentIntentId ?? null,
      amountCents: payment.amountCents,
      reason: REJECTION_REFUND_REASON,
      idempotencyKey: `refund:${payment.sessionId}`,
    });
    if (await recordPaidRefund(payment, REJECTION_REFUND_REASON, refundId)) {
      logger.info('Refunded the fee of a rejected claim', { applicationId, sessionId: payment.sessionId });
      countMetric(metricNames.paymentRefunded);
      // The jobs function mails the customer when this notice is written.
      const { sessionId, userId, amountCents } = payment;
      await recordRefundNotice({ applicationId, sessionId, userId, amountCents });
    }
  }
  flushMetrics();
}
