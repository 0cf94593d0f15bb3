import { describe, expect, it } from 'vitest';
import { claimFeeLines } from '../src/claim/lifecycle';
import { FEES } from '../src/constants';
import { claimQuote, discountApplies, rejectedAfterPayment, repricedTo, type QuotedClaim } from '../src/payments/quote';
import { answeredClaim as answers } from './support/claim-facts';

const BASE = FEES.baseApplicationCents;
const ITIN = FEES.itinProcessingCents;
const MISSING = FEES.missingFormRetrievalCents;

const coveredAsAnswered = claimFeeLines({ ...answers, status: 'submitted' });

describe('the quote of a claim’s next payment', () => {
  it.each<[string, QuotedClaim, { type: 'percentage' | 'fixed_amount'; value: number } | null, object]>([
    [
      'the whole fee, discounted',
      { ...answers, status: 'ready_for_payment', hasItin: false, answersVersion: 3 },
      { type: 'percentage', value: 10 },
      { kind: 'fee', subtotalCents: BASE + ITIN, discountCents: (BASE + ITIN) / 10, answersVersion: 3 },
    ],
    [
      'the whole fee without a code',
      { ...answers, status: 'ready_for_payment' },
      null,
      { kind: 'fee', subtotalCents: BASE, discountCents: 0, totalCents: BASE, answersVersion: 0 },
    ],
    [
      'a balance: only the added lines, a code ignored',
      {
        ...answers,
        status: 'awaiting_balance',
        hasItin: false,
        hasAll1042s: false,
        numMissing1042s: 2,
        coveredLines: coveredAsAnswered,
        answersVersion: 5,
      },
      { type: 'percentage', value: 50 },
      {
        kind: 'balance',
        lines: [
          { id: 'itin', quantity: 1, unitCents: ITIN, amountCents: ITIN },
          { id: 'missingForms', quantity: 2, unitCents: MISSING, amountCents: 2 * MISSING },
        ],
        subtotalCents: ITIN + 2 * MISSING,
        discountCents: 0,
        totalCents: ITIN + 2 * MISSING,
        answersVersion: 5,
      },
    ],
  ])('%s', (_, claim, discount, expected) => {
    const quote = claimQuote(claim, discount);
    expect(quote).toMatchObject(expected);
    expect(quote.totalCents).toBe(quote.subtotalCents - quote.discountCents);
    // Once paid, the claim is covered for everything its current answers cost.
    expect(quote.covers).toEqual(claimFeeLines(claim));
  });

  it.each([
    ['ready_for_payment', true],
    ['awaiting_balance', false],
  ] as const)('a discount applies in %s: %s', (status, applies) => {
    expect(discountApplies({ ...answers, status })).toBe(applies);
  });
});

describe('a change that reprices a claim', () => {
  const claim = { userId: 'u', applicationId: 'a', status: 'ready_for_payment', version: 4 };

  it.each<[string, Parameters<typeof repricedTo>[0], number | null]>([
    [
      'new answers: the version it moved to',
      {
        kind: 'MODIFY',
        entity: 'application',
        before: { ...claim, answersVersion: 2 },
        after: { ...claim, answersVersion: 3 },
      },
      3,
    ],
    [
      'the first priced change of a claim that had no answers version',
      { kind: 'MODIFY', entity: 'application', before: claim, after: { ...claim, answersVersion: 1 } },
      1,
    ],
    [
      'a step moved, the version unchanged',
      {
        kind: 'MODIFY',
        entity: 'application',
        before: { ...claim, answersVersion: 2 },
        after: { ...claim, answersVersion: 2, currentStep: 5 },
      },
      null,
    ],
    ['a new claim', { kind: 'INSERT', entity: 'application', after: { ...claim, answersVersion: 1 } }, null],
    [
      'another entity',
      { kind: 'MODIFY', entity: 'payment', before: { answersVersion: 1 }, after: { answersVersion: 2 } },
      null,
    ],
  ])('%s', (_, change, expected) => {
    expect(repricedTo(change)).toBe(expected);
  });
});

describe('a change that rejects a paid claim', () => {
  const paid = { userId: 'u', applicationId: 'a', status: 'processing', paymentCompletedDate: '2026-11-01T10:00:00Z' };
  const rejected = { userId: 'u', applicationId: 'a', status: 'rejected' };
  it.each<[string, Parameters<typeof rejectedAfterPayment>[0], boolean]>([
    ['a paid claim rejected', { kind: 'MODIFY', entity: 'application', before: paid, after: rejected }, true],
    [
      'an unpaid claim rejected',
      { kind: 'MODIFY', entity: 'application', before: { ...rejected, status: 'ready_for_payment' }, after: rejected },
      false,
    ],
    [
      'a rejected claim changed again',
      { kind: 'MODIFY', entity: 'application', before: { ...paid, status: 'rejected' }, after: rejected },
      false,
    ],
    [
      'a paid claim moved on, not rejected',
      { kind: 'MODIFY', entity: 'application', before: paid, after: { ...paid, status: 'approved' } },
      false,
    ],
    [
      'a paid claim rejected keeping its paid state (as before refunds were made)',
      { kind: 'MODIFY', entity: 'application', before: paid, after: { ...paid, status: 'rejected' } },
      false,
    ],
    ['another entity', { kind: 'MODIFY', entity: 'payment', before: paid, after: rejected }, false],
    ['a new item', { kind: 'INSERT', entity: 'application', after: rejected }, false],
  ])('%s → %s', (_, change, refunds) => {
    expect(rejectedAfterPayment(change)).toBe(refunds);
  });
});
