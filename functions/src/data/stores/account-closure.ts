import { config } from '../../config';
import { put, writeAtomically, type ItemOf } from '../electro';
import { accountClosures } from '../entities/account-closure';

export type AccountClosureItem = ItemOf<typeof accountClosures>;

/** The item in the customer's partition that points at their pending closure request. */
export const CLOSURE_REQUEST_SK = 'CLOSURE_REQUEST';

export async function getClosure(closureId: string): Promise<AccountClosureItem | null> {
  return (await accountClosures().get({ closureId }).go()).data;
}

/** The closing requests staff still have to finish. */
export async function requestedClosures(): Promise<AccountClosureItem[]> {
  return (await accountClosures().query.byState({ state: 'requested' }).go({ pages: 'all' })).data;
}

type ClosureRequest = Pick<
  AccountClosureItem,
  'closureId' | 'userId' | 'username' | 'displayName' | 'requestedBy' | 'steps'
>;

/**
 * Records a closure request and the customer's pointer to it, in one transaction that holds only while
 * the customer has no pointer: of two requests at once (two tabs, a double click), one is recorded.
 * False when a request was already there (nothing written).
 */
export async function recordClosureRequest(request: ClosureRequest): Promise<boolean> {
  const failed = await writeAtomically([
    put(
      accountClosures()
        .create({ ...request, state: 'requested' })
        .params(),
    ),
    put({
      TableName: config.tableName,
      Item: { PK: `USER#${request.userId}`, SK: CLOSURE_REQUEST_SK, closureId: request.closureId },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  ]);
  return !failed;
}

/** `createdAt` carries over the date of the request that a staff member finishes. */
type ClosedAccount = Pick<
  AccountClosureItem,
  'closureId' | 'requestedBy' | 'closedBy' | 'closedAt' | 'retainedUntil' | 'steps'
> & {
  createdAt?: string | undefined;
};

/** The audit record of a closed account: who asked, who closed, every step; no user id or name is kept. */
export async function recordClosedAccount(closed: ClosedAccount): Promise<void> {
  await accountClosures()
    .put({ ...closed, state: 'closed' })
    .go();
}
