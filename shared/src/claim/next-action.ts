import { needsRetrievalAuthorisation } from '../retrieval/authorisation';
import { w7Application } from './itin';
import type { ApplicationStatus } from './schemas';

/**
 * What the customer's pages read of a claim to say where it stands and what the customer must do. The stored
 * application fits as it is; the two facts kept elsewhere (the retrieval authorisation, the official forms put on
 * the claim for signature) are null while they are not known, and then ask nothing of the customer.
 */
export interface ClaimStandingFacts {
  status: ApplicationStatus;
  paymentCompletedDate?: string | null;
  hasItin?: boolean | null;
  itinIsActive?: string | null;
  hasAll1042s?: boolean | null;
  numMissing1042s?: number | null;
  num1042sForms?: number | null;
  uploadedIdDocsCount?: number | null;
  formsSentDate?: string | null;
  formsReceivedDate?: string | null;
  irsSubmissionDate?: string | null;
  irsApprovalDate?: string | null;
  refundIssuedDate?: string | null;
  estimatedRefundCents?: number | null;
  form1042sEntries?: readonly unknown[] | null;
  /** Whether the customer signed the authorisation to request their missing forms; null: not known. */
  retrievalAuthorised?: boolean | null;
  /** How many official forms staff put on the claim for the customer's signature; null: not known. */
  formsToSign?: number | null;
}

/**
 * The one status the customer sees: the lifecycle's state while the claim is not paid (or is reopened, owes a
 * balance, or was rejected), else the furthest progress step staff recorded.
 */
export const DISPLAYED_STATUSES = [
  'draft',
  'ready_for_payment',
  'reopened',
  'balance_due',
  'in_review',
  'forms_sent',
  'forms_received',
  'submitted_to_irs',
  'approved_by_irs',
  'refund_issued',
  'rejected',
] as const;
export type DisplayedStatus = (typeof DISPLAYED_STATUSES)[number];

/** The customer's one next action; `none` means the next move is ours. */
export type NextAction =
  | 'continue_application'
  | 'pay'
  | 'review_answers'
  | 'pay_balance'
  | 'sign_authorisation'
  | 'sign_and_mail_forms'
  | 'upload_documents'
  | 'none';

const UNPAID_STATES: Partial<Record<ApplicationStatus, DisplayedStatus>> = {
  draft: 'draft',
  ready_for_payment: 'ready_for_payment',
  reopened: 'reopened',
  awaiting_balance: 'balance_due',
  rejected: 'rejected',
};

const formsPrepared = (facts: ClaimStandingFacts) => Boolean(facts.formsSentDate) || (facts.formsToSign ?? 0) > 0;

/** A stored "completed" or "approved" without its step recorded does not move the claim past its steps. */
export function displayedStatus(facts: ClaimStandingFacts): DisplayedStatus {
  const fromState = UNPAID_STATES[facts.status];
  if (fromState) return fromState;
  if (facts.refundIssuedDate) return 'refund_issued';
  if (facts.irsApprovalDate) return 'approved_by_irs';
  if (facts.irsSubmissionDate) return 'submitted_to_irs';
  if (facts.formsReceivedDate) return 'forms_received';
  if (formsPrepared(facts)) return 'forms_sent';
  return 'in_review';
}

/** What says when a claim changed besides its step dates: its record's dates and the audit trail. */
export interface StageHistory {
  createdAt?: string | null;
  updatedAt?: string | null;
  auditTrail?: readonly { at: string; action: string }[] | null;
}

/** The day each stage of a paid claim began: the date of the step that moved it there. */
const STEP_DATE: Partial<Record<DisplayedStatus, (facts: ClaimStandingFacts) => string | null | undefined>> = {
  in_review: (facts) => facts.paymentCompletedDate,
  forms_sent: (facts) => facts.formsSentDate ?? facts.paymentCompletedDate,
  forms_received: (facts) => facts.formsReceivedDate,
  submitted_to_irs: (facts) => facts.irsSubmissionDate,
  approved_by_irs: (facts) => facts.irsApprovalDate,
  refund_issued: (facts) => facts.refundIssuedDate,
};

/** A staff change of status, or a step taken back: either can move the claim back into an earlier stage. */
const movesStage = (action: string) => action.startsWith('status:') || action.endsWith(':undone');

const later = (a: string | null | undefined, b: string | null | undefined): string | null =>
  (!a ? b : !b ? a : a > b ? a : b) ?? null;

/**
 * When the claim entered its displayed status (staff's "days in stage", the season's weeks): the date of the step
 * that put it there, or of a later status change or step taken back; for a stage without a step (unpaid,
 * reopened, rejected), its last change.
 */
export function stageSince(facts: ClaimStandingFacts & StageHistory): string | null {
  const step = STEP_DATE[displayedStatus(facts)]?.(facts) ?? null;
  const changes = (facts.auditTrail ?? []).filter((entry) => movesStage(entry.action)).map((entry) => entry.at);
  const lastChange = changes.reduce<string | null>(later, null);
  if (step) return later(step, lastChange);
  return later(lastChange, facts.updatedAt ?? facts.createdAt);
}

/** Documents still to upload: the Forms 1042-S the customer said they hold, and an ID for a Form W-7. */
const documentsMissing = (facts: ClaimStandingFacts) =>
  (facts.hasAll1042s === true && (facts.num1042sForms ?? 0) === 0) ||
  (w7Application(facts) !== null && (facts.uploadedIdDocsCount ?? 0) === 0);

/**
 * The one thing the customer must do now, most blocking first: finish or pay an unpaid claim; on a paid one,
 * the retrieval authorisation (processing waits for it), then the official forms to sign and mail, then the
 * documents still missing before the forms are prepared. A claim filed, refunded or rejected asks nothing.
 */
export function nextAction(facts: ClaimStandingFacts): NextAction {
  switch (displayedStatus(facts)) {
    case 'draft':
      return 'continue_application';
    case 'ready_for_payment':
      return 'pay';
    case 'reopened':
      return 'review_answers';
    case 'balance_due':
      return 'pay_balance';
    case 'in_review':
    case 'forms_sent':
      break;
    default:
      return 'none';
  }
  const authorisationKnown = facts.retrievalAuthorised !== null && facts.retrievalAuthorised !== undefined;
  if (
    authorisationKnown &&
    needsRetrievalAuthorisation({
      hasAll1042s: facts.hasAll1042s,
      numMissing1042s: facts.numMissing1042s,
      retrievalAuthorised: facts.retrievalAuthorised === true,
    })
  ) {
    return 'sign_authorisation';
  }
  if ((facts.formsToSign ?? 0) > 0) return 'sign_and_mail_forms';
  if (!formsPrepared(facts) && documentsMissing(facts)) return 'upload_documents';
  return 'none';
}

/** The refund figure to show: none while no estimate was made (never "US$0.00" for a claim without figures). */
export function shownEstimate(facts: ClaimStandingFacts): number | null {
  const cents = facts.estimatedRefundCents;
  if (cents === null || cents === undefined) return null;
  if (cents <= 0 && !(facts.form1042sEntries?.length ?? 0)) return null;
  return cents;
}
