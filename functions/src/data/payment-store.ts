import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/clients';
import { config } from '../config';
import { applications } from './applications';
import { discountCodes } from './discount-codes';
import { isConditionalCheckFailure, type ItemOf } from './electro';
import { payments } from './payments';

type Params = Record<string, any>;
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

export type CompletionOutcome = 'completed' | 'already_processed' | 'discount_unavailable';

/**
 * In one transaction: remembers the event, marks the payment paid, marks the application paid and
 * submitted, and takes one use of the discount code, which only succeeds while uses remain.
 */
export async function completePayment(completion: Completion, redeemDiscount = true): Promise<CompletionOutcome> {
  const { applicationId, userId, sessionId, discountCode, paidAt } = completion;
  const marker: Params = {
    TableName: config.tableName,
    Item: {
      PK: `PAYMENT_EVENT#${completion.onceKey}`,
      SK: 'PROCESSED',
      processedAt: paidAt,
      expiresAt: Math.floor(Date.now() / 1000) + PROCESSED_EVENT_DAYS * 86_400,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  };
  const paid = payments().patch({ applicationId, sessionId }).set({ status: 'paid', paidAt }).params() as Params;
  const submitted = applications()
    .patch({ userId, applicationId })
    .set({ paymentCompletedDate: paidAt, status: 'submitted' })
    .add({ version: 1 })
    .params() as Params;
  const redemption =
    discountCode && redeemDiscount
      ? (discountCodes()
          .patch({ code: discountCode })
          .add({ currentUses: 1 })
          .where(
            ({ active, maxUses, currentUses }, { eq, notExists, name }) =>
              `${eq(active, true)} AND (${notExists(maxUses)} OR ${name(currentUses)} < ${name(maxUses)})`,
          )
          .params() as Params)
      : null;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: marker as never },
          { Update: paid as never },
          { Update: submitted as never },
          ...(redemption ? [{ Update: redemption as never }] : []),
        ],
      }),
    );
    return 'completed';
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'already_processed';
    if (redemption && reasons[3]?.Code === 'ConditionalCheckFailed') return 'discount_unavailable';
    throw error;
  }
}
