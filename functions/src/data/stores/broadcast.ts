import { put, writeAtomically, type ItemOf } from '../electro';
import { broadcasts } from '../entities/broadcast';
import { broadcastBatches } from '../entities/broadcast-batch';

export type BroadcastItem = ItemOf<typeof broadcasts>;

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
