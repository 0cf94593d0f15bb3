import { paymentProvider } from './provider/provider';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { countMetric, flushMetrics } from '../commons/metrics';
import { moneyPayments, recordPaidRefund } from '../data/stores/payment';
import { recordRefundNotice } from '../data/stores/refund-notice';

const REJECTION_REFUND_REASON = 'claim_rejected';

/**
 * The money-back promise: every payment a rejected claim took is given back in full, once (the provider's
 * idempotency key and the conditional record make a retried stream record refund nothing twice), and the
 * customer told by mail. A retry also writes the notice of a refund recorded before the function stopped.
 */
export async function refundRejectedClaim(applicationId: string): Promise<void> {
  const taken = (await moneyPayments(applicationId)).filter((payment) => payment.amountCents > 0);
  for (const payment of taken) {
    const refundedForRejection = payment.status === 'refunded' && payment.refundReason === REJECTION_REFUND_REASON;
    if (payment.status === 'paid') {
      const { refundId } = await paymentProvider().refund({
        sessionId: payment.sessionId,
        paymentIntentId: payment.paymentIntentId ?? null,
        amountCents: payment.amountCents,
        reason: REJECTION_REFUND_REASON,
        idempotencyKey: `refund:${payment.sessionId}`,
      });
      if (!(await recordPaidRefund(payment, REJECTION_REFUND_REASON, refundId))) continue;
      logger.info('Refunded the fee of a rejected claim', { applicationId, sessionId: payment.sessionId });
      countMetric(metricNames.paymentRefunded);
    } else if (!refundedForRejection) {
      continue;
    }
    // The jobs function mails the customer when this notice is first written.
    const { sessionId, userId, amountCents } = payment;
    await recordRefundNotice({ applicationId, sessionId, userId, amountCents });
  }
  flushMetrics();
}
