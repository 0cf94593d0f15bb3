import type { ApplicationStatus } from './schemas';
import { CLAIM_DEADLINE } from '../constants';
import { claimDeadlineDay, daysUntil } from './claim-years';

/** The admin notification of a paid claim whose year's deadline is near while its return is not yet submitted. */
export const DEADLINE_ALERT_EVENT = 'claim_deadline_near';

/** What the deadline alert reads of a stored claim. */
export interface DeadlineAlertFacts {
  status: ApplicationStatus;
  taxYears?: readonly string[] | null;
  paymentCompletedDate?: string | null;
  irsSubmissionDate?: string | null;
}

/** The years of a paid claim, not rejected, whose return is not yet recorded as submitted to the IRS. */
export function yearsAwaitingFiling(claim: DeadlineAlertFacts): number[] {
  if (!claim.paymentCompletedDate || claim.irsSubmissionDate || claim.status === 'rejected') return [];
  return (claim.taxYears ?? []).map(Number).filter((year) => Number.isInteger(year));
}

/** Whether a year's deadline day is today or within `CLAIM_DEADLINE.staffAlertDaysBefore` days. */
export function isDeadlineNear(deadlineDay: string, today: Date): boolean {
  const days = daysUntil(deadlineDay, today);
  return days >= 0 && days <= CLAIM_DEADLINE.staffAlertDaysBefore;
}

/**
 * The years of a claim staff must be alerted about on a date: the claim is paid, not rejected, its return not yet
 * recorded as submitted to the IRS, and the year's deadline (Eastern time) is today or within
 * `CLAIM_DEADLINE.staffAlertDaysBefore` days.
 */
export function yearsNearDeadline(claim: DeadlineAlertFacts, today: Date): number[] {
  return yearsAwaitingFiling(claim).filter((year) => isDeadlineNear(claimDeadlineDay(year), today));
}

/** The notification's detail: the year and its deadline day, as data (staff read the event's label). */
export const deadlineAlertDetail = (year: number): string => `${year} · ${claimDeadlineDay(year)}`;
