import type { ApplicationStatus } from './schemas';
import { w7Application } from './itin';
import { CLAIM_STEPS } from '../constants';

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

/** The dates the steps set, as stored on the claim (absent or null: not recorded). */
export type ProgressDates = Partial<Record<(typeof PROGRESS_ACTIONS)[ProgressAction], string | null>>;

/** Whether a step is recorded; "started" always is. */
export const stepRecorded = (step: ProgressStep, dates: ProgressDates): boolean =>
  step.action === null || Boolean(dates[PROGRESS_ACTIONS[step.action]]);

export interface StepChange {
  action: ProgressAction;
  done: boolean;
  /** Why staff change a step out of order; required then, ignored otherwise. */
  overrideReason?: string | null;
}

/**
 * Whether staff may record (or clear) a step: the steps before it must be recorded (and, to clear it, none after
 * it). A change out of order goes through only with a reason, and is then an override. A step that is not one of
 * the claim's (e.g. a passport step without a Form W-7) is refused.
 */
export type StepChangeDecision =
  { allowed: true; override: boolean } | { allowed: false; refusal: 'not_a_step' | 'out_of_order' | 'reason_too_long' };

export function decideStepChange(
  steps: readonly ProgressStep[],
  dates: ProgressDates,
  change: StepChange,
): StepChangeDecision {
  const index = steps.findIndex((step) => step.action === change.action);
  if (index < 0) return { allowed: false, refusal: 'not_a_step' };
  const inOrder = change.done
    ? steps.slice(0, index).every((step) => stepRecorded(step, dates))
    : !steps.slice(index + 1).some((step) => stepRecorded(step, dates));
  if (inOrder) return { allowed: true, override: false };
  const reason = change.overrideReason?.trim() ?? '';
  if (!reason) return { allowed: false, refusal: 'out_of_order' };
  if (reason.length > CLAIM_STEPS.overrideReasonMaxLength) return { allowed: false, refusal: 'reason_too_long' };
  return { allowed: true, override: true };
}

/** The step the checklist offers next: the first one not recorded; null when every step is. */
export const nextProgressStep = (steps: readonly ProgressStep[], dates: ProgressDates): ProgressStep | null =>
  steps.find((step) => !stepRecorded(step, dates)) ?? null;

/** The lifecycle states of a paid claim at work; the others (reopened, owing, rejected) are not set by steps. */
export const WORK_STATES = ['submitted', 'processing', 'approved', 'completed'] as const satisfies ApplicationStatus[];
export type WorkState = (typeof WORK_STATES)[number];

/**
 * The work state a paid claim's recorded steps put it in: completed once the refund is issued, approved once the
 * IRS approved, processing once any step is recorded, else submitted (paid, not started). Staff never set it.
 */
export function workStateOfSteps(steps: readonly ProgressStep[], dates: ProgressDates): WorkState {
  const recorded = (action: ProgressAction) =>
    steps.some((step) => step.action === action) && Boolean(dates[PROGRESS_ACTIONS[action]]);
  if (recorded('refund_issued')) return 'completed';
  if (recorded('irs_approved')) return 'approved';
  if (steps.some((step) => step.action !== null && stepRecorded(step, dates))) return 'processing';
  return 'submitted';
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
