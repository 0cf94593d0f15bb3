import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { ItemChange } from '@taxback/shared';
import { itemChangeOf } from '../data/item-change';
import { correlationIdOfItem, withCorrelationId } from '../commons/correlation';

/** The stream record a change came from, and the correlation id it is handled under. */
export interface ChangeContext {
  eventId: string;
  correlationId: string;
}

export type ChangeHandler = (change: ItemChange, record: ChangeContext) => Promise<void>;

/**
 * The envelope shared by the table's stream consumers: each record of the table's items (lock items and
 * markers are skipped) reaches `handle` as an item change, under the correlation id of the request that
 * wrote the item (else the record's own). A record that fails is reported alone (partial batch response),
 * so the stream retries it without holding back the others. `inOrder` handles one record after the other,
 * as the stream delivers them. Each consumer keeps its own batch processor.
 */
export function streamConsumer(options: { inOrder?: boolean } = {}) {
  const processor = new BatchProcessor(EventType.DynamoDBStreams);
  return (event: DynamoDBStreamEvent, context: Context, handle: ChangeHandler): Promise<DynamoDBBatchResponse> =>
    processPartialResponse(
      event,
      async (record: DynamoDBRecord) => {
        const change = itemChangeOf(record);
        if (!change) return;
        const eventId = record.eventID!;
        const correlationId = correlationIdOfItem(change.after ?? change.before, eventId);
        await withCorrelationId(correlationId, () => handle(change, { eventId, correlationId }));
      },
      processor,
      options.inOrder ? { context, processInParallel: false } : { context },
    );
}
