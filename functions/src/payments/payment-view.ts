import type { ClaimPayment } from '@taxback/shared';
import type { PaymentItem } from '../data/stores/payment';

/** A checkout that took money, as customers and staff see it. */
export const claimPaymentView = (payment: PaymentItem): ClaimPayment => ({
  kind: payment.kind ?? 'fee',
  status: payment.status === 'refunded' ? 'refunded' : 'paid',
  amountCents: payment.amountCents,
  paidAt: payment.paidAt ?? payment.createdAt,
  refundedAt: payment.refundedAt ?? null,
});
