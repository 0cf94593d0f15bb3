import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { removeExportFile, runExport } from '../account/data-export';
import type { DataExportItem } from '../data/stores/data-export';
import type { Ticket } from '../data/stores/upload-ticket';
import { logger } from '../commons/logger';
import { streamConsumer } from '../streams/consumer';
import type { BroadcastBatchItem } from '../data/stores/broadcast-batch';
import { deliverBroadcastBatch } from '../messages/broadcasts';
import { finishRecount, recountStats, type StatsRecountItem } from '../data/stores/stats-recount';
import type { RefundNoticeItem } from '../data/stores/refund-notice';
import { mailRejectionRefund } from '../payments/refund-mail';
import { removeQuarantinedUpload } from '../http/stored-upload';

const consume = streamConsumer();

/** A failed count is recorded as such (staff may start another) rather than retried by the stream. */
async function runRecount(recountId: string): Promise<void> {
  try {
    await recountStats();
    await finishRecount(recountId, 'done');
  } catch (error) {
    logger.error('Recount of the dashboard figures failed', { recountId, error: error as Error });
    await finishRecount(recountId, 'failed');
  }
}

/**
 * Background jobs, started by the table's stream when their request item appears: a data export is built
 * here (and its ZIP deleted when TTL removes its record; so is an unconfirmed upload when TTL removes its
 * ticket: in AWS only TTL's removals reach this function, infra/src/constructs/jobs.ts), messages to many
 * customers delivered, a refund told to its customer and the dashboard figures recounted, off the request path
 * and off the stream processor that keeps counters and notifications.
 */
export async function handler(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  // Each job runs (logged, written and mailed) under the id of the request that asked for it.
  return consume(event, context, async (change) => {
    if (change.kind === 'REMOVE') {
      if (change.entity === 'dataExport') await removeExportFile(change.before as DataExportItem);
      if (change.entity === 'uploadTicket') await removeQuarantinedUpload(change.before as Ticket);
      return;
    }
    if (change.kind !== 'INSERT' || !change.after) return;
    if (change.entity === 'dataExport' && change.after.status === 'preparing') {
      await runExport(change.after as DataExportItem);
    }
    if (change.entity === 'broadcastBatch' && change.after.status === 'pending') {
      await deliverBroadcastBatch(change.after as BroadcastBatchItem);
    }
    if (change.entity === 'refundNotice') {
      await mailRejectionRefund(change.after as RefundNoticeItem);
    }
    if (change.entity === 'statsRecount' && change.after.status === 'counting') {
      await runRecount((change.after as StatsRecountItem).recountId);
    }
  });
}
