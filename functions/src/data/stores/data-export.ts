import { config } from '../../config';
import { isConditionalCheckFailure, put, writeAtomically, type ItemOf } from '../electro';
import { dataExports } from '../entities/data-export';

export type DataExportItem = ItemOf<typeof dataExports>;

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
