import { createHash } from 'node:crypto';
import { BROADCAST, type Broadcast } from '@taxback/shared';
import { v7 as uuidv7 } from 'uuid';
import { newId } from '../commons/ids';
import { logger } from '../commons/logger';
import { getBroadcast, recentBroadcasts, recordBroadcast, type BroadcastItem } from '../data/stores/broadcast';
import { markBatchDelivered, type BroadcastBatchItem } from '../data/stores/broadcast-batch';
import { profilesOf } from '../data/stores/profile';
import { ok, operation } from '../http/lambda-handler';
import { deliverStaffMessage } from './conversations';

const SHOWN_BROADCASTS = 10;

const broadcastView = (item: BroadcastItem): Broadcast => ({
  broadcastId: item.broadcastId,
  title: item.title,
  sentBy: item.sentBy,
  recipients: item.recipients,
  delivered: item.delivered,
  skipped: item.skipped,
  status: item.delivered + item.skipped >= item.recipients ? 'sent' : 'sending',
  createdAt: item.createdAt,
});

const slicesOf = (userIds: string[]) =>
  Array.from({ length: Math.ceil(userIds.length / BROADCAST.batchSize) }, (_, index) =>
    userIds.slice(index * BROADCAST.batchSize, (index + 1) * BROADCAST.batchSize),
  );

/** Staff write once to many customers; the jobs function delivers it slice by slice. */
const daysFromNow = (days: number) => Math.floor(Date.now() / 1000) + days * 24 * 60 * 60;

export const sendBroadcast = operation('sendBroadcast', async ({ caller, body }) => {
  const created = await recordBroadcast(
    {
      broadcastId: newId(),
      title: body.title,
      content: body.content,
      sentBy: caller.email,
      expiresAt: daysFromNow(BROADCAST.recordDays),
    },
    { userIds: slicesOf(body.userIds), expiresAt: daysFromNow(BROADCAST.sliceDays) },
  );
  return { status: 202 as const, body: broadcastView(created) };
});

export const listBroadcasts = operation('listBroadcasts', async () =>
  ok({ items: (await recentBroadcasts(SHOWN_BROADCASTS)).map(broadcastView) }),
);

/**
 * The id of the broadcast's message in one customer's thread: the same on every delivery attempt (so a
 * retried slice stores and mails nothing twice), and ordered by the broadcast's time like any message id.
 */
export const broadcastMessageId = (broadcast: Pick<BroadcastItem, 'broadcastId' | 'createdAt'>, userId: string) =>
  uuidv7({
    msecs: Date.parse(broadcast.createdAt),
    random: createHash('sha256').update(`${broadcast.broadcastId}:${userId}`).digest().subarray(0, 16),
  });

/** Delivers one slice: each customer who still has an account gets the message; the slice is counted once. */
export async function deliverBroadcastBatch(batch: BroadcastBatchItem): Promise<void> {
  const broadcast = await getBroadcast(batch.broadcastId);
  if (!broadcast || batch.status !== 'pending') return;
  const figures = { delivered: 0, skipped: 0 };
  const recipients = await profilesOf(batch.userIds);
  for (const userId of batch.userIds) {
    const profile = recipients.get(userId);
    if (!profile) {
      figures.skipped += 1;
      continue;
    }
    await deliverStaffMessage(profile, broadcast, broadcastMessageId(broadcast, userId));
    figures.delivered += 1;
  }
  if (!(await markBatchDelivered(batch, figures))) {
    logger.info('Broadcast slice already counted', { broadcastId: batch.broadcastId, batchNumber: batch.batchNumber });
  }
}
