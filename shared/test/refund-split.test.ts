import { describe, expect, it } from 'vitest';
import { refundSplit } from '../src/site/refund-split';
import { amountDueCents, answersQuote } from '../src/payments/amount-due';
import { FEES } from '../src/constants';

describe('the refund picture’s split', () => {
  it.each([
    // withheld, refund, fee → the IRS keeps, you keep, the fee beyond the refund
    ['a refund larger than the fee', 3_000_00, 1_500_00, 249_00, 1_500_00, 1_251_00, 0],
    ['a refund smaller than the fee', 600_00, 100_00, 249_00, 500_00, 0, 149_00],
    ['a refund exactly the fee', 600_00, 249_00, 249_00, 351_00, 0, 0],
    ['nothing comes back', 600_00, 0, 249_00, 600_00, 0, 249_00],
    // A staff estimate above the computed withholding: the withholding is taken as the refund.
    ['a refund with no withholding known', 0, 800_00, 249_00, 0, 551_00, 0],
  ])('%s', (_, withheldCents, refundCents, feeCents, irsKeeps, youKeep, over) => {
    const split = refundSplit({ withheldCents, refundCents, feeCents });
    expect(split).toMatchObject({ irsKeepsCents: irsKeeps, youKeepCents: youKeep, feeOverRefundCents: over });
    expect(split.irsKeepsCents + split.refundCents).toBe(split.withheldCents);
  });
});

describe('the amount a payment action names', () => {
  const claim = {
    status: 'ready_for_payment' as const,
    hasItin: false,
    num1042sForms: 1,
    form1042sEntries: [{}, {}],
    numMissing1042s: 1,
  };

  it('is the fee of the answers for "pay", with the typed forms counted as the fee counts them', () => {
    const expected =
      FEES.baseApplicationCents + FEES.itinProcessingCents + FEES.additional1042sCents + FEES.missingFormRetrievalCents;
    expect(answersQuote(claim).totalCents).toBe(expected);
    expect(amountDueCents('pay', claim)).toBe(expected);
  });

  it('is the balance for "pay_balance", and nothing for an action that takes no money', () => {
    expect(amountDueCents('pay_balance', { ...claim, balanceDue: { totalCents: 25_00 } })).toBe(25_00);
    expect(amountDueCents('pay_balance', { ...claim, balanceDue: null })).toBeNull();
    expect(amountDueCents('sign_authorisation', claim)).toBeNull();
    expect(amountDueCents('none', claim)).toBeNull();
  });
});
