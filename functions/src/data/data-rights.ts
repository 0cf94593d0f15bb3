import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { documentClient } from './clients';
import { lazy } from '../commons/lazy';
import { config } from '../config';
import {
  entityConfiguration,
  isConditionalCheckFailure,
  key,
  partitionItems,
  put,
  SERVICE,
  timestamps,
  writeAtomically,
  type ItemOf,
} from './electro';
import { connections } from './connections';
import { payments } from './payments';

/**
 * A copy of everything held about a customer, asked for by them or by staff. The jobs function builds
 * the ZIP when the item appears (from the table's stream) and marks it ready; TTL removes the record.
 */
export const dataExports = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'dataExport', version: '1', service: SERVICE },
        attributes: {
          exportId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          status: { type: ['preparing', 'ready', 'failed'] as const, required: true, default: 'preparing' },
          /** Who asked: the customer, or the staff member's email. */
          requestedBy: { type: 'string', required: true },
          /** Where the ready mail goes. */
          notify: { type: 'string', required: true },
          objectKey: { type: 'string' },
          readyAt: { type: 'string' },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byUser: {
            pk: key('PK', 'USER#${userId}', ['userId']),
            sk: key('SK', 'EXPORT#${exportId}', ['exportId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
export type DataExportItem = ItemOf<typeof dataExports>;

/**
 * An account closure: done at once when no claim is being filed, else a request staff finish. Its id is
 * the tombstone under which the kept records live; the user id and user name are removed once it is done.
 * Each step is recorded in `steps`. GSI1 lists closures by state, oldest first, for staff.
 */
export const accountClosures = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'accountClosure', version: '1', service: SERVICE },
        attributes: {
          closureId: { type: 'string', required: true, readOnly: true },
          state: { type: ['requested', 'closed'] as const, required: true },
          userId: { type: 'string' },
          username: { type: 'string' },
          /** For staff to recognise a pending request; removed once it is done. */
          displayName: { type: 'string' },
          requestedBy: { type: 'string', required: true },
          closedBy: { type: 'string' },
          closedAt: { type: 'string' },
          retainedUntil: { type: 'string' },
          steps: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                at: { type: 'string', required: true },
                step: { type: 'string', required: true },
                count: { type: 'number' },
              },
            },
          },
          ...timestamps,
        },
        indexes: {
          byId: { pk: key('PK', 'CLOSURE#${closureId}', ['closureId']), sk: key('SK', 'CLOSURE') },
          byState: {
            index: 'GSI1',
            pk: key('GSI1PK', 'CLOSURES#${state}', ['state']),
            sk: key('GSI1SK', '${createdAt}#${closureId}', ['createdAt', 'closureId']),
          },
        },
      },
      entityConfiguration(),
    ),
);
export type AccountClosureItem = ItemOf<typeof accountClosures>;

/** A paid claim's summary kept after its account was closed, under the closure's tombstone id, until TTL. */
export const retainedClaims = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'retainedClaim', version: '1', service: SERVICE },
        attributes: {
          tombstoneId: { type: 'string', required: true, readOnly: true },
          applicationId: { type: 'string', required: true, readOnly: true },
          summary: { type: 'any', required: true },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byTombstone: {
            pk: key('PK', 'TOMBSTONE#${tombstoneId}', ['tombstoneId']),
            sk: key('SK', 'CLAIM#${applicationId}', ['applicationId']),
          },
        },
      },
      entityConfiguration(),
    ),
);

export type StoredItem = Record<string, unknown> & { PK: string; SK: string };

/** Every item in the customer's partition (profile, claims, files, messages, notifications...), raw. */
export async function userItems(userId: string): Promise<StoredItem[]> {
  return (await partitionItems(`USER#${userId}`)) as StoredItem[];
}

/** The entity type ElectroDB stored an item as ('' for raw items such as locks). */
export const entityOf = (item: Record<string, unknown>): string =>
  typeof item.__edb_e__ === 'string' ? item.__edb_e__ : '';

/**
 * Every item in the partitions of these claims (payments, retrieval entries, the signed authorisation,
 * request letters...), raw, with the claim each belongs to.
 */
export async function claimItems(applicationIds: string[]): Promise<StoredItem[]> {
  const pages = await Promise.all(applicationIds.map((applicationId) => partitionItems(`APP#${applicationId}`)));
  return pages.flat() as StoredItem[];
}

/** Removes the customer's open WebSocket connections (found by user on GSI1); answers how many. */
export async function deleteConnectionsOf(userId: string): Promise<number> {
  const { data } = await connections().query.byUser({ userId }).go({ pages: 'all' });
  for (const { connectionId } of data) await connections().delete({ connectionId }).go();
  return data.length;
}

export const paymentsOf = async (applicationIds: string[]) =>
  (
    await Promise.all(
      applicationIds.map(
        async (applicationId) => (await payments().query.byApplication({ applicationId }).go({ pages: 'all' })).data,
      ),
    )
  ).flat();

export async function deleteItems(keys: { PK: string; SK: string }[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    let pending: Record<string, unknown[]> | undefined = {
      [config.tableName]: keys.slice(start, start + 25).map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } })),
    };
    while (pending && Object.keys(pending).length) {
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: pending as never }));
      pending = result.UnprocessedItems as typeof pending;
    }
  }
}

/** The item in the customer's partition that points at their pending closure request. */
export const CLOSURE_REQUEST_SK = 'CLOSURE_REQUEST';

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

type NewExport = Pick<DataExportItem, 'exportId' | 'userId' | 'requestedBy' | 'notify' | 'expiresAt'>;

/** A customer's newest export request, or null. */
export const latestExportOf = async (userId: string): Promise<DataExportItem | null> =>
  (await dataExports().query.byUser({ userId }).go({ order: 'desc', limit: 1 })).data[0] ?? null;

/**
 * Records an export request to follow `after` (the customer's latest export, or null for a first one); the
 * jobs function builds it when the item reaches the stream. One transaction with a marker of what it
 * follows: of two requests at once that read the same latest export, one is recorded and the other
 * answers null (nothing written).
 */
export async function recordExportRequest(request: NewExport, after: string | null): Promise<DataExportItem | null> {
  const item = { ...request, status: 'preparing' as const };
  const failed = await writeAtomically([
    put(dataExports().create(item).params()),
    put({
      TableName: config.tableName,
      Item: { PK: `USER#${request.userId}`, SK: `EXPORT_AFTER#${after ?? 'none'}`, expiresAt: request.expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  ]);
  return failed
    ? null
    : ((await dataExports().get({ userId: request.userId, exportId: request.exportId }).go()).data as DataExportItem);
}

export async function markExportReady(userId: string, exportId: string, objectKey: string): Promise<void> {
  await dataExports()
    .patch({ userId, exportId })
    .set({ status: 'ready', objectKey, readyAt: new Date().toISOString() })
    .go();
}

/** Marks an export failed; `onlyIf` leaves it alone unless it is still in that state (a late run may have ended it). */
export async function markExportFailed(
  userId: string,
  exportId: string,
  onlyIf?: DataExportItem['status'],
): Promise<void> {
  const patch = dataExports().patch({ userId, exportId }).set({ status: 'failed' });
  try {
    await (onlyIf ? patch.where(({ status }, { eq }) => eq(status, onlyIf)) : patch).go();
  } catch (error) {
    if (onlyIf && isConditionalCheckFailure(error)) return;
    throw error;
  }
}

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

/** Keeps what the law requires of a paid claim, under the tombstone id, until `expiresAt` (TTL). */
export async function keepClaimSummary(
  tombstoneId: string,
  applicationId: string,
  summary: unknown,
  expiresAt: number,
) {
  await retainedClaims().put({ tombstoneId, applicationId, summary, expiresAt }).go();
}
