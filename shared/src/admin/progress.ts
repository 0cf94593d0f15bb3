import type { ApplicationStatus } from '../application/schemas';
import { w7Application } from '../application/itin';

/** What staff record on an application's progress tracker, and the date each action sets or clears. */
export const PROGRESS_ACTIONS = {
  application_completed: 'formsSentDate',
  /** The customer's signed originals of the official forms arrived. */
  forms_received: 'formsReceivedDate',
  /** An original passport sent with a W-7 arrived, and when it was sent back. */
  passport_received: 'passportReceivedDate',
  passport_returned: 'passportReturnedDate',
  forms_1042s_received: 'forms1042sReceivedDate',
  documents_requested: 'documentsRequestedDate',
  irs_submitted: 'irsSubmissionDate',
  irs_approved: 'irsApprovalDate',
  refund_issued: 'refundIssuedDate',
} as const;
export type ProgressAction = keyof typeof PROGRESS_ACTIONS;
export const PROGRESS_ACTION_NAMES = Object.keys(PROGRESS_ACTIONS) as [ProgressAction, ...ProgressAction[]];

export interface ProgressFacts {
  hasItin: boolean | null;
  itinIsActive?: string | null;
  hasAll1042s: boolean | null;
}

export interface ProgressStep {
  action: ProgressAction | null;
  id:
    | 'started'
    | 'forms_1042s_received'
    | 'under_review'
    | 'signed_forms_received'
    | 'passport_received'
    | 'passport_returned'
    | 'forms_retrieval'
    | 'irs_submitted'
    | 'irs_approved'
    | 'refund_issued';
}

/**
 * The tracker's steps for one application: the 1042-S step only without an ITIN, the passport steps only with a
 * W-7 (new or renewal), retrieval only with missing forms. Every claim waits for the signed official forms.
 */
export function progressSteps(facts: ProgressFacts): ProgressStep[] {
  const withW7 = w7Application(facts) !== null;
  return [
    { id: 'started', action: null },
    ...(facts.hasItin === false ? [{ id: 'forms_1042s_received', action: 'forms_1042s_received' } as const] : []),
    { id: 'under_review', action: 'application_completed' },
    { id: 'signed_forms_received', action: 'forms_received' },
    ...(withW7
      ? [
          { id: 'passport_received', action: 'passport_received' } as const,
          { id: 'passport_returned', action: 'passport_returned' } as const,
        ]
      : []),
    ...(facts.hasAll1042s === false ? [{ id: 'forms_retrieval', action: 'documents_requested' } as const] : []),
    { id: 'irs_submitted', action: 'irs_submitted' },
    { id: 'irs_approved', action: 'irs_approved' },
    { id: 'refund_issued', action: 'refund_issued' },
  ];
}

/** Ordering of the users list by status: processing first, then approved, submitted, completed, then none. */
export const STATUS_RANK: Partial<Record<ApplicationStatus, number>> = {
  processing: 4,
  approved: 3,
  submitted: 2,
  completed: 1,
};

/** The one status shown for a user: among non-draft applications, preferring processing or approved. */
export function userStatus(statuses: readonly ApplicationStatus[]): ApplicationStatus | null {
  const shown = statuses.filter((status) => status !== 'draft');
  if (shown.length === 0) return null;
  return [...shown].sort((a, b) => (STATUS_RANK[b] ?? 0) - (STATUS_RANK[a] ?? 0))[0]!;
}
