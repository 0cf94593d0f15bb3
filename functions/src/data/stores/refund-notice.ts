import { isConditionalCheckFailure, type ItemOf } from '../electro';
import { refundNotices } from '../entities/refund-notice';

export type RefundNoticeItem = Pick<
  ItemOf<typeof refundNotices>,
  'applicationId' | 'sessionId' | 'userId' | 'amountCents'
>;

/** Records the notice of a refund, once per checkout (a second call changes nothing). */
export async function recordRefundNotice(notice: RefundNoticeItem): Promise<void> {
  try {
    await refundNotices().create(notice).go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
