import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { ItemChange } from '@taxback/shared';
import { metricNames } from '../commons/metric-names';
import { countMetric, countMetricBy, flushMetrics } from '../commons/metrics';
import { applyChange } from './apply-change';
import { itemChangeOf } from './item-change';
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
      if (!change) return;
      await applyChange(record.eventID!, change, outbox);
      countClaimChange(change);
    },
    processor,
    { context, processInParallel: false },
  );
  await outbox.flush();
  flushMetrics();
  return response;
}
