import { Entity } from 'electrodb';
import type { ActivityEvent } from '@taxback/shared';
import { lazy } from '../commons/lazy';
import type { ApplicationItem } from './application-store';
import { applications } from './applications';
import { entityConfiguration, key, put, SERVICE, writeAtomically } from './electro';
import { notificationPut } from './notification-store';

/** Markers outlive the alert's season: a year's claims stop being alerted about once its deadline has passed. */
const MARKER_TTL_SECONDS = 400 * 24 * 60 * 60;

/** Marks that staff were alerted about one year of one claim, so the daily check alerts once. */
export const deadlineAlerts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'deadlineAlert', version: '1', service: SERVICE },
        attributes: {
          applicationId: { type: 'string', required: true, readOnly: true },
          taxYear: { type: 'string', required: true, readOnly: true },
          alertedAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byClaimYear: {
            pk: key('PK', 'DEADLINE_ALERT#${applicationId}', ['applicationId']),
            sk: key('SK', 'YEAR#${taxYear}', ['taxYear']),
          },
        },
      },
      entityConfiguration(),
    ),
);

/**
 * Raises the notification for one year of one claim unless it was raised before: the marker (written only if
 * absent) and the notification go in one transaction. False when staff were already alerted.
 */
export async function alertOnce(
  claim: { applicationId: string; userId: string },
  taxYear: number,
  userName: string,
  event: ActivityEvent,
  now: Date,
): Promise<boolean> {
  const marker = deadlineAlerts()
    .create({
      applicationId: claim.applicationId,
      taxYear: String(taxYear),
      alertedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + MARKER_TTL_SECONDS,
    })
    .params();
  const refused = await writeAtomically([put(marker), put(notificationPut(claim.userId, userName, event))]);
  if (refused === null) return true;
  if (refused[0] === 'ConditionalCheckFailed') return false;
  throw new Error(`The deadline alert of ${claim.applicationId} (${taxYear}) was refused: ${refused.join(', ')}`);
}

/** Paid claims whose return is not yet recorded as submitted to the IRS, rejected ones aside (a daily read of all claims). */
export async function paidClaimsNotSubmitted(): Promise<ApplicationItem[]> {
  const { data } = await applications()
    .query.allApplications({})
    .where(
      ({ paymentCompletedDate, irsSubmissionDate, status }, { exists, notExists, ne }) =>
        `${exists(paymentCompletedDate)} AND ${notExists(irsSubmissionDate)} AND ${ne(status, 'rejected')}`,
    )
    .go({ pages: 'all' });
  return data;
}
