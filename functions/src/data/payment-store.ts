import { CLAIM_TRANSITIONS } from '@taxback/shared';
import { config } from '../config';
import { applications } from './applications';
import { discountCodes } from './discount-codes';
import { type ItemOf, put, update, writeAtomically, type WriteParams } from './electro';
import { payments } from './payments';

type PaymentItem = ItemOf<typeof payments>;

const PROCESSED_EVENT_DAYS = 30;

export const getPayment = async (applicationId: string, sessionId: string): Promise<PaymentItem | null> =>
  (await payments().get({ applicationId, sessionId }).go()).data;

export const recordPendingPayment = (payment: Parameters<ReturnType<typeof payments>['create']>[0]) =>
  payments().create(payment).go();

export interface Completion {
  /** Makes the completion happen at most once: a webhook event id, or the session id of a free checkout. */
  onceKey: string;
  applicationId: string;
  userId: string;
  sessionId: string;
  discountCode: string | null;
  paidAt: string;
}

export type CompletionOutcome =
  'completed' | 'already_processed' | 'discount_unavailable' | 'claim_not_awaiting_payment';

/**
 * In one transaction: remembers the event, marks the payment paid, marks the application paid and
 * submitted, and takes one use of the discount code, which only succeeds while uses remain.
 */
export async function completePayment(completion: Completion, redeemDiscount = true): Promise<CompletionOutcome> {
  const { applicationId, userId, sessionId, discountCode, paidAt } = completion;
  const marker: WriteParams = {
    TableName: config.tableName,
    Item: {
      PK: `PAYMENT_EVENT#${completion.onceKey}`,
      SK: 'PROCESSED',
      processedAt: paidAt,
      expiresAt: Math.floor(Date.now() / 1000) + PROCESSED_EVENT_DAYS * 86_400,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  };
  const paid = payments().patch({ applicationId, sessionId }).set({ status: 'paid', paidAt }).params();
  const submitted = applications()
    .patch({ userId, applicationId })
    .set({ paymentCompletedDate: paidAt, status: 'submitted' })
    .add({ version: 1 })
    .where(({ status }, { eq }) => CLAIM_TRANSITIONS.pay.from.map((from) => eq(status, from)).join(' OR '))
    .params();
  const redemption =
    discountCode && redeemDiscount
      ? discountCodes()
          .patch({ code: discountCode })
          .add({ currentUses: 1 })
          .where(
            ({ active, maxUses, currentUses }, { eq, notExists, name }) =>
              `${eq(active, true)} AND (${notExists(maxUses)} OR ${name(currentUses)} < ${name(maxUses)})`,
          )
          .params()
      : null;
  const failed = await writeAtomically([
    put(marker),
    update(paid),
    update(submitted),
    ...(redemption ? [update(redemption)] : []),
  ]);
  if (!failed) return 'completed';
  if (failed[0] === 'ConditionalCheckFailed') return 'already_processed';
  if (failed[2] === 'ConditionalCheckFailed') return 'claim_not_awaiting_payment';
  if (redemption && failed[3] === 'ConditionalCheckFailed') return 'discount_unavailable';
  throw new Error(`Payment completion was cancelled: ${failed.join(', ')}`);
}
