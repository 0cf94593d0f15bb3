import { progressSteps, workStateOfSteps, type ProgressDates } from './progress';
import { unclaimableTaxYears, unpayableTaxYears } from './claim-years';
import { feeLines, formsToFile, type FeeLine } from '../payments/fees';
import { needsRetrievalAuthorisation } from '../retrieval/authorisation';
import { missingResidency, screeningRefusals, type ResidencyAnswers, type YearRefusal } from './residency';
import type { ApplicationStatus } from './schemas';

/**
 * The one lifecycle of a claim: its states, the events that move it, who may trigger each event, and
 * what each state allows. Handlers and pages ask `decide`/`can`; nothing else decides whether answers,
 * uploads, a checkout or a status change are allowed.
 *
 *   draft ──finish──▶ ready_for_payment ──pay──▶ submitted ──▶ processing ──▶ approved ──▶ completed
 *     ▲                  │ edit_answers                │ reopen (staff)   (set by the steps)   rejected
 *     └──────────────────┘                             ▼
 *                       submitted ◀──pay── awaiting_balance ◀──finish── reopened
 */
export type ClaimState = ApplicationStatus;

/** Who triggers an event: the customer, the payment system (webhook or a fully discounted checkout), or staff. */
export type ClaimActor = 'customer' | 'payments' | 'staff';

export const CLAIM_EVENTS = [
  /** The customer changes an answer (anything but the step they are on). */
  'edit_answers',
  /** The customer uploads a document that sets the price (a Form 1042-S). */
  'upload_priced_document',
  /** The customer uploads a document that does not change the price (an ID). */
  'upload_document',
  /** The customer finishes the wizard: every answer is checked again. */
  'finish',
  /** The customer opens a checkout for the fee or the balance due. */
  'checkout',
  /** A payment matching the claim's quote completes. */
  'pay',
  /** Staff reopen a paid claim so its answers can change. */
  'reopen',
  /** Staff record a progress date (forms received, IRS submitted, ...); a paid claim's work state follows its steps. */
  'record_progress',
  /** Staff prepare the forms the customer signs: for a paid claim whose answers are settled. */
  'prepare_forms',
  /** The customer authorises us to request their missing forms: a paid claim not yet decided. */
  'authorise_retrieval',
  /** Staff take a rejected claim back to work, in the state its steps put it in. */
  'restore',
  'mark_rejected',
] as const;
export type ClaimEvent = (typeof CLAIM_EVENTS)[number];

/**
 * What the lifecycle reads of a claim. Stored applications fit as they are; a guard that needs another
 * stored attribute adds it here (optional, as the store may not have it).
 */
export interface ClaimFacts extends ResidencyAnswers, ProgressDates {
  status: ClaimState;
  hasItin?: boolean | null;
  itinIsActive?: string | null;
  taxYears?: readonly string[] | null;
  hasAll1042s?: boolean | null;
  numMissing1042s?: number | null;
  num1042sForms?: number | null;
  /** The Forms 1042-S the customer typed (and those staff retrieved, marked with their missing form). */
  form1042sEntries?: readonly { missingFormId?: string | null }[] | null;
  formDeliveryPreference?: string | null;
  /** When the first payment completed. */
  paymentCompletedDate?: string | null;
  /** The fee lines the payments so far cover; absent until the first payment. */
  coveredLines?: readonly FeeLine[] | null;
  /** When the customer signed the authorisation to request their missing forms from the casinos. */
  retrievalAuthorisedAt?: string | null;
  estimatedRefundCents?: number | null;
  /** Sent with a checkout: the customer goes ahead although the estimated refund is below the fee. */
  lowRefundConfirmed?: boolean | null;
}

/**
 * Why the lifecycle refuses an event. The domain answers the code; the edge words it from the catalogue in the
 * reader's language (application/refusal-text.ts: the HTTP errors, the pages).
 */
export type ClaimRefusalCode =
  | 'forbidden'
  | 'answers_incomplete'
  | 'residency_unanswered'
  | 'screening_refused'
  | 'year_closed'
  | 'year_past_payment_day'
  | 'low_refund_unconfirmed'
  | 'not_paid_yet'
  | 'balance_unpaid'
  | 'retrieval_not_authorised'
  | 'answers_frozen'
  | 'documents_frozen'
  | 'claim_closed'
  | 'already_finished'
  | 'not_ready_for_payment'
  | 'not_payable'
  | 'already_paid'
  | 'not_awaiting_payment'
  | 'cannot_reopen'
  | 'forms_await_changes'
  | 'retrieval_pay_first'
  | 'retrieval_not_finished'
  | 'retrieval_claim_closed'
  | 'status_not_allowed';

type SimpleRefusal = Exclude<ClaimRefusalCode, 'screening_refused' | 'year_closed' | 'year_past_payment_day'>;

/** A refusal: its code, and the year it is about or the screening's own refusal when the code needs one. */
export type ClaimRefusal =
  | { code: SimpleRefusal }
  | { code: 'year_closed' | 'year_past_payment_day'; year: number }
  | { code: 'screening_refused'; screening: YearRefusal };

const refused = (code: SimpleRefusal): ClaimRefusal => ({ code });

/** A reason to refuse an event in a state that otherwise allows it (on the date given); null lets it through. */
export type ClaimGuard = (claim: ClaimFacts, today: Date) => ClaimRefusal | null;

export interface ClaimTransition {
  from: readonly ClaimState[];
  actors: readonly ClaimActor[];
  /** The state after the event: a state, or one read from the claim (e.g. whether a balance is due). */
  to: ClaimState | 'same' | ((claim: ClaimFacts) => ClaimState);
  /** Checked in order; the first refusal wins. */
  guards?: readonly ClaimGuard[];
  /** Why the claim's state does not allow the event. */
  refusal: (claim: ClaimFacts) => SimpleRefusal;
}

/** The answers a claim still lacks before it can be paid for, by name; empty when complete. */
export function missingAnswers(claim: ClaimFacts): string[] {
  const missing: string[] = [];
  if (claim.hasItin == null) missing.push('hasItin');
  if (claim.hasItin === true && claim.itinIsActive == null) missing.push('itinIsActive');
  if (!claim.taxYears?.length) missing.push('taxYears');
  if (claim.hasAll1042s == null) missing.push('hasAll1042s');
  if (claim.hasAll1042s === false && !claim.numMissing1042s) missing.push('missingForms');
  if (!claim.formDeliveryPreference) missing.push('formDeliveryPreference');
  for (const { fact } of missingResidency(claim)) if (!missing.includes(fact)) missing.push(fact);
  return missing;
}

/**
 * A claim's fee is taken only while every year it claims can still be filed in time: until the year's last payment
 * day, some days before its deadline, so the return can be prepared, signed and mailed. One finished in time may reach
 * its checkout later. A balance due is left alone (the claim was paid, and may be filed, in time).
 */
export const yearsStillClaimable: ClaimGuard = (claim, today) => {
  if (claim.status !== 'ready_for_payment') return null;
  const [closed] = unclaimableTaxYears(claim.taxYears ?? [], today);
  if (closed !== undefined) return { code: 'year_closed', year: closed };
  const [late] = unpayableTaxYears(claim.taxYears ?? [], today);
  return late === undefined ? null : { code: 'year_past_payment_day', year: late };
};

export const answersComplete: ClaimGuard = (claim) =>
  missingAnswers(claim).length ? refused('answers_incomplete') : null;

/** A claim is paid for only once the residency questions are answered (a claim stored before they were asked). */
export const residencyAnswered: ClaimGuard = (claim) =>
  missingResidency(claim).length ? refused('residency_unanswered') : null;

/** Nobody pays for a year we cannot file: the screening's first refusal, in plain words. */
export const screeningPasses: ClaimGuard = (claim) => {
  const [screening] = screeningRefusals(claim);
  return screening ? { code: 'screening_refused', screening } : null;
};

/** Whether the claim's estimated refund is below the fee its answers cost (no estimate: nothing to compare). */
export const refundBelowFee = (claim: ClaimFacts): boolean =>
  claim.estimatedRefundCents != null && claim.estimatedRefundCents < sum(claimFeeLines(claim));

/** A fee above the estimated refund is taken only with the customer's explicit confirmation (sent with the checkout). */
export const lowRefundConfirmed: ClaimGuard = (claim) =>
  claim.status === 'ready_for_payment' && refundBelowFee(claim) && !claim.lowRefundConfirmed
    ? refused('low_refund_unconfirmed')
    : null;

/** The fee lines the claim's current answers cost. */
export const claimFeeLines = (claim: ClaimFacts): FeeLine[] =>
  feeLines({
    hasItin: claim.hasItin ?? null,
    itinIsActive: claim.itinIsActive ?? null,
    num1042sForms: formsToFile(claim),
    numMissing1042s: claim.numMissing1042s ?? 0,
  });

const sum = (lines: readonly FeeLine[]) => lines.reduce((total, line) => total + line.amountCents, 0);

/**
 * The balance a reopened claim owes: for each fee line, the difference between what the current answers
 * cost and what is covered (negative when less work is asked now). The total is never below zero.
 */
export function balanceDue(claim: ClaimFacts): { lines: FeeLine[]; totalCents: number } {
  const current = claimFeeLines(claim);
  const covered = claim.coveredLines ?? current;
  const ids = [...new Set([...covered.map((line) => line.id), ...current.map((line) => line.id)])];
  const lines = ids
    .map((id) => {
      const now = current.find((line) => line.id === id);
      const before = covered.find((line) => line.id === id);
      const quantity = (now?.quantity ?? 0) - (before?.quantity ?? 0);
      const amountCents = (now?.amountCents ?? 0) - (before?.amountCents ?? 0);
      return { id, quantity, unitCents: now?.unitCents ?? before?.unitCents ?? 0, amountCents };
    })
    .filter((line) => line.amountCents !== 0);
  return { lines, totalCents: Math.max(0, sum(current) - sum(covered)) };
}

const CUSTOMER_EDITABLE: readonly ClaimState[] = ['draft', 'ready_for_payment', 'reopened', 'awaiting_balance'];
const PAID: readonly ClaimState[] = [
  'submitted',
  'processing',
  'approved',
  'completed',
  'reopened',
  'awaiting_balance',
];

/** After a change, an unpaid claim is a draft again and a paid one stays reopened: either is finished again. */
const afterChange = (claim: ClaimFacts): ClaimState =>
  claim.status === 'draft' || claim.status === 'ready_for_payment' ? 'draft' : 'reopened';

const stepFacts = (claim: ClaimFacts) => ({
  hasItin: claim.hasItin ?? null,
  itinIsActive: claim.itinIsActive ?? null,
  hasAll1042s: claim.hasAll1042s ?? null,
});

/** A paid claim at work is in the state its recorded steps say; a reopened, owing or rejected one stays so. */
const stepsState = (claim: ClaimFacts): ClaimState =>
  (['submitted', 'processing', 'approved', 'completed'] as ClaimState[]).includes(claim.status)
    ? workStateOfSteps(progressSteps(stepFacts(claim)), claim)
    : claim.status;

/** Staff may not move an unpaid claim (e.g. one rejected before payment) into the paid work states. */
export const paidFor: ClaimGuard = (claim) => (claim.paymentCompletedDate ? null : refused('not_paid_yet'));

/** A claim whose changed answers cost more than was paid goes on only once the balance is paid. */
export const balanceSettled: ClaimGuard = (claim) =>
  balanceDue(claim).totalCents > 0 ? refused('balance_unpaid') : null;

/** A claim with missing forms waits for the customer's retrieval authorisation before processing. */
export const retrievalAuthorised: ClaimGuard = (claim) =>
  needsRetrievalAuthorisation({
    hasAll1042s: claim.hasAll1042s,
    numMissing1042s: claim.numMissing1042s,
    retrievalAuthorised: !!claim.retrievalAuthorisedAt,
  })
    ? refused('retrieval_not_authorised')
    : null;

/** The first step recorded puts a paid claim to work: with missing forms, only once their retrieval is authorised. */
const startsWorkOnlyAuthorised: ClaimGuard = (claim, today) =>
  claim.status === 'submitted' && stepsState(claim) !== 'submitted' ? retrievalAuthorised(claim, today) : null;

export const CLAIM_TRANSITIONS: Record<ClaimEvent, ClaimTransition> = {
  edit_answers: {
    from: CUSTOMER_EDITABLE,
    actors: ['customer'],
    // Changed answers must be finished (checked) again before a checkout.
    to: afterChange,
    refusal: () => 'answers_frozen',
  },
  upload_priced_document: {
    from: CUSTOMER_EDITABLE,
    actors: ['customer'],
    // The price is read from the stored claim at checkout; the answers version it moves expires open checkouts.
    to: 'same',
    refusal: () => 'documents_frozen',
  },
  upload_document: {
    from: ['draft', 'ready_for_payment', 'reopened', 'awaiting_balance', 'submitted', 'processing', 'approved'],
    actors: ['customer'],
    to: 'same',
    refusal: () => 'claim_closed',
  },
  finish: {
    from: ['draft', 'ready_for_payment', 'reopened', 'awaiting_balance'],
    actors: ['customer'],
    to: (claim) =>
      claim.status === 'draft' || claim.status === 'ready_for_payment'
        ? 'ready_for_payment'
        : balanceDue(claim).totalCents > 0
          ? 'awaiting_balance'
          : 'submitted',
    guards: [answersComplete],
    refusal: () => 'already_finished',
  },
  checkout: {
    from: ['ready_for_payment', 'awaiting_balance'],
    actors: ['customer'],
    to: 'same',
    guards: [residencyAnswered, answersComplete, screeningPasses, yearsStillClaimable, lowRefundConfirmed],
    refusal: (claim) =>
      claim.status === 'draft' || claim.status === 'reopened'
        ? 'not_ready_for_payment'
        : claim.status === 'rejected'
          ? 'not_payable'
          : 'already_paid',
  },
  pay: {
    from: ['ready_for_payment', 'awaiting_balance'],
    actors: ['payments'],
    to: 'submitted',
    refusal: () => 'not_awaiting_payment',
  },
  reopen: {
    from: ['submitted', 'processing', 'approved'],
    actors: ['staff'],
    to: 'reopened',
    refusal: () => 'cannot_reopen',
  },
  record_progress: {
    from: PAID.concat('rejected'),
    actors: ['staff'],
    to: stepsState,
    guards: [startsWorkOnlyAuthorised],
    refusal: () => 'not_paid_yet',
  },
  prepare_forms: {
    from: ['submitted', 'processing', 'approved', 'completed'],
    actors: ['staff'],
    to: 'same',
    refusal: (claim) =>
      claim.status === 'reopened' || claim.status === 'awaiting_balance'
        ? 'forms_await_changes'
        : claim.status === 'rejected'
          ? 'claim_closed'
          : 'not_paid_yet',
  },
  authorise_retrieval: {
    from: ['reopened', 'awaiting_balance', 'submitted', 'processing'],
    actors: ['customer'],
    to: 'same',
    guards: [(claim) => (claim.paymentCompletedDate ? null : refused('retrieval_pay_first'))],
    refusal: (claim) =>
      claim.status === 'draft'
        ? 'retrieval_not_finished'
        : claim.status === 'ready_for_payment'
          ? 'retrieval_pay_first'
          : 'retrieval_claim_closed',
  },
  restore: {
    from: ['rejected'],
    actors: ['staff'],
    to: (claim) => workStateOfSteps(progressSteps(stepFacts(claim)), claim),
    guards: [paidFor, balanceSettled, retrievalAuthorised],
    refusal: () => 'status_not_allowed',
  },
  mark_rejected: {
    from: ['draft', 'ready_for_payment', 'reopened', 'awaiting_balance', 'submitted', 'processing'],
    actors: ['staff'],
    to: 'rejected',
    refusal: () => 'status_not_allowed',
  },
};

/** Why `event` is refused in the claim's state. */
export function refusalOf(event: ClaimEvent, claim: ClaimFacts): ClaimRefusal {
  return refused(CLAIM_TRANSITIONS[event].refusal(claim));
}

export type ClaimDecision = { allowed: true; to: ClaimState } | { allowed: false; refusal: ClaimRefusal };

/** Whether `actor` may apply `event` to the claim now, and the state it leads to. */
export function decide(claim: ClaimFacts, event: ClaimEvent, actor: ClaimActor, today = new Date()): ClaimDecision {
  const transition = CLAIM_TRANSITIONS[event];
  if (!transition.actors.includes(actor)) return { allowed: false, refusal: refused('forbidden') };
  if (!transition.from.includes(claim.status)) return { allowed: false, refusal: refusalOf(event, claim) };
  for (const guard of transition.guards ?? []) {
    const refusal = guard(claim, today);
    if (refusal) return { allowed: false, refusal };
  }
  const { to } = transition;
  return { allowed: true, to: to === 'same' ? claim.status : typeof to === 'function' ? to(claim) : to };
}

/** The kinds of payment a claim awaits: its fee, or the balance its changed answers owe. */
export type PaymentKind = 'fee' | 'balance';

/**
 * For the payment system's atomic write: the one state in which a claim awaits a payment of `kind`, and the
 * state the `pay` event leads to from there.
 */
export function paymentTransition(kind: PaymentKind): { awaiting: ClaimState; to: ClaimState } {
  const awaiting: ClaimState = kind === 'balance' ? 'awaiting_balance' : 'ready_for_payment';
  const decision = decide({ status: awaiting }, 'pay', 'payments');
  if (!decision.allowed) throw new Error(`The lifecycle lets no ${kind} payment complete a claim`);
  return { awaiting, to: decision.to };
}

export const can = (claim: ClaimFacts, event: ClaimEvent, actor: ClaimActor): boolean =>
  decide(claim, event, actor).allowed;

/** What a state lets the customer do, for pages deciding what to show (the server decides again). */
export function claimAllows(status: ClaimState) {
  const inState = (event: ClaimEvent) => CLAIM_TRANSITIONS[event].from.includes(status);
  return {
    editAnswers: inState('edit_answers'),
    uploadPricedDocuments: inState('upload_priced_document'),
    uploadDocuments: inState('upload_document'),
    checkout: inState('checkout'),
    balanceDue: status === 'awaiting_balance',
    paid: PAID.includes(status) || status === 'rejected',
  };
}

/**
 * What staff may do to a claim's lifecycle by hand: reopen it, reject it, or take a rejected claim back. Its work
 * states (submitted, processing, approved, completed) follow the recorded steps and are never set by hand.
 */
export const STAFF_LIFECYCLE_ACTIONS = ['reopen', 'reject', 'restore'] as const;
export type StaffLifecycleAction = (typeof STAFF_LIFECYCLE_ACTIONS)[number];

const STAFF_ACTION_EVENTS: Record<StaffLifecycleAction, ClaimEvent> = {
  reopen: 'reopen',
  reject: 'mark_rejected',
  restore: 'restore',
};

/** The lifecycle event behind a staff action. */
export const staffActionEvent = (action: StaffLifecycleAction): ClaimEvent => STAFF_ACTION_EVENTS[action];

/** The actions staff may take on the claim now (for the claim page's buttons; the server decides again). */
export const staffLifecycleActions = (claim: ClaimFacts): StaffLifecycleAction[] =>
  STAFF_LIFECYCLE_ACTIONS.filter((action) => can(claim, STAFF_ACTION_EVENTS[action], 'staff'));
