/**
 * A customer's data rights: what closing an account may delete at once, and what is kept (and how long)
 * after it. Pure: the account and admin handlers and their tests share it.
 */
import { DATA_RIGHTS } from '../constants';
import type { ApplicationStatus } from '../claim/schemas';
import type { DataExport } from './data-rights-schemas';

/**
 * Paid claims staff are still working on (a reopened claim or one owing a balance was paid for too):
 * closing waits for them (staff finish the request).
 */
const CLAIMS_IN_FILING: readonly ApplicationStatus[] = [
  'reopened',
  'awaiting_balance',
  'submitted',
  'processing',
  'approved',
];

/** True when a claim is being filed, so the account can only be closed by staff once it is done. */
export const holdsClosure = (status: ApplicationStatus): boolean => CLAIMS_IN_FILING.includes(status);

export type ClosureOutcome = 'closed' | 'requested';

/** What asking to close an account does, given the statuses of the customer's claims. */
export const closureOutcome = (statuses: ApplicationStatus[]): ClosureOutcome =>
  statuses.some(holdsClosure) ? 'requested' : 'closed';

/** The end of the period for which a closed account's payment records and claim summaries are kept. */
export function retainedUntil(closedAt: Date): Date {
  const until = new Date(closedAt);
  until.setUTCFullYear(until.getUTCFullYear() + DATA_RIGHTS.retentionYears);
  return until;
}

/** A claim whose summary outlives the account: one that was paid for. */
export const isRetainedClaim = (claim: { paymentCompletedDate?: string | null }): boolean =>
  Boolean(claim.paymentCompletedDate);

const CLAIM_SUMMARY_FIELDS = [
  'applicationId',
  'status',
  'taxYears',
  'createdAt',
  'paymentCompletedDate',
  'formsSentDate',
  'irsSubmissionDate',
  'irsApprovalDate',
  'refundIssuedDate',
  'estimatedRefundCents',
] as const;

export type ClaimSummary = Partial<Record<(typeof CLAIM_SUMMARY_FIELDS)[number], unknown>>;

/** The part of a filed claim the law asks to keep: dates, years, status and amounts; no answers, no names. */
export function claimSummary(claim: Record<string, unknown>): ClaimSummary {
  return Object.fromEntries(
    CLAIM_SUMMARY_FIELDS.filter((field) => claim[field] !== undefined && claim[field] !== null).map((field) => [
      field,
      claim[field],
    ]),
  );
}

/** Stored attributes that are keys or library bookkeeping, never part of what a customer is shown. */
const INTERNAL = /^(PK|SK|GSI\d+PK|GSI\d+SK|__edb_.*|sealed|phoneSearch|searchName|version)$/;

/** An item as the customer's export shows it: its own attributes only. */
export const exportedItem = (item: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !INTERNAL.test(name)));

/**
 * Whether a request for an export is answered with the customer's latest one instead of a new one: while
 * it is being prepared, and, once ready, for `repeatSeconds` after it was asked for (a double click or a
 * second tab arriving after a small export was built). A failed export is never the answer.
 */
export function answersLatestExport(latest: Pick<DataExport, 'status' | 'createdAt'>, now: Date): boolean {
  const status = exportStatus(latest, now);
  if (status === 'preparing') return true;
  if (status !== 'ready') return false;
  return now.getTime() - Date.parse(latest.createdAt) < DATA_RIGHTS.repeatSeconds * 1000;
}

/**
 * An export's status as the customer is told it: one still "preparing" long after every run of the jobs function
 * could have ended died on the way (a crash, a timeout) and is failed, so that it can be asked for again.
 */
export function exportStatus(latest: Pick<DataExport, 'status' | 'createdAt'>, now: Date): DataExport['status'] {
  const stale = now.getTime() - Date.parse(latest.createdAt) >= DATA_RIGHTS.preparingStaleMinutes * 60_000;
  return latest.status === 'preparing' && stale ? 'failed' : latest.status;
}

/**
 * Whether a customer asking for a new export is refused: one a day, counted from the latest that did not fail
 * (staff are not limited; a request the latest answers is not a new one).
 */
export function exportTooSoon(latest: Pick<DataExport, 'status' | 'createdAt'> | null, now: Date): boolean {
  if (!latest || exportStatus(latest, now) === 'failed') return false;
  return now.getTime() - Date.parse(latest.createdAt) < DATA_RIGHTS.exportIntervalHours * 3_600_000;
}

/** A safe name inside the export ZIP for an uploaded file. */
export const exportedFileName = (documentId: string, fileName: string): string =>
  `files/${documentId.slice(0, 8)}-${fileName.replace(/[^\w.\- ]+/g, '_').slice(0, 120)}`;
