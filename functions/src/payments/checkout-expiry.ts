import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { repricedTo } from '@taxback/shared';
import { correlationIdOfItem, withCorrelationId } from '../commons/correlation';
import { logger } from '../commons/logger';
import { itemChangeOf } from '../data/item-change';
import { expireOpenCheckouts } from './open-checkouts';

const processor = new BatchProcessor(EventType.DynamoDBStreams);

/**
 * Expires the open checkouts of a claim whose price changed, started by the table's stream when the
 * claim's answers version moves (new answers, a Form 1042-S upload). The function that changed the claim
 * never calls Stripe: only the payments side holds the Stripe key. A record that fails is retried by
 * the stream, so a change is never left with a checkout open at its old price.
 */
export async function handler(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  return processPartialResponse(
    event,
    async (record: DynamoDBRecord) => {
      const change = itemChangeOf(record);
      // In AWS the event source filter holds back all but claim changes; the local poller delivers every record.
      const answersVersion = change && repricedTo(change);
      if (!change?.after || !answersVersion) return;
      const applicationId = String(change.after.applicationId);
      await withCorrelationId(correlationIdOfItem(change.after, record.eventID!), async () => {
        try {
          await expireOpenCheckouts(applicationId, answersVersion);
        } catch (error) {
          logger.error('Expiring the open checkouts of a changed claim failed', {
            applicationId,
            error: error as Error,
          });
          throw error;
        }
      });
    },
    processor,
    // In order: two changes of one claim in a batch do not race to expire the same session.
    { context, processInParallel: false },
  );
}
