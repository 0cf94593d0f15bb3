import { describe, expect, it } from 'vitest';
import { decide as decideByCode, missingAnswers, type ClaimFacts } from '../src/claim/lifecycle';
import { claimRefusalText, missingAnswerTexts } from '../src/claim/refusal-text';
import { needsItin, residencyStep, screeningRefusals } from '../src/claim/residency';
import { resumeStep } from '../src/claim/wizard';
import { copy } from '../src/copy';
import { FEES } from '../src/constants';

/** The lifecycle answers codes; this reads its refusals in words, as the edge shows them. */
const decide = (...args: Parameters<typeof decideByCode>) => {
  const decision = decideByCode(...args);
  return decision.allowed ? decision : { allowed: false as const, message: claimRefusalText(decision.refusal) };
};

const TODAY = new Date('2026-11-29T12:00:00Z');

/** A finished claim for 2025 of a Canadian we can file for, with no ITIN yet (fee $349). */
const eligible: ClaimFacts = {
  status: 'ready_for_payment',
  hasItin: false,
  taxYears: ['2025'],
  hasAll1042s: true,
  numMissing1042s: 0,
  num1042sForms: 1,
  formDeliveryPreference: 'email',
  countryOfResidence: 'CA',
  everUsCitizenOrGreenCard: false,
  daysInUs: { '2025': 20, '2024': 20, '2023': 20 },
  closerConnection8840Filed: {},
  ssnEligible: false,
  returnAlreadyFiled: { '2025': false },
  maritalStatus: 'unmarried',
};
const fee = FEES.baseApplicationCents + FEES.itinProcessingCents;
const checkout = (claim: ClaimFacts) => decide(claim, 'checkout', 'customer', TODAY);

describe('the checkout guards of the screening', () => {
  it.each<[string, Partial<ClaimFacts>, string | null]>([
    ['an eligible Canadian', {}, null],
    [
      'a claim without the residency answers',
      { countryOfResidence: null, maritalStatus: null },
      copy.screening.answersMissing,
    ],
    [
      'days not given for a year before the claim year',
      { daysInUs: { '2025': 20, '2024': 20 } },
      copy.screening.answersMissing,
    ],
    ['no SSN answer when an ITIN is needed', { ssnEligible: null }, copy.screening.answersMissing],
    [
      'a US citizen or green-card holder',
      { everUsCitizenOrGreenCard: true },
      copy.screening.refusals['us-citizen-or-green-card'](),
    ],
    ['a resident of the United States', { countryOfResidence: 'US' }, copy.screening.refusals['us-tax-resident']()],
    [
      '183 days in the year',
      { daysInUs: { '2025': 183, '2024': 0, '2023': 0 } },
      copy.screening.refusals['substantial-presence']('2025'),
    ],
    ['182 days in the year and none before', { daysInUs: { '2025': 182, '2024': 0, '2023': 0 } }, null],
    ['30 days in the year, whatever the years before', { daysInUs: { '2025': 30, '2024': 365, '2023': 365 } }, null],
    [
      'a snowbird with Form 8840 filed on time',
      { daysInUs: { '2025': 150, '2024': 150, '2023': 150 }, closerConnection8840Filed: { '2025': true } },
      null,
    ],
    [
      'a snowbird without Form 8840',
      { daysInUs: { '2025': 150, '2024': 150, '2023': 150 }, closerConnection8840Filed: { '2025': false } },
      copy.screening.refusals['substantial-presence']('2025'),
    ],
    ['someone who can get an SSN', { ssnEligible: true }, copy.screening.refusals['ssn-eligible']()],
    ['an SSN answer when no ITIN is needed', { hasItin: true, itinIsActive: 'yes', ssnEligible: true }, null],
    [
      'a year already filed',
      { returnAlreadyFiled: { '2025': true } },
      copy.screening.refusals['return-already-filed']('2025'),
    ],
  ])('%s', (_, change, refusal) => {
    const decision = checkout({ ...eligible, ...change });
    expect(decision).toEqual(
      refusal ? { allowed: false, message: refusal } : { allowed: true, to: 'ready_for_payment' },
    );
  });

  it('also refuses a balance checkout the screening refuses', () => {
    expect(checkout({ ...eligible, status: 'awaiting_balance', everUsCitizenOrGreenCard: true })).toEqual({
      allowed: false,
      message: copy.screening.refusals['us-citizen-or-green-card'](),
    });
  });

  it.each<[string, Partial<ClaimFacts>, boolean]>([
    ['an estimate a cent below the fee, unconfirmed', { estimatedRefundCents: fee - 1 }, false],
    ['an estimate a cent below the fee, confirmed', { estimatedRefundCents: fee - 1, lowRefundConfirmed: true }, true],
    ['an estimate equal to the fee', { estimatedRefundCents: fee }, true],
    ['no estimate', { estimatedRefundCents: null }, true],
    ['a balance due above the estimate', { status: 'awaiting_balance', estimatedRefundCents: 0 }, true],
  ])('low refund: %s', (_, change, allowed) => {
    const decision = checkout({ ...eligible, ...change });
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.message).toBe(copy.screening.lowRefundUnconfirmed);
  });
});

describe('the residency answers in the wizard', () => {
  it('are required to finish, by answer', () => {
    expect(
      missingAnswerTexts(missingAnswers({ ...eligible, countryOfResidence: null, returnAlreadyFiled: {} })),
    ).toEqual({
      countryOfResidence: copy.application.answerRequired,
      returnAlreadyFiled: copy.application.answerRequired,
    });
  });

  it('ask for an SSN only when an ITIN is needed (a first one or a renewal)', () => {
    expect(needsItin({ hasItin: false })).toBe(true);
    expect(needsItin({ hasItin: true, itinIsActive: 'no' })).toBe(true);
    expect(needsItin({ hasItin: true, itinIsActive: 'yes' })).toBe(false);
  });

  it.each<[string, Partial<ClaimFacts>, number]>([
    ['a claim with every answer resumes where it was', {}, 7],
    ['a claim stored before the questions goes back to step 2', { countryOfResidence: null }, 2],
    ['one without the SSN answer goes back to step 1', { ssnEligible: null }, 1],
  ])('%s', (_, change, step) => {
    const claim = { ...eligible, ...change, currentStep: 7 };
    expect(resumeStep(claim)).toBe(step);
    expect(resumeStep(claim, { fromPayment: true })).toBe(step === 7 ? 8 : step);
    expect(residencyStep(claim)).toBe(step === 7 ? null : step);
  });

  it('says each refused year once, newest first; missing answers refuse nothing', () => {
    const claim = {
      ...eligible,
      taxYears: ['2024', '2025'],
      daysInUs: { '2025': 200, '2024': 0, '2023': 0, '2022': 0 },
      returnAlreadyFiled: { '2025': false, '2024': true },
    };
    expect(screeningRefusals(claim)).toEqual([
      { year: '2025', code: 'substantial-presence' },
      { year: '2024', code: 'return-already-filed' },
    ]);
    expect(screeningRefusals({ ...eligible, countryOfResidence: null })).toEqual([]);
  });
});
