import { copyFor, formatUsd } from '@taxback/shared';
import { sendMail } from '../adapters/mail';
import { getProfileItem } from '../data/stores/profile';
import type { RefundNoticeItem } from '../data/stores/refund-notice';

/** Tells the customer, in their language, that the fee of their rejected claim was refunded. */
export async function mailRejectionRefund({ userId, applicationId, amountCents }: RefundNoticeItem): Promise<void> {
  const profile = await getProfileItem(userId);
  if (!profile) return;
  const text = copyFor(profile.language).payment;
  await sendMail({
    to: [profile.email],
    subject: text.rejectionRefundSubject,
    text: text.rejectionRefundBody(
      profile.firstName ?? '',
      formatUsd(amountCents, profile.language ?? 'en'),
      applicationId,
    ),
  });
}
