import { update, writeAtomically, type ItemOf } from '../electro';
import { broadcasts } from '../entities/broadcast';
import { broadcastBatches } from '../entities/broadcast-batch';

export type BroadcastBatchItem = ItemOf<typeof broadcastBatches>;

/**
 * Marks a slice delivered and adds its figures to the broadcast, in one write that only a pending slice
 * passes: false when a retry of the stream finds it already counted.
 */
export async function markBatchDelivered(
  batch: Pick<BroadcastBatchItem, 'broadcastId' | 'batchNumber'>,
  figures: { delivered: number; skipped: number },
): Promise<boolean> {
  const reasons = await writeAtomically([
    update(
      broadcastBatches()
        .patch(batch)
        .set({ status: 'delivered' })
        .where(({ status }, { eq }) => eq(status, 'pending'))
        .params(),
    ),
    update(broadcasts().update({ broadcastId: batch.broadcastId }).add(figures).params()),
  ]);
  return reasons === null;
}
