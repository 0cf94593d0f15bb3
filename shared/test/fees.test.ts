import { describe, expect, it } from 'vitest';
import { discountCodeState, discountRefusal, type DiscountCodeFacts } from '../src/payments/discount-codes';
import { discountRefusalText } from '../src/payments/refusal-text';
import {
  formatUsd,
  formsToFile,
  quoteFee,
  type Discount,
  type FeeFacts,
  type FiledFormsFacts,
} from '../src/payments/fees';
import { claimFeeLines } from '../src/claim/lifecycle';
import { copy } from '../src/copy';

const withItin: FeeFacts = { hasItin: true, num1042sForms: 1, numMissing1042s: 0 };

describe('fee quote', () => {
  it.each<[string, FeeFacts, number]>([
    ['ITIN held, one form', withItin, 249_00],
    ['no ITIN', { ...withItin, hasItin: false }, 349_00],
    ['an ITIN that is not active: a renewal W-7, the ITIN line', { ...withItin, itinIsActive: 'no' }, 349_00],
    ['an active ITIN: no W-7', { ...withItin, itinIsActive: 'yes' }, 249_00],
    ['an ITIN the customer is unsure about: not charged until known', { ...withItin, itinIsActive: 'unsure' }, 249_00],
    ['no form uploaded yet counts as none extra', { ...withItin, num1042sForms: 0 }, 249_00],
    ['three forms: two extra', { ...withItin, num1042sForms: 3 }, 299_00],
    ['two missing forms', { ...withItin, numMissing1042s: 2 }, 299_00],
    [
      'no ITIN, four forms, one missing',
      { hasItin: false, num1042sForms: 4, numMissing1042s: 1 },
      249_00 + 100_00 + 75_00 + 25_00,
    ],
  ])('%s: %i cents', (_, facts, total) => {
    const quote = quoteFee(facts);
    expect(quote.totalCents).toBe(total);
    expect(quote.subtotalCents).toBe(quote.lines.reduce((sum, line) => sum + line.amountCents, 0));
  });

  it('itemises each fee with its quantity', () => {
    expect(quoteFee({ hasItin: false, num1042sForms: 3, numMissing1042s: 2 }).lines).toEqual([
      { id: 'base', quantity: 1, unitCents: 249_00, amountCents: 249_00 },
      { id: 'itin', quantity: 1, unitCents: 100_00, amountCents: 100_00 },
      { id: 'additional1042s', quantity: 2, unitCents: 25_00, amountCents: 50_00 },
      { id: 'missingForms', quantity: 2, unitCents: 25_00, amountCents: 50_00 },
    ]);
  });

  const typed = (count: number, retrieved = 0) => [
    ...Array.from({ length: count }, () => ({})),
    ...Array.from({ length: retrieved }, (_, index) => ({ missingFormId: `m${index}` })),
  ];
  it.each<[string, FiledFormsFacts, number]>([
    ['nothing yet', {}, 0],
    ['uploads only', { num1042sForms: 3 }, 3],
    ['typed forms only (the rest uploaded as something else)', { num1042sForms: 0, form1042sEntries: typed(20) }, 20],
    ['more typed than uploaded', { num1042sForms: 2, form1042sEntries: typed(5) }, 5],
    ['more uploaded than typed', { num1042sForms: 4, form1042sEntries: typed(1) }, 4],
    ['copies staff retrieved are not counted again', { num1042sForms: 1, form1042sEntries: typed(1, 3) }, 1],
  ])('counts the forms the return files: %s → %i', (_, facts, count) => {
    expect(formsToFile(facts)).toBe(count);
  });

  it('prices 20 typed Forms 1042-S as 20 forms, whatever the uploads were labelled', () => {
    const lines = claimFeeLines({
      status: 'ready_for_payment',
      hasItin: true,
      num1042sForms: 0,
      form1042sEntries: typed(20),
    });
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(724_00);
  });

  it.each<[string, Discount, number, number]>([
    ['10 percent', { type: 'percentage', value: 10 }, 24_90, 224_10],
    ['a third, rounded to the cent', { type: 'percentage', value: 33 }, 82_17, 166_83],
    ['100 percent', { type: 'percentage', value: 100 }, 249_00, 0],
    ['fixed $50', { type: 'fixed_amount', value: 50_00 }, 50_00, 199_00],
    ['fixed above the fee never goes below zero', { type: 'fixed_amount', value: 500_00 }, 249_00, 0],
  ])('%s', (_, discount, discountCents, totalCents) => {
    expect(quoteFee(withItin, discount)).toMatchObject({ subtotalCents: 249_00, discountCents, totalCents });
  });

  it('formats cents as US dollars', () => {
    expect(formatUsd(24_900)).toBe('US$249.00');
  });
});

describe('discount code state', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const code: DiscountCodeFacts = {
    code: 'SAVE',
    discountType: 'percentage',
    discountValue: 10,
    active: true,
    currentUses: 0,
  };

  it.each<[Partial<DiscountCodeFacts>, string, string | null]>([
    [{}, 'active', null],
    [{ active: false }, 'inactive', copy.payment.invalidDiscount],
    [{ expiresAt: '2026-11-21T00:00:00Z' }, 'expired', copy.payment.discountExpired],
    [{ maxUses: 5, currentUses: 5 }, 'max_uses_reached', copy.payment.discountUsedUp],
    [{ maxUses: 5, currentUses: 4 }, 'active', null],
    [{ expiresAt: '2026-12-01T00:00:00Z' }, 'active', null],
  ])('%o is %s', (change, state, refusal) => {
    expect(discountCodeState({ ...code, ...change }, now)).toBe(state);
    const refused = discountRefusal({ ...code, ...change }, now);
    expect(refused && discountRefusalText(refused)).toBe(refusal);
  });

  it('refuses an unknown code', () => {
    expect(discountRefusal(null, now)).toBe('invalid');
    expect(discountRefusalText('invalid')).toBe(copy.payment.invalidDiscount);
  });
});
