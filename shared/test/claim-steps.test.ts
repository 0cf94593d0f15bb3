import { describe, expect, it } from 'vitest';
import {
  decideStepChange,
  nextProgressStep,
  PROGRESS_ACTIONS,
  progressSteps,
  workStateOfSteps,
  type ProgressAction,
  type ProgressDates,
  type StepChangeDecision,
  type WorkState,
} from '../src/claim/progress';
import { displayedStatus, stageSince, type DisplayedStatus } from '../src/claim/next-action';
import { CLAIM_STEPS } from '../src/constants';

const day = '2026-03-02T10:00:00.000Z';
/** Without an ITIN (a W-7, the 1042-S step) and with missing forms: every step there can be. */
const allSteps = progressSteps({ hasItin: false, hasAll1042s: false });
/** With an active ITIN and every form: the shortest list. */
const shortSteps = progressSteps({ hasItin: true, itinIsActive: 'yes', hasAll1042s: true });

const upTo = (steps: typeof allSteps, last: ProgressAction): ProgressDates => {
  const dates: ProgressDates = {};
  for (const step of steps) {
    if (!step.action) continue;
    dates[PROGRESS_ACTIONS[step.action]] = day;
    if (step.action === last) break;
  }
  return dates;
};

const allowed: StepChangeDecision = { allowed: true, override: false };
const override: StepChangeDecision = { allowed: true, override: true };
const outOfOrder: StepChangeDecision = { allowed: false, refusal: 'out_of_order' };

describe('the order of a claim’s steps', () => {
  const cases: [
    string,
    typeof allSteps,
    ProgressDates,
    ProgressAction,
    boolean,
    string | undefined,
    StepChangeDecision,
  ][] = [
    ['the first step of a fresh claim', allSteps, {}, 'forms_1042s_received', true, undefined, allowed],
    ['the first step with an ITIN (no 1042-S step)', shortSteps, {}, 'application_completed', true, undefined, allowed],
    ['a step two ahead', shortSteps, {}, 'forms_received', true, undefined, outOfOrder],
    [
      'IRS submission before the signed W-7',
      allSteps,
      upTo(allSteps, 'application_completed'),
      'irs_submitted',
      true,
      undefined,
      outOfOrder,
    ],
    [
      'IRS submission once every step before it is recorded',
      allSteps,
      upTo(allSteps, 'documents_requested'),
      'irs_submitted',
      true,
      undefined,
      allowed,
    ],
    [
      'a step ahead with a reason',
      shortSteps,
      {},
      'irs_submitted',
      true,
      'IRS e-file confirmation came first',
      override,
    ],
    ['a blank reason is no reason', shortSteps, {}, 'irs_submitted', true, '   ', outOfOrder],
    [
      'a reason one character too long',
      shortSteps,
      {},
      'irs_submitted',
      true,
      'x'.repeat(CLAIM_STEPS.overrideReasonMaxLength + 1),
      { allowed: false, refusal: 'reason_too_long' },
    ],
    [
      'a reason of the longest length',
      shortSteps,
      {},
      'irs_submitted',
      true,
      'x'.repeat(CLAIM_STEPS.overrideReasonMaxLength),
      override,
    ],
    [
      'a reason given for a step in order is not an override',
      shortSteps,
      {},
      'application_completed',
      true,
      'early',
      allowed,
    ],
    [
      'recording a recorded step again',
      shortSteps,
      upTo(shortSteps, 'forms_received'),
      'forms_received',
      true,
      undefined,
      allowed,
    ],
    [
      'clearing the last recorded step',
      shortSteps,
      upTo(shortSteps, 'forms_received'),
      'forms_received',
      false,
      undefined,
      allowed,
    ],
    [
      'clearing a step with a later one recorded',
      shortSteps,
      upTo(shortSteps, 'forms_received'),
      'application_completed',
      false,
      undefined,
      outOfOrder,
    ],
    [
      'clearing a step with a later one recorded, with a reason',
      shortSteps,
      upTo(shortSteps, 'forms_received'),
      'application_completed',
      false,
      'ticked by mistake',
      override,
    ],
    [
      'clearing the last step of a finished claim',
      shortSteps,
      upTo(shortSteps, 'refund_issued'),
      'refund_issued',
      false,
      undefined,
      allowed,
    ],
    [
      'a passport step on a claim without a W-7',
      shortSteps,
      {},
      'passport_received',
      true,
      'any',
      { allowed: false, refusal: 'not_a_step' },
    ],
    [
      'the retrieval step on a claim with every form',
      shortSteps,
      upTo(shortSteps, 'forms_received'),
      'documents_requested',
      true,
      undefined,
      { allowed: false, refusal: 'not_a_step' },
    ],
  ];
  it.each(cases)('%s', (_name, steps, dates, action, done, overrideReason, expected) => {
    expect(decideStepChange(steps, dates, { action, done, overrideReason })).toEqual(expected);
  });

  it('ignores dates of steps that are no longer the claim’s', () => {
    // A passport date left from answers that asked for a W-7, on a claim that now has an active ITIN.
    expect(
      decideStepChange(shortSteps, { passportReceivedDate: day }, { action: 'application_completed', done: false }),
    ).toEqual(allowed);
  });

  it('offers the first step not recorded next', () => {
    expect(nextProgressStep(allSteps, {})?.id).toBe('forms_1042s_received');
    expect(nextProgressStep(allSteps, upTo(allSteps, 'forms_received'))?.id).toBe('passport_received');
    expect(nextProgressStep(shortSteps, upTo(shortSteps, 'refund_issued'))).toBeNull();
  });
});

describe('the work state the steps put a paid claim in', () => {
  const cases: [string, ProgressDates, WorkState][] = [
    ['no step recorded', {}, 'submitted'],
    ['under review', upTo(shortSteps, 'application_completed'), 'processing'],
    ['submitted to the IRS', upTo(shortSteps, 'irs_submitted'), 'processing'],
    ['approved by the IRS', upTo(shortSteps, 'irs_approved'), 'approved'],
    ['refund issued', upTo(shortSteps, 'refund_issued'), 'completed'],
    ['a stale date of a step not on the claim', { passportReceivedDate: day }, 'submitted'],
  ];
  it.each(cases)('%s', (_name, dates, expected) => {
    expect(workStateOfSteps(shortSteps, dates)).toBe(expected);
  });
});

describe('one status for staff and customer, derived from the steps', () => {
  const paid = { status: 'processing' as const, paymentCompletedDate: '2026-02-01T00:00:00.000Z', formsToSign: 0 };
  const cases: [string, Parameters<typeof displayedStatus>[0], DisplayedStatus, string | null][] = [
    ['paid, nothing recorded', { ...paid, status: 'submitted' }, 'in_review', paid.paymentCompletedDate],
    ['forms sent', { ...paid, formsSentDate: day }, 'forms_sent', day],
    [
      'signed forms back',
      { ...paid, formsSentDate: day, formsReceivedDate: '2026-03-05' },
      'forms_received',
      '2026-03-05',
    ],
    ['filed', { ...paid, irsSubmissionDate: '2026-03-09' }, 'submitted_to_irs', '2026-03-09'],
    [
      'a stored "completed" with no step recorded stays in review',
      { ...paid, status: 'completed' },
      'in_review',
      paid.paymentCompletedDate,
    ],
    ['refund issued', { ...paid, status: 'completed', refundIssuedDate: '2026-07-01' }, 'refund_issued', '2026-07-01'],
    [
      'reopened: the lifecycle, not the steps',
      { ...paid, status: 'reopened', irsSubmissionDate: day },
      'reopened',
      null,
    ],
    ['rejected', { ...paid, status: 'rejected', formsSentDate: day }, 'rejected', null],
  ];
  it.each(cases)('%s', (_name, facts, status, since) => {
    expect(displayedStatus(facts)).toBe(status);
    expect(stageSince(facts)).toBe(since);
  });
});
