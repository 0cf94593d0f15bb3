import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { customerName, DEADLINE_ALERT_EVENT, deadlineAlertDetail, staffCopy, yearsNearDeadline } from '@taxback/shared';
import { withCorrelationId } from '../commons/correlation';
import { logger } from '../commons/logger';
import { alertOnce } from '../data/stores/deadline-alert';
import { paidClaimsNotSubmitted } from '../data/stores/application';
import { getProfileItem } from '../data/stores/profile';

/**
 * Alerts staff (an admin notification) about every paid claim whose return is not yet submitted and one of whose
 * years reaches its deadline soon: once per claim and year, however often it runs. Answers how many it raised.
 */
export async function checkDeadlineAlerts(now: Date): Promise<number> {
  let raised = 0;
  for (const claim of await paidClaimsNotSubmitted()) {
    const years = yearsNearDeadline(claim, now);
    if (years.length === 0) continue;
    const profile = await getProfileItem(claim.userId);
    const userName = customerName(profile ?? undefined) || staffCopy.adminNotifications.unknownUser;
    for (const year of years) {
      const event = {
        eventType: DEADLINE_ALERT_EVENT,
        detail: deadlineAlertDetail(year),
        applicationId: claim.applicationId,
      };
      if (await alertOnce(claim, year, userName, event, now)) raised += 1;
    }
  }
  return raised;
}

/**
 * Runs on a schedule, once a day: an EventBridge rule in AWS, a timer in the local stack. The run's id (Lambda's
 * request id) is the correlation id of the notifications it raises.
 */
export const handler = (_event?: unknown, context?: Pick<Context, 'awsRequestId'>): Promise<{ raised: number }> =>
  withCorrelationId(context?.awsRequestId ?? randomUUID(), async () => {
    const raised = await checkDeadlineAlerts(new Date());
    logger.info('Deadline alert check', { raised });
    return { raised };
  });
