import { describe, expect, it } from 'vitest';
import { rulesForTable } from '../src/tax/country-rules';
import { RETURN_REVISIONS, returnRevision } from '../src/tax/return-lines';
import {
  returnAmountLines,
  returnFor,
  returnForRules,
  type Form1042sFigures,
  type ReturnInput,
} from '../src/tax/return';
import type { ResidencyFacts } from '../src/tax/screening';

const facts = (countryOfResidence: string, overrides: Partial<ResidencyFacts> = {}): ResidencyFacts => ({
  countryOfResidence,
  everUsCitizenOrGreenCard: false,
  daysInUs: { '2024': 12, '2023': 5, '2022': 0 },
  closerConnection8840Filed: {},
  returnAlreadyFiled: {},
  maritalStatus: 'unmarried',
  ...overrides,
});
const slot = (grossIncomeCents: number, withheldCents: number): Form1042sFigures => ({
  withholdingAgentName: 'Example Casino LLC',
  withholdingAgentEin: '12-3456789',
  incomeCode: '28',
  grossIncomeCents,
  federalTaxWithheldCents: withheldCents,
  totalWithholdingCreditCents: withheldCents,
});
const input = (country: string, overrides: Partial<ReturnInput> = {}): ReturnInput => ({
  facts: facts(country),
  forms1042s: [slot(2_000_00, 600_00)],
  netLossesCents: 1_000_00,
  ...overrides,
});

describe('the 1040-NR of a year', () => {
  it('2024 Canada: $2,000 slot, $1,000 losses, $600 withheld', () => {
    const figures = returnFor(input('CA'), 2024);
    expect(figures).toMatchObject({
      necCanadaWinningsCents: 2_000_00,
      necCanadaLossesCents: 1_000_00,
      necCanadaNetCents: 1_000_00,
      necOtherWinningsCents: undefined,
      necColumn30TotalCents: 1_000_00,
      necTotalTaxCents: 300_00,
      taxOnNecCents: 300_00,
      withholding1042sCents: 600_00,
      totalPaymentsCents: 600_00,
      overpaidCents: 300_00,
      refundedCents: 300_00,
      amountOwedCents: 0,
      filingStatus: 'single',
    });
    expect(figures.scheduleOi.treatyClaims).toEqual([
      {
        country: 'CA',
        article: 'XXII(3)',
        incomeCode: '28',
        benefit: 'loss-offset',
        exemptAmountCents: 0,
        lossesDeductedCents: 1_000_00,
      },
    ]);
    expect(figures.scheduleOi.daysPresent).toEqual([
      { year: 2024, days: 12 },
      { year: 2023, days: 5 },
      { year: 2022, days: 0 },
    ]);
    const lines = Object.fromEntries(
      returnAmountLines(figures).map(({ line, amountCents }) => [`${line?.form} ${line?.line}`, amountCents]),
    );
    expect(lines).toMatchObject({
      'Schedule NEC 10a': 2_000_00,
      'Schedule NEC 10b': 1_000_00,
      'Schedule NEC 10c': 1_000_00,
      'Schedule NEC 15': 300_00,
      'Form 1040-NR 23a': 300_00,
      'Form 1040-NR 24': 300_00,
      'Form 1040-NR 25g': 600_00,
      'Form 1040-NR 33': 600_00,
      'Form 1040-NR 34': 300_00,
      'Form 1040-NR 35a': 300_00,
    });
    expect(lines).not.toHaveProperty('Schedule NEC 11');
    expect(lines).not.toHaveProperty('Form 1040-NR 37');
  });

  it('a resident of a treaty-exempt country: no tax, the whole withholding back, Schedule OI item L', () => {
    // The IRS-confirmed list is empty today; a fixture row stands in for a listed country.
    const rules = rulesForTable('ZZ', 2024, {
      ZZ: { article: 'Art. 21 (Other Income)', irsTable: 'fixture', checkedOn: '2026-11-29' },
    });
    const figures = returnForRules(input('ZZ'), rules);
    expect(figures).toMatchObject({
      necCanadaWinningsCents: undefined,
      necOtherWinningsCents: 0,
      treatyExemptWinningsCents: 2_000_00,
      taxOnNecCents: 0,
      withholding1042sCents: 600_00,
      refundedCents: 600_00,
    });
    expect(figures.scheduleOi.treatyClaims).toEqual([
      {
        country: 'ZZ',
        article: 'Art. 21 (Other Income)',
        incomeCode: '28',
        benefit: 'exemption',
        exemptAmountCents: 2_000_00,
        lossesDeductedCents: 0,
      },
    ]);
  });

  it('shows what is owed on line 37 when too little was withheld', () => {
    const figures = returnFor(input('BR', { forms1042s: [slot(2_000_00, 100_00)] }), 2024);
    expect(figures).toMatchObject({ taxOnNecCents: 600_00, refundedCents: 0, amountOwedCents: 500_00 });
    const owed = returnAmountLines(figures).find(({ concept }) => concept === 'amountOwed');
    expect(owed).toMatchObject({ line: { form: 'Form 1040-NR', line: '37' }, amountCents: 500_00 });
  });

  it('2026 Canada: 90 % of losses', () => {
    const figures = returnFor(input('CA'), 2026);
    expect(figures).toMatchObject({
      necCanadaLossesCents: 900_00,
      necCanadaNetCents: 1_100_00,
      taxOnNecCents: 330_00,
      refundedCents: 270_00,
    });
  });

  it('Canada: losses above winnings leave the net at zero and refund everything', () => {
    const figures = returnFor(input('CA', { netLossesCents: 9_000_00 }), 2024);
    expect(figures).toMatchObject({ necCanadaNetCents: 0, taxOnNecCents: 0, refundedCents: 600_00 });
  });

  it('a country with no US tax treaty: no losses on line 11, only over-withholding comes back', () => {
    const figures = returnFor(input('BR'), 2024);
    expect(figures).toMatchObject({
      necCanadaWinningsCents: undefined,
      necOtherWinningsCents: 2_000_00,
      necColumn30TotalCents: 2_000_00,
      taxOnNecCents: 600_00,
      withholding1042sCents: 600_00,
      refundedCents: 0,
      amountOwedCents: 0,
    });
    expect(figures.scheduleOi.treatyClaims).toEqual([]);
    const lines = returnAmountLines(figures).map(({ line }) => line?.line);
    expect(lines).toContain('11');
    expect(lines).not.toContain('10a');
  });

  it('a country with no treaty: §871(j) games are left out of the tax, so their withholding comes back', () => {
    const figures = returnFor(
      input('BR', { forms1042s: [slot(2_000_00, 600_00), slot(1_000_00, 300_00)], exemptGameWinningsCents: 1_000_00 }),
      2024,
    );
    expect(figures).toMatchObject({
      exemptGameWinningsCents: 1_000_00,
      necOtherWinningsCents: 2_000_00,
      taxOnNecCents: 600_00,
      withholding1042sCents: 900_00,
      refundedCents: 300_00,
    });
  });

  it('counts box 10 (the withholding credit), not box 7a, on line 25g', () => {
    const form = { ...slot(2_000_00, 600_00), totalWithholdingCreditCents: 550_00 };
    expect(returnFor(input('BR', { forms1042s: [form] }), 2024).withholding1042sCents).toBe(550_00);
  });

  it('keeps 1042-S forms for other income apart, counting only their credit', () => {
    const interest = { ...slot(100_00, 30_00), incomeCode: '01' };
    const figures = returnFor(input('BR', { forms1042s: [slot(2_000_00, 600_00), interest] }), 2024);
    expect(figures.gamblingWinningsCents).toBe(2_000_00);
    expect(figures.otherIncomeForms).toEqual([interest]);
    expect(figures.withholding1042sCents).toBe(630_00);
  });

  it('a married customer files as married filing separately', () => {
    const married = input('CA', { facts: facts('CA', { maritalStatus: 'married' }) });
    expect(returnFor(married, 2024).filingStatus).toBe('married-filing-separately');
  });

  it('maps every claimable year 2022-2025 to its lines, and has no layout for 2026 yet', () => {
    for (const year of [2022, 2023, 2024, 2025]) {
      const revision = returnRevision(year);
      expect(revision?.lines).toMatchObject({
        necCanadaWinnings: { form: 'Schedule NEC', line: '10a' },
        necOtherWinnings: { form: 'Schedule NEC', line: '11' },
        taxOnNec: { form: 'Form 1040-NR', line: '23a' },
        withholding1042s: { form: 'Form 1040-NR', line: '25g' },
        refunded: { form: 'Form 1040-NR', line: '35a' },
        oiDaysPresent: { form: 'Schedule OI', line: 'H' },
        oiTreatyTable: { form: 'Schedule OI', line: 'L' },
      });
      expect(revision?.evidence.length).toBeGreaterThan(0);
    }
    expect(Object.keys(RETURN_REVISIONS)).toEqual(['2022', '2023', '2024', '2025']);
    expect(returnRevision(2026)).toBeUndefined();
  });

  it('shows amounts without lines for a year whose form layout is not confirmed', () => {
    const figures = returnFor(input('CA'), 2030);
    expect(figures.revision).toBeUndefined();
    expect(returnAmountLines(figures).every(({ line }) => line === undefined)).toBe(true);
  });
});
