import { describe, expect, it } from 'vitest';
import {
  deadlineStatus,
  estimateRefund,
  estimateYear,
  paymentDayStatus,
  withheldWithinWinnings,
} from '../src/site/estimate';
import { taxYearRules } from '../src/site/estimate-tax-rules';

const slots = (winningsCents: number, federalWithheldCents: number) => ({
  game: 'slot-machine' as const,
  winningsCents,
  federalWithheldCents,
});

describe('refund estimate', () => {
  it('the worked example: $2,000 won, $1,000 lost, $600 withheld gives $300 back', () => {
    const estimate = estimateYear({ year: 2024, forms: [slots(2_000_00, 600_00)], lossesCents: 1_000_00 });
    expect(estimate).toMatchObject({ deductibleLossesCents: 1_000_00, taxOwedCents: 300_00, refundCents: 300_00 });
  });

  it('refunds withholding on exempt table games whole, without netting them with losses', () => {
    const estimate = estimateYear({
      year: 2024,
      forms: [{ game: 'blackjack', winningsCents: 5_000_00, federalWithheldCents: 1_500_00 }, slots(1_000_00, 300_00)],
      lossesCents: 0,
    });
    expect(estimate).toMatchObject({
      exemptWinningsCents: 5_000_00,
      taxableWinningsCents: 1_000_00,
      taxOwedCents: 300_00,
    });
    expect(estimate.refundCents).toBe(1_500_00);
  });

  it('caps deductible losses at winnings: a year of net losses gets all its withholding back', () => {
    const estimate = estimateYear({ year: 2024, forms: [slots(2_000_00, 600_00)], lossesCents: 9_000_00 });
    expect(estimate).toMatchObject({ deductibleLossesCents: 2_000_00, taxOwedCents: 0, refundCents: 600_00 });
  });

  it('deducts only 90% of losses from tax year 2026', () => {
    expect(taxYearRules(2025).lossDeductionPercent).toBe(100);
    expect(taxYearRules(2026).lossDeductionPercent).toBe(90);
    const estimate = estimateYear({ year: 2026, forms: [slots(2_000_00, 600_00)], lossesCents: 1_000_00 });
    expect(estimate).toMatchObject({ deductibleLossesCents: 900_00, taxOwedCents: 330_00, refundCents: 270_00 });
  });

  it('never goes below zero when too little was withheld', () => {
    expect(estimateYear({ year: 2024, forms: [slots(2_000_00, 0)], lossesCents: 0 }).refundCents).toBe(0);
  });

  it('leaves out a form that withholds more than it paid out (mistyped figures)', () => {
    const estimate = estimateYear({
      year: 2024,
      forms: [slots(2_000_00, 600_00), slots(5_00, 999_999_00)],
      lossesCents: 1_000_00,
    });
    expect(estimate).toMatchObject({ withheldCents: 600_00, taxableWinningsCents: 2_000_00, refundCents: 300_00 });
  });

  it.each([
    [1_000_00, 300_00, true],
    [1_000_00, 1_000_00, true],
    [1_000_00, 1_000_01, false],
    [0, 1, false],
  ])('a form paying %i and withholding %i is within its winnings: %s', (won, withheld, within) => {
    expect(withheldWithinWinnings({ winningsCents: won, federalWithheldCents: withheld })).toBe(within);
  });

  it('adds up several forms and several years', () => {
    const estimate = estimateRefund([
      { year: 2023, forms: [slots(1_500_00, 450_00), slots(1_200_00, 360_00)], lossesCents: 700_00 },
      { year: 2024, forms: [slots(3_000_00, 900_00)], lossesCents: 0 },
    ]);
    expect(estimate.years.map((year) => year.refundCents)).toEqual([210_00, 0]);
    expect(estimate.totalRefundCents).toBe(210_00);
  });
});

describe('refund estimate by country of residence', () => {
  const year = (country: string | undefined, taxYear = 2024) =>
    estimateYear({
      year: taxYear,
      forms: [slots(2_000_00, 600_00), { game: 'roulette', winningsCents: 1_000_00, federalWithheldCents: 300_00 }],
      lossesCents: 1_000_00,
      country,
    });

  it.each([
    // [country, year, deductible losses, tax owed, refund]
    [undefined, 2024, 1_000_00, 300_00, 600_00], // Canada until the country is known
    ['CA', 2024, 1_000_00, 300_00, 600_00],
    ['CA', 2026, 900_00, 330_00, 570_00],
    ['BR', 2024, 0, 600_00, 300_00], // no losses: only the roulette withholding comes back
    ['MX', 2026, 0, 600_00, 300_00],
  ])('%s in %i: losses %i, tax %i, refund %i', (country, taxYear, deductible, tax, refund) => {
    expect(year(country, taxYear)).toMatchObject({
      deductibleLossesCents: deductible,
      taxOwedCents: tax,
      refundCents: refund,
    });
  });

  it('names the rules each year was estimated under', () => {
    expect(year('CA').rules).toMatchObject({ kind: 'canada-offset', lossPercent: 100 });
    expect(year('BR').rules).toMatchObject({ kind: 'no-treaty-offset', lossPercent: 0 });
  });

  it('refunds over-withholding for a resident of a country with no treaty offset', () => {
    const estimate = estimateYear({ year: 2024, forms: [slots(1_000_00, 400_00)], lossesCents: 0, country: 'BR' });
    expect(estimate).toMatchObject({ taxOwedCents: 300_00, refundCents: 100_00 });
  });

  it('estimates an application under its country of residence', async () => {
    const { estimateApplication } = await import('../src/site/estimate-from-claim');
    const inputs = {
      taxYears: ['2024'],
      form1042sEntries: [
        {
          id: 'a',
          taxYear: '2024',
          game: 'slot-machine' as const,
          winningsCents: 2_000_00,
          federalWithheldCents: 600_00,
        },
      ],
      missingForms: [],
      lossesByYear: { '2024': 1_000_00 },
    };
    expect(estimateApplication(inputs)?.totalRefundCents).toBe(300_00);
    expect(estimateApplication({ ...inputs, countryOfResidence: 'CA' })?.totalRefundCents).toBe(300_00);
    expect(estimateApplication({ ...inputs, countryOfResidence: 'BR' })?.totalRefundCents).toBe(0);
  });
});

describe('claim deadlines', () => {
  it.each([
    ['2027-04-15T12:00:00Z', 61, false],
    ['2027-04-16T12:00:00Z', 60, true],
    ['2027-06-14T12:00:00Z', 1, true],
    // Still June 14 in New York.
    ['2027-06-15T00:00:00Z', 1, true],
    ['2027-06-15T12:00:00Z', 0, true],
    ['2027-06-16T03:59:00Z', 0, true],
    ['2027-06-16T12:00:00Z', -1, false],
  ])('for 2023 at %s: %i days left, warn %s', (instant, daysLeft, warn) => {
    const status = deadlineStatus(2023, new Date(instant));
    expect(status.day).toBe('2027-06-15');
    expect(status.deadline.toISOString()).toBe('2027-06-16T03:59:59.999Z');
    expect(status).toMatchObject({ daysLeft, warn });
  });
});

describe('the last day to pay for a year', () => {
  it.each([
    ['2027-03-16T12:00:00Z', 61, false],
    ['2027-03-17T12:00:00Z', 60, true],
    ['2027-05-16T23:59:00-04:00', 0, true],
    ['2027-05-17T00:00:00-04:00', -1, false],
  ])('for 2023 at %s: %i days left to pay, warn %s', (instant, daysLeft, warn) => {
    expect(paymentDayStatus(2023, new Date(instant))).toEqual({ day: '2027-05-16', daysLeft, warn });
  });
});

describe('estimate of an application', () => {
  it('counts 1042-S figures and dated missing forms of the claimed years only, with each year’s losses', async () => {
    const { estimateApplication } = await import('../src/site/estimate-from-claim');
    const estimate = estimateApplication({
      taxYears: ['2024', '2023'],
      form1042sEntries: [
        { id: 'a', taxYear: '2024', game: 'slot-machine', winningsCents: 2_000_00, federalWithheldCents: 600_00 },
        { id: 'b', taxYear: '2022', game: 'slot-machine', winningsCents: 9_000_00, federalWithheldCents: 2_700_00 },
      ],
      missingForms: [
        { id: 'm', date: '2023-07-04', winType: 'keno', amountWonCents: 1_000_00, withholdingCents: 300_00 },
        { id: 'n', winType: 'keno', amountWonCents: 5_000_00 },
      ],
      lossesByYear: { '2024': 1_000_00 },
    });
    expect(estimate?.years.map((year) => [year.year, year.refundCents])).toEqual([
      [2024, 300_00],
      [2023, 0],
    ]);
    expect(estimate?.totalRefundCents).toBe(300_00);
  });

  it('counts a retrieved missing form once, through the figures of its copy', async () => {
    const { estimateApplication } = await import('../src/site/estimate-from-claim');
    const missing = {
      id: 'm',
      date: '2024-07-04',
      winType: 'slot-machine' as const,
      amountWonCents: 2_000_00,
      withholdingCents: 600_00,
    };
    const described = estimateApplication({
      taxYears: ['2024'],
      form1042sEntries: [],
      missingForms: [missing],
      lossesByYear: {},
    });
    const retrieved = estimateApplication({
      taxYears: ['2024'],
      form1042sEntries: [
        {
          id: 'r',
          taxYear: '2024',
          game: 'slot-machine',
          winningsCents: 2_000_00,
          federalWithheldCents: 600_00,
          missingFormId: 'm',
        },
      ],
      missingForms: [missing],
      lossesByYear: {},
    });
    expect(retrieved?.totalRefundCents).toBe(described?.totalRefundCents);
    expect(retrieved?.years[0]?.withheldCents).toBe(600_00);
  });

  it('has no estimate without figures', async () => {
    const { estimateApplication } = await import('../src/site/estimate-from-claim');
    expect(
      estimateApplication({ taxYears: ['2024'], form1042sEntries: [], missingForms: [], lossesByYear: {} }),
    ).toBeNull();
  });
});
