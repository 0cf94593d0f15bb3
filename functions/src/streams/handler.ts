import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { ItemChange } from '@taxback/shared';
import { logger } from '../commons/logger';
import { metricNames } from '../commons/metric-names';
import { countMetric, countMetricBy, flushMetrics } from '../commons/metrics';
import { streamConsumer } from './consumer';
import { applyChange } from './apply-change';
import { STREAM_ENTITIES } from './entities';
import { Outbox } from './outbox';

// Records are handled in order, as the stream delivers them.
const consume = streamConsumer({ inOrder: true });

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
  const response = await consume(event, context, async (change, { eventId, correlationId }) => {
    // In AWS the event source filter holds back the rest; the local poller delivers every record.
    if (!STREAM_ENTITIES.includes(change.entity)) return;
    const what = { entity: change.entity, kind: change.kind, eventId };
    try {
      // What applying it writes (notifications) carries the same correlation id on to its own records.
      await applyChange(eventId, change, outbox.forRecord(correlationId));
    } catch (error) {
      logger.error('Stream record failed', { ...what, error: error as Error });
      throw error;
    }
    countClaimChange(change);
    logger.info('Stream record applied', what);
  });
  await outbox.flush();
  flushMetrics();
  return response;
}
