import type { ActivityEvent } from '@taxback/shared';
import { put, writeAtomically } from '../electro';
import { deadlineAlerts } from '../entities/deadline-alert';
import { notificationPut } from './notification';

/** Markers outlive the alert's season: a year's claims stop being alerted about once its deadline has passed. */
const MARKER_TTL_SECONDS = 400 * 24 * 60 * 60;

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
