import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { applyChange } from './apply-change';
import { itemChangeOf } from './item-change';
import { Outbox } from './outbox';

const processor = new BatchProcessor(EventType.DynamoDBStreams);

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
      if (change) await applyChange(record.eventID!, change, outbox);
    },
    processor,
    { context, processInParallel: false },
  );
  await outbox.flush();
  return response;
}
