import { describe, expect, it } from 'vitest';
import { TREATY_EXEMPT_COUNTRIES, canadaLossPercent, rulesFor, rulesForTable } from '../src/tax/country-rules';

describe('rules by country of residence and tax year', () => {
  it.each([
    ['CA', 2022, 'canada-offset', 100, 30],
    ['CA', 2025, 'canada-offset', 100, 30],
    ['CA', 2026, 'canada-offset', 90, 30],
    ['ca', 2027, 'canada-offset', 90, 30],
    ['MX', 2024, 'no-treaty-offset', 0, 30],
    ['AU', 2026, 'no-treaty-offset', 0, 30],
    ['BR', 2024, 'no-treaty-offset', 0, 30],
    ['', 2024, 'no-treaty-offset', 0, 30],
  ])('%s in %i: %s, %i %% of losses, %i %% tax', (country, year, kind, lossPercent, ratePercent) => {
    expect(rulesFor(country, year)).toMatchObject({ kind, lossPercent, ratePercent, lossFraction: lossPercent / 100 });
  });

  it('gives Canada its treaty article and the IRS sources', () => {
    const rules = rulesFor('CA', 2024);
    expect(rules.article).toBe('XXII(3)');
    expect(rules.sources.map((source) => source.reference).join(' ')).toContain('10a winnings, 10b losses, 10c net');
  });

  it('gives everyone else no article and cites Schedule NEC line 11', () => {
    const rules = rulesFor('BR', 2024);
    expect(rules.article).toBeUndefined();
    expect(rules.sources.map((source) => source.reference).join(' ')).toContain('line 11');
  });

  it('switches Canada to 90 % in 2026 exactly', () => {
    expect([2024, 2025, 2026, 2027].map(canadaLossPercent)).toEqual([100, 100, 90, 90]);
  });

  it('lists every treaty-exempt country with its article, IRS table and the day it was checked', () => {
    for (const [country, exemption] of Object.entries(TREATY_EXEMPT_COUNTRIES)) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(exemption.article).not.toBe('');
      expect(exemption.irsTable).not.toBe('');
      expect(exemption.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rulesFor(country, 2024)).toMatchObject({ kind: 'treaty-exempt', lossPercent: 0, ratePercent: 0 });
    }
    expect(TREATY_EXEMPT_COUNTRIES.CA).toBeUndefined();
  });

  it('gives a listed treaty country no tax, no losses, its article, table and check date', () => {
    const exemptions = { ZZ: { article: 'Art. 21', irsTable: 'IRS Table 1', checkedOn: '2026-11-29' } };
    expect(rulesForTable('zz', 2026, exemptions)).toMatchObject({
      kind: 'treaty-exempt',
      country: 'ZZ',
      lossPercent: 0,
      ratePercent: 0,
      article: 'Art. 21',
      irsTable: 'IRS Table 1',
      checkedOn: '2026-11-29',
    });
    expect(rulesForTable('CA', 2026, exemptions).kind).toBe('canada-offset');
    expect(rulesForTable('BR', 2026, exemptions).kind).toBe('no-treaty-offset');
  });
});
