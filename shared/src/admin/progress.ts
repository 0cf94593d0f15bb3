import type { ApplicationStatus } from '../application/schemas';

/** What staff record on an application's progress tracker, and the date each action sets or clears. */
export const PROGRESS_ACTIONS = {
  application_completed: 'formsSentDate',
  forms_received: 'formsReceivedDate',
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
  hasAll1042s: boolean | null;
}

export interface ProgressStep {
  action: ProgressAction | null;
  id:
    | 'started'
    | 'w7_received'
    | 'forms_1042s_received'
    | 'under_review'
    | 'forms_retrieval'
    | 'irs_submitted'
    | 'irs_approved'
    | 'refund_issued';
}

/** The tracker's steps for one application: the W-7 and 1042-S steps only without an ITIN, retrieval only with missing forms. */
export function progressSteps(facts: ProgressFacts): ProgressStep[] {
  return [
    { id: 'started', action: null },
    ...(facts.hasItin === false
      ? [
          { id: 'w7_received', action: 'forms_received' } as const,
          { id: 'forms_1042s_received', action: 'forms_1042s_received' } as const,
        ]
      : []),
    { id: 'under_review', action: 'application_completed' },
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
