import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../src/claim/schemas';
import { formatDate } from '../src/i18n/format';
import {
  balanceDue,
  CLAIM_EVENTS,
  CLAIM_TRANSITIONS,
  claimAllows,
  paymentTransition,
  claimFeeLines,
  decide as decideByCode,
  refusalOf as refusalCodeOf,
  staffLifecycleActions,
  type ClaimActor,
  type ClaimEvent,
  type ClaimFacts,
} from '../src/claim/lifecycle';
import { claimRefusalText } from '../src/claim/refusal-text';
import { copy } from '../src/copy';
import { FEES } from '../src/constants';
import { answeredClaim } from './support/claim-facts';

/** The lifecycle answers codes; these read its refusals in words, as the edge (HTTP errors, pages) shows them. */
const decide = (...args: Parameters<typeof decideByCode>) => {
  const decision = decideByCode(...args);
  return decision.allowed ? decision : { allowed: false as const, message: claimRefusalText(decision.refusal) };
};
const refusalOf = (...args: Parameters<typeof refusalCodeOf>) => claimRefusalText(refusalCodeOf(...args));

/** A complete, paid claim (the facts guards read); each row sets only its status. */
const complete: Omit<ClaimFacts, 'status'> = {
  ...answeredClaim,
  paymentCompletedDate: '2026-01-01T00:00:00.000Z',
  // A Canadian we can file for, with days and filings for every year a row names (and the two before).
  countryOfResidence: 'CA',
  everUsCitizenOrGreenCard: false,
  ssnEligible: false,
  daysInUs: Object.fromEntries(Array.from({ length: 12 }, (_, index) => [String(2016 + index), 0])),
  returnAlreadyFiled: Object.fromEntries(Array.from({ length: 12 }, (_, index) => [String(2016 + index), false])),
  maritalStatus: 'unmarried',
};
const claimIn = (status: ApplicationStatus): ClaimFacts => ({ ...complete, status });

const ACTOR: Record<ClaimEvent, ClaimActor> = {
  edit_answers: 'customer',
  upload_priced_document: 'customer',
  upload_document: 'customer',
  finish: 'customer',
  checkout: 'customer',
  pay: 'payments',
  reopen: 'staff',
  record_progress: 'staff',
  prepare_forms: 'staff',
  authorise_retrieval: 'customer',
  restore: 'staff',
  mark_rejected: 'staff',
};

const S = APPLICATION_STATUSES;
const _ = null;
/**
 * Every state × event: the state the event leads to, or null when it is refused. Columns follow
 * APPLICATION_STATUSES: draft, ready_for_payment, reopened, awaiting_balance, submitted, processing,
 * approved, completed, rejected.
 */
const TABLE: Record<ClaimEvent, (ApplicationStatus | null)[]> = {
  // prettier-ignore
  edit_answers:           ['draft', 'draft', 'reopened', 'reopened', _, _, _, _, _],
  // prettier-ignore
  upload_priced_document: ['draft', 'ready_for_payment', 'reopened', 'awaiting_balance', _, _, _, _, _],
  // prettier-ignore
  upload_document:        ['draft', 'ready_for_payment', 'reopened', 'awaiting_balance', 'submitted', 'processing', 'approved', _, _],
  // (a reopened claim with nothing more to pay goes straight back to the team)
  // prettier-ignore
  finish:                 ['ready_for_payment', 'ready_for_payment', 'submitted', 'submitted', _, _, _, _, _],
  // prettier-ignore
  checkout:               [_, 'ready_for_payment', _, 'awaiting_balance', _, _, _, _, _],
  // prettier-ignore
  pay:                    [_, 'submitted', _, 'submitted', _, _, _, _, _],
  // prettier-ignore
  reopen:                 [_, _, _, _, 'reopened', 'reopened', 'reopened', _, _],
  // (a paid claim at work is in the state its steps say: here none is recorded)
  // prettier-ignore
  record_progress:        [_, _, 'reopened', 'awaiting_balance', 'submitted', 'submitted', 'submitted', 'submitted', 'rejected'],
  // prettier-ignore
  prepare_forms:          [_, _, _, _, 'submitted', 'processing', 'approved', 'completed', _],
  // prettier-ignore
  authorise_retrieval:    [_, _, 'reopened', 'awaiting_balance', 'submitted', 'processing', _, _, _],
  // prettier-ignore
  restore:                [_, _, _, _, _, _, _, _, 'submitted'],
  // prettier-ignore
  mark_rejected:          ['rejected', 'rejected', 'rejected', 'rejected', 'rejected', 'rejected', _, _, _],
};

describe('claim lifecycle', () => {
  it('has a row for every event and a column for every state', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...CLAIM_EVENTS].sort());
    for (const row of Object.values(TABLE)) expect(row).toHaveLength(S.length);
  });

  const cells = CLAIM_EVENTS.flatMap((event) =>
    S.map((status, column) => [event, status, TABLE[event][column] ?? null] as const),
  );
  /** A day on which the fixture's year is claimable. */
  const today = new Date('2026-03-01T12:00:00Z');
  it.each(cells)('%s in %s → %s', (event, status, expected) => {
    const decision = decide(claimIn(status), event, ACTOR[event], today);
    if (expected === null) {
      expect(decision).toEqual({ allowed: false, message: refusalOf(event, claimIn(status)) });
      expect(decision.allowed || decision.message.length > 0).toBe(true);
    } else {
      expect(decision).toEqual({ allowed: true, to: expected });
    }
  });

  it.each(CLAIM_EVENTS)('refuses %s from an actor it is not for', (event) => {
    for (const actor of ['customer', 'payments', 'staff'] as const) {
      if (CLAIM_TRANSITIONS[event].actors.includes(actor)) continue;
      for (const status of S) {
        expect(decide(claimIn(status), event, actor)).toEqual({ allowed: false, message: copy.common.forbidden });
      }
    }
  });

  it("answers a code, not words: the edge words it in the reader's language", () => {
    expect(decideByCode(claimIn('draft'), 'authorise_retrieval', 'customer')).toEqual({
      allowed: false,
      refusal: { code: 'retrieval_not_finished' },
    });
    expect(refusalCodeOf('checkout', claimIn('rejected'))).toEqual({ code: 'not_payable' });
  });

  it('refuses to finish or pay for incomplete answers', () => {
    const incomplete: ClaimFacts = { ...claimIn('draft'), hasItin: true, itinIsActive: null };
    expect(decide(incomplete, 'finish', 'customer')).toEqual({ allowed: false, message: copy.application.incomplete });
    expect(decide({ ...incomplete, status: 'ready_for_payment' }, 'checkout', 'customer')).toEqual({
      allowed: false,
      message: copy.application.incomplete,
    });
  });

  it('takes the retrieval authorisation only for a paid claim', () => {
    expect(decide(claimIn('ready_for_payment'), 'authorise_retrieval', 'customer')).toEqual({
      allowed: false,
      message: copy.retrievalErrors.payFirst,
    });
    expect(decide(claimIn('draft'), 'authorise_retrieval', 'customer')).toEqual({
      allowed: false,
      message: copy.retrievalErrors.notFinished,
    });
    expect(decide({ ...claimIn('submitted'), paymentCompletedDate: null }, 'authorise_retrieval', 'customer')).toEqual({
      allowed: false,
      message: copy.retrievalErrors.payFirst,
    });
  });

  it('does not let staff put an unpaid rejected claim into processing', () => {
    const unpaid: ClaimFacts = { ...claimIn('rejected'), paymentCompletedDate: null };
    expect(decide(unpaid, 'restore', 'staff')).toEqual({
      allowed: false,
      message: copy.lifecycle.notPaidYet,
    });
    expect(staffLifecycleActions(unpaid)).toEqual([]);
  });

  it('keeps a claim that owes a balance out of processing, even through a rejection', () => {
    // Paid for one form; the answers now say three, so two more are owed.
    const owing: ClaimFacts = {
      ...claimIn('rejected'),
      num1042sForms: 3,
      coveredLines: [
        { id: 'base', quantity: 1, unitCents: FEES.baseApplicationCents, amountCents: FEES.baseApplicationCents },
      ],
    };
    expect(decide(owing, 'restore', 'staff')).toEqual({
      allowed: false,
      message: copy.lifecycle.balanceUnpaid,
    });
    expect(staffLifecycleActions(owing)).not.toContain('restore');
    expect(decide({ ...owing, num1042sForms: 1 }, 'restore', 'staff')).toEqual({
      allowed: true,
      to: 'submitted',
    });
  });

  it('keeps a claim with missing forms out of processing until the customer authorised their retrieval', () => {
    const missing: ClaimFacts = { ...claimIn('rejected'), hasAll1042s: false, numMissing1042s: 2 };
    expect(decide(missing, 'restore', 'staff')).toEqual({
      allowed: false,
      message: copy.retrievalErrors.processingNeedsAuthorisation,
    });
    expect(staffLifecycleActions(missing)).not.toContain('restore');
    expect(decide({ ...missing, retrievalAuthorisedAt: '2026-11-23T10:00:00.000Z' }, 'restore', 'staff')).toEqual({
      allowed: true,
      to: 'submitted',
    });
  });

  it('tells a customer why a checkout is refused', () => {
    const message = (status: ApplicationStatus) => refusalOf('checkout', claimIn(status));
    expect(message('draft')).toBe(copy.payment.notReadyForPayment);
    expect(message('reopened')).toBe(copy.payment.notReadyForPayment);
    expect(message('submitted')).toBe(copy.payment.alreadyPaid);
    expect(message('rejected')).toBe(copy.lifecycle.notPayable);
  });

  const refusals = {
    open: null,
    closed: (year: string) => copy.payment.yearClosed(year),
    // 2022's deadline is June 15, 2026 (Eastern); its last payment day is 30 days before.
    late: (year: string) => copy.payment.yearPastPaymentDay(year, formatDate('2026-05-16'), formatDate('2026-06-15')),
  };
  it.each([
    ['ready_for_payment', ['2022'], '2026-05-16T23:59:59-04:00', 'open'],
    ['ready_for_payment', ['2022'], '2026-05-17T00:00:00-04:00', 'late'],
    ['ready_for_payment', ['2022'], '2026-06-15T23:59:59-04:00', 'late'],
    ['ready_for_payment', ['2022'], '2026-06-16T00:00:00-04:00', 'closed'],
    ['ready_for_payment', ['2023', '2022'], '2026-11-28T12:00:00Z', 'closed'],
    ['ready_for_payment', ['2023', '2022'], '2026-06-01T12:00:00Z', 'late'],
    ['ready_for_payment', ['2025', '2024', '2023'], '2026-11-28T12:00:00Z', 'open'],
    ['awaiting_balance', ['2022'], '2026-06-01T12:00:00Z', 'open'],
    ['awaiting_balance', ['2022'], '2026-11-28T12:00:00Z', 'open'],
  ] as const)('a checkout in %s for %j at %s: %s', (status, taxYears, instant, kind) => {
    const decision = decide({ ...claimIn(status), taxYears }, 'checkout', 'customer', new Date(instant));
    expect(decision).toEqual(
      kind === 'open' ? { allowed: true, to: status } : { allowed: false, message: refusals[kind]('2022') },
    );
  });

  it('lists what staff may do by hand: the lifecycle, never a work state', () => {
    expect(staffLifecycleActions(claimIn('submitted'))).toEqual(['reopen', 'reject']);
    expect(staffLifecycleActions(claimIn('completed'))).toEqual([]);
    expect(staffLifecycleActions(claimIn('rejected'))).toEqual(['restore']);
  });

  it('puts a paid claim in the state its recorded steps say, and brings a rejected one back there', () => {
    const day = '2026-03-02T10:00:00.000Z';
    const decided = (claim: ClaimFacts, event: ClaimEvent) => decide(claim, event, 'staff', today);
    expect(decided({ ...claimIn('submitted'), formsSentDate: day }, 'record_progress')).toEqual({
      allowed: true,
      to: 'processing',
    });
    expect(decided({ ...claimIn('processing'), irsApprovalDate: day }, 'record_progress')).toEqual({
      allowed: true,
      to: 'approved',
    });
    expect(decided({ ...claimIn('approved'), refundIssuedDate: day }, 'record_progress')).toEqual({
      allowed: true,
      to: 'completed',
    });
    expect(decided({ ...claimIn('reopened'), refundIssuedDate: day }, 'record_progress')).toEqual({
      allowed: true,
      to: 'reopened',
    });
    const missing: ClaimFacts = { ...claimIn('submitted'), hasAll1042s: false, numMissing1042s: 1, formsSentDate: day };
    expect(decided(missing, 'record_progress')).toEqual({
      allowed: false,
      message: copy.retrievalErrors.processingNeedsAuthorisation,
    });
    expect(decided({ ...missing, retrievalAuthorisedAt: day }, 'record_progress')).toEqual({
      allowed: true,
      to: 'processing',
    });
    expect(decided({ ...claimIn('rejected'), irsSubmissionDate: day }, 'restore')).toEqual({
      allowed: true,
      to: 'processing',
    });
  });

  it('gives the payment system the state each kind of payment awaits and where it leads', () => {
    expect(paymentTransition('fee')).toEqual({ awaiting: 'ready_for_payment', to: 'submitted' });
    expect(paymentTransition('balance')).toEqual({ awaiting: 'awaiting_balance', to: 'submitted' });
  });

  it('tells pages what a state allows', () => {
    expect(claimAllows('draft')).toMatchObject({ editAnswers: true, checkout: false, paid: false });
    expect(claimAllows('ready_for_payment')).toMatchObject({ editAnswers: true, checkout: true, paid: false });
    expect(claimAllows('submitted')).toMatchObject({ editAnswers: false, uploadPricedDocuments: false, paid: true });
    expect(claimAllows('awaiting_balance')).toMatchObject({ checkout: true, balanceDue: true, paid: true });
  });
});

describe('balance due after a reopen', () => {
  const paid: ClaimFacts = { ...claimIn('reopened'), coveredLines: claimFeeLines(claimIn('reopened')) };

  it('is the itemised difference when the new answers cost more', () => {
    const changed: ClaimFacts = { ...paid, hasItin: false, hasAll1042s: false, numMissing1042s: 2 };
    expect(balanceDue(changed)).toEqual({
      lines: [
        { id: 'itin', quantity: 1, unitCents: FEES.itinProcessingCents, amountCents: FEES.itinProcessingCents },
        {
          id: 'missingForms',
          quantity: 2,
          unitCents: FEES.missingFormRetrievalCents,
          amountCents: 2 * FEES.missingFormRetrievalCents,
        },
      ],
      totalCents: FEES.itinProcessingCents + 2 * FEES.missingFormRetrievalCents,
    });
    expect(decide(changed, 'finish', 'customer')).toEqual({ allowed: true, to: 'awaiting_balance' });
  });

  it('nets a line that costs less against one that costs more, never below zero', () => {
    const withItin: ClaimFacts = { ...paid, hasItin: false, coveredLines: claimFeeLines({ ...paid, hasItin: false }) };
    const oneMissing: ClaimFacts = { ...withItin, hasItin: true, hasAll1042s: false, numMissing1042s: 1 };
    expect(balanceDue(oneMissing).totalCents).toBe(0);
    expect(balanceDue(oneMissing).lines.map((line) => [line.id, line.amountCents])).toEqual([
      ['itin', -FEES.itinProcessingCents],
      ['missingForms', FEES.missingFormRetrievalCents],
    ]);
    expect(decide(oneMissing, 'finish', 'customer')).toEqual({ allowed: true, to: 'submitted' });
  });

  it('is nothing for a claim whose covered lines were never recorded', () => {
    expect(balanceDue(claimIn('reopened'))).toEqual({ lines: [], totalCents: 0 });
  });
});
