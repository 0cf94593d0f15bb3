import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { runExport } from '../account/data-export';
import { correlationIdOfItem, withCorrelationId } from '../commons/correlation';
import type { DataExportItem } from '../data/data-rights';
import { itemChangeOf } from '../data/item-change';

const processor = new BatchProcessor(EventType.DynamoDBStreams);

/**
 * Background jobs, started by the table's stream when their request item appears: a data export is built
 * here, off the request path and off the stream processor that keeps counters and notifications.
 */
export async function handler(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  return processPartialResponse(
    event,
    async (record: DynamoDBRecord) => {
      const change = itemChangeOf(record);
      if (change?.kind !== 'INSERT' || !change.after) return;
      if (change.entity === 'dataExport' && change.after.status === 'preparing') {
        const item = change.after as DataExportItem;
        // Logged, written and mailed under the id of the request that asked for the export.
        await withCorrelationId(correlationIdOfItem(change.after, record.eventID!), () => runExport(item));
      }
    },
    processor,
    { context },
  );
}
