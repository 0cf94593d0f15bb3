import { Entity } from 'electrodb';
import { lazy } from '../commons/lazy';
import { entityConfiguration, key, put, SERVICE, timestamps, update, writeAtomically, type ItemOf } from './electro';

/** A message staff sent to many customers: its text, who sent it and how far its delivery has come. */
export const broadcasts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'broadcast', version: '1', service: SERVICE },
        attributes: {
          broadcastId: { type: 'string', required: true, readOnly: true },
          title: { type: 'string', required: true, readOnly: true },
          content: { type: 'string', required: true, readOnly: true },
          sentBy: { type: 'string', required: true, readOnly: true },
          recipients: { type: 'number', required: true, readOnly: true },
          delivered: { type: 'number', required: true, default: 0 },
          /** Recipients whose account no longer exists. */
          skipped: { type: 'number', required: true, default: 0 },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          recent: { pk: key('PK', 'BROADCASTS'), sk: key('SK', 'BROADCAST#${broadcastId}', ['broadcastId']) },
        },
      },
      entityConfiguration(),
    ),
);
export type BroadcastItem = ItemOf<typeof broadcasts>;

/**
 * One slice of a broadcast's recipients: its insertion starts the jobs function, which delivers to these
 * customers and then marks the slice delivered (once, whatever the stream's retries).
 */
export const broadcastBatches = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'broadcastBatch', version: '1', service: SERVICE },
        attributes: {
          broadcastId: { type: 'string', required: true, readOnly: true },
          batchNumber: { type: 'number', required: true, readOnly: true },
          userIds: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
          status: { type: ['pending', 'delivered'] as const, required: true, default: 'pending' },
          expiresAt: { type: 'number', required: true },
          ...timestamps,
        },
        indexes: {
          byBroadcast: {
            pk: key('PK', 'BROADCAST#${broadcastId}', ['broadcastId']),
            sk: key('SK', 'BATCH#${batchNumber}', ['batchNumber']),
          },
        },
      },
      entityConfiguration(),
    ),
);
export type BroadcastBatchItem = ItemOf<typeof broadcastBatches>;

export interface NewBroadcast {
  broadcastId: string;
  title: string;
  content: string;
  sentBy: string;
  expiresAt: number;
}

export interface BroadcastSlices {
  userIds: string[][];
  expiresAt: number;
}

/** Stores the broadcast and all of its slices at once: every slice is delivered, or none is started. */
export async function recordBroadcast(broadcast: NewBroadcast, slices: BroadcastSlices): Promise<BroadcastItem> {
  const recipients = slices.userIds.reduce((total, slice) => total + slice.length, 0);
  const item = { ...broadcast, recipients, delivered: 0, skipped: 0 };
  await writeAtomically([
    put(broadcasts().create(item).params()),
    ...slices.userIds.map((userIds, batchNumber) =>
      put(
        broadcastBatches()
          .create({ broadcastId: broadcast.broadcastId, batchNumber, userIds, expiresAt: slices.expiresAt })
          .params(),
      ),
    ),
  ]);
  return (await broadcasts().get({ broadcastId: broadcast.broadcastId }).go()).data!;
}

export const getBroadcast = async (broadcastId: string): Promise<BroadcastItem | null> =>
  (await broadcasts().get({ broadcastId }).go()).data;

export const recentBroadcasts = async (limit: number): Promise<BroadcastItem[]> =>
  (await broadcasts().query.recent({}).go({ order: 'desc', limit })).data;

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
