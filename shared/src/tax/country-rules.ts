import { WITHHOLDING_RATE_PERCENT } from '../constants';

/** Where a rule comes from: an IRS form, instruction, publication, statute or treaty, and where in it. */
export interface IrsSource {
  document: string;
  revision: string;
  reference: string;
}

export type CountryRuleKind = 'canada-offset' | 'treaty-exempt' | 'no-treaty-offset';

/** How the US taxes one country's residents' non-business gambling winnings in one tax year. */
export interface CountryRules {
  kind: CountryRuleKind;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  taxYear: number;
  /** Share of the year's net losses that may offset the year's taxable winnings (never beyond them). */
  lossPercent: number;
  /** The same share as a fraction (1, 0.9 or 0), for display; compute with lossPercent. */
  lossFraction: number;
  /** Tax on the taxable winnings that remain, percent (0 when a treaty exempts them). */
  ratePercent: number;
  /** Treaty article granting the benefit (Canada's offset or the exemption). */
  article?: string;
  /** The IRS table that lists the exemption, and the day we checked it. */
  irsTable?: string;
  checkedOn?: string;
  sources: readonly IrsSource[];
}

export const CANADA = 'CA';

/**
 * Canada's share of losses by first tax year. The treaty allows losses "to the same extent" as for a US
 * resident, so the §165(d) limit as amended in 2025 (90 % of losses) reaches it from tax year 2026.
 */
const CANADA_LOSS_PERCENT_FROM_YEAR: readonly (readonly [number, number])[] = [
  // US-Canada Income Tax Convention (1980, as amended), Art. XXII(3): wagering losses deductible to the same
  // extent as for a US resident. Schedule NEC (Form 1040-NR) 2022-2025, lines 10a-10c (Canada only).
  [0, 100],
  // IRC §165(d)(1) as amended by Pub. L. 119-21 (2025) §70114, taxable years beginning after 2025.
  [2026, 90],
];

export const canadaLossPercent = (taxYear: number): number =>
  CANADA_LOSS_PERCENT_FROM_YEAR.reduce((percent, [from, value]) => (taxYear >= from ? value : percent), 100);

const CANADA_SOURCES: readonly IrsSource[] = [
  { document: 'US-Canada Income Tax Convention', revision: '1980, as amended', reference: 'Art. XXII(3)' },
  { document: 'Schedule NEC (Form 1040-NR)', revision: '2022-2025', reference: 'lines 10a-10c' },
  { document: 'IRC §165(d) as amended by Pub. L. 119-21 §70114', revision: '2025', reference: '90 % of losses' },
];

const NO_TREATY_SOURCES: readonly IrsSource[] = [
  { document: 'Schedule NEC (Form 1040-NR)', revision: '2022-2025', reference: 'line 11, "Losses not allowed"' },
  { document: 'IRC §871(j)', revision: 'current', reference: 'blackjack, baccarat, craps, roulette, big-6 wheel' },
];

export interface TreatyExemption {
  article: string;
  irsTable: string;
  checkedOn: string;
}

/**
 * Countries whose income tax treaty with the US exempts a resident's US gambling winnings, as the IRS lists
 * them. A country is listed only once the IRS text naming the exemption was read; unconfirmed ones fall to
 * the no-treaty rules, which never overstate a refund.
 */
export const TREATY_EXEMPT_COUNTRIES: Readonly<Record<string, TreatyExemption>> = {};

/** The rules for a resident of `country` (ISO 3166-1 alpha-2) in `taxYear`. */
export function rulesFor(country: string, taxYear: number): CountryRules {
  const code = country.trim().toUpperCase();
  if (code === CANADA) {
    const lossPercent = canadaLossPercent(taxYear);
    return {
      kind: 'canada-offset',
      country: code,
      taxYear,
      lossPercent,
      lossFraction: lossPercent / 100,
      ratePercent: WITHHOLDING_RATE_PERCENT,
      article: 'XXII(3)',
      sources: CANADA_SOURCES,
    };
  }
  const exemption = TREATY_EXEMPT_COUNTRIES[code];
  if (exemption) {
    return {
      kind: 'treaty-exempt',
      country: code,
      taxYear,
      lossPercent: 0,
      lossFraction: 0,
      ratePercent: 0,
      article: exemption.article,
      irsTable: exemption.irsTable,
      checkedOn: exemption.checkedOn,
      sources: [{ document: exemption.irsTable, revision: exemption.checkedOn, reference: exemption.article }],
    };
  }
  return {
    kind: 'no-treaty-offset',
    country: code,
    taxYear,
    lossPercent: 0,
    lossFraction: 0,
    ratePercent: WITHHOLDING_RATE_PERCENT,
    sources: NO_TREATY_SOURCES,
  };
}
