import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { ItemChange } from '@taxback/shared';
import { correlationIdOfItem, withCorrelationId } from '../commons/correlation';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { countMetric, countMetricBy, flushMetrics } from '../commons/metrics';
import { applyChange } from './apply-change';
import { STREAM_ENTITIES } from './entities';
import { itemChangeOf } from '../data/item-change';
import { Outbox } from './outbox';

const processor = new BatchProcessor(EventType.DynamoDBStreams);

/** Claims created, and claims entering each status, as the table records them. */
function countClaimChange(change: ItemChange): void {
  if (change.entity !== 'application') return;
  if (change.kind === 'INSERT') countMetric(metricNames.claimCreated);
  const status = change.after?.status;
  if (typeof status === 'string' && status !== change.before?.status) {
    countMetricBy(metricNames.claimStatus, 'status', status);
  }
}

/**
 * The one stream processor: each changed item of the table becomes admin notifications, dashboard
 * counters and WebSocket pushes. A record that fails is reported alone (partial batch response),
 * so it does not hold back the others; records are handled in order, as the stream delivers them.
 */
export async function handler(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  const outbox = new Outbox();
  const response = await processPartialResponse(
    event,
    async (record: DynamoDBRecord) => {
      const change = itemChangeOf(record);
      // In AWS the event source filter holds back the rest; the local poller delivers every record.
      if (!change || !STREAM_ENTITIES.includes(change.entity)) return;
      // The id of the request that wrote the item when it carries one, else the stream record's own.
      const correlationId = correlationIdOfItem(change.after ?? change.before, record.eventID!);
      // What applying it writes (notifications) carries the same id on to its own records.
      await withCorrelationId(correlationId, async () => {
        const what = { entity: change.entity, kind: change.kind, eventId: record.eventID };
        try {
          await applyChange(record.eventID!, change, outbox.forRecord(correlationId));
        } catch (error) {
          logger.error('Stream record failed', { ...what, error: error as Error });
          throw error;
        }
        countClaimChange(change);
        logger.info('Stream record applied', what);
      });
    },
    processor,
    { context, processInParallel: false },
  );
  await outbox.flush();
  flushMetrics();
  return response;
}
