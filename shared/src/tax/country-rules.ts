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
export const CANADA_LOSS_PERCENT_FROM_YEAR: readonly (readonly [number, number])[] = [
  // US-Canada Income Tax Convention (1980, as amended), Art. XXII(3): wagering losses deductible to the same
  // extent as for a US resident; before 2026, §165(d) allowed them in full up to the gains. Schedule NEC
  // (Form 1040-NR) lines 10a-10c (Canada only), read on the 2021 and 2024 forms.
  [0, 100],
  // IRC §165(d)(1) as amended by Pub. L. 119-21 (2025) §70114, taxable years beginning after 2025.
  [2026, 90],
];

export const canadaLossPercent = (taxYear: number): number =>
  CANADA_LOSS_PERCENT_FROM_YEAR.reduce((percent, [from, value]) => (taxYear >= from ? value : percent), 100);

const CANADA_SOURCES: readonly IrsSource[] = [
  {
    document: 'Convention between Canada and the United States with respect to taxes on income and on capital',
    revision: '1980, as amended by the protocols',
    reference: 'Art. XXII(3): wagering losses deductible to the same extent as for a resident of the taxing State',
  },
  {
    document: 'Schedule NEC (Form 1040-NR)',
    revision: '2021 and 2024',
    reference: 'line 10, "Gambling—Residents of Canada only", 10a winnings, 10b losses, 10c net, never below zero',
  },
  {
    document: 'IRC §165(d)(1) as amended by Pub. L. 119-21 (2025), §70114',
    revision: 'taxable years beginning after December 31, 2025',
    reference: '90 percent of the losses, allowed only to the extent of the gains',
  },
];

const NO_TREATY_SOURCES: readonly IrsSource[] = [
  {
    document: 'Schedule NEC (Form 1040-NR)',
    revision: '2021 and 2024',
    reference: 'line 11, "Gambling winnings—Residents of countries other than Canada. Note: Losses not allowed"',
  },
  {
    document: 'IRC §871(j); Publication 515 (2020), "Gambling winnings"; irs.gov ITG FAQ #5',
    revision: 'current',
    reference: 'no tax or withholding on nonbusiness winnings at blackjack, baccarat, craps, roulette or big-6 wheel',
  },
];

export interface TreatyExemption {
  article: string;
  irsTable: string;
  checkedOn: string;
}

/**
 * Countries whose income tax treaty with the US exempts a resident's US gambling winnings (income code 28),
 * each with its treaty article, the IRS table that lists it and the day it was checked. A country is
 * listed only once the IRS's own text naming the exemption has been read.
 *
 * Checked 2026-11-29: the IRS tax treaty tables (Table 1, "Tax Rates on Income Other Than Personal Service
 * Income", Rev. Feb 2019) were available only as a data extract without a gambling-winnings column, and
 * neither Publication 515 nor Publication 901 text naming treaty-exempt gambling winnings could be found.
 * So no country is listed yet; unlisted countries fall to the no-treaty rules, which never overstate a
 * refund. Add a row only with the IRS text in hand.
 */
export const TREATY_EXEMPT_COUNTRIES: Readonly<Record<string, TreatyExemption>> = {};

/** rulesFor against a given table of treaty exemptions (rulesFor uses TREATY_EXEMPT_COUNTRIES). */
export function rulesForTable(
  country: string,
  taxYear: number,
  exemptions: Readonly<Record<string, TreatyExemption>>,
): CountryRules {
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
  const exemption = exemptions[code];
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

/** The rules for a resident of `country` (ISO 3166-1 alpha-2) in `taxYear`. */
export const rulesFor = (country: string, taxYear: number): CountryRules =>
  rulesForTable(country, taxYear, TREATY_EXEMPT_COUNTRIES);
