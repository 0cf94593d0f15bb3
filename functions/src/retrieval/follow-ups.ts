import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { applyRetrievalEvent } from '@taxback/shared';
import { withCorrelationId } from '../commons/correlation';
import { logger } from '../commons/logger';
import { followUpsDueBy, saveRetrieval, type RetrievalItem } from '../data/stores/retrieval';

/**
 * Moves every requested entry whose follow-up day has come to "follow-up due". The stream processor
 * turns each change into an admin notification. Answers how many entries fell due.
 */
export async function checkFollowUps(now: Date): Promise<number> {
  const at = now.toISOString();
  let fell = 0;
  for (const item of await followUpsDueBy(at.slice(0, 10))) {
    const result = applyRetrievalEvent(
      { ...item, history: (item.history ?? []) as never },
      { type: 'follow_up_fell_due', at },
      'system',
    );
    if (!result.ok) continue;
    // A staff change in the meantime wins; the next run looks again.
    if (await saveRetrieval(item, result.state as RetrievalItem)) fell += 1;
  }
  return fell;
}

/**
 * Runs on a schedule: an EventBridge rule in AWS, a timer in the local stack. The run's id (Lambda's
 * request id) is the correlation id of the entries it changes and of the notifications they cause.
 */
export const handler = (_event?: unknown, context?: Pick<Context, 'awsRequestId'>): Promise<{ fellDue: number }> =>
  withCorrelationId(context?.awsRequestId ?? randomUUID(), async () => {
    const fellDue = await checkFollowUps(new Date());
    logger.info('Follow-up check', { fellDue });
    return { fellDue };
  });
