import { WITHHOLDING_RATE_PERCENT } from '../constants';

/** Games whose winnings a nonresident owes no US tax on (IRC §871(j)): their withholding comes back whole. */
export const EXEMPT_GAMES = ['blackjack', 'baccarat', 'craps', 'roulette', 'big-6-wheel'] as const;

export const ESTIMATOR_GAMES = [
  'slot-machine',
  'poker-tournament',
  'keno',
  'bingo',
  'lottery',
  'sports-betting',
  'progressive-jackpot',
  ...EXEMPT_GAMES,
  'other',
] as const;
export type EstimatorGame = (typeof ESTIMATOR_GAMES)[number];

export const isExemptGame = (game: EstimatorGame): boolean => (EXEMPT_GAMES as readonly string[]).includes(game);

export interface TaxYearRules {
  /** Tax rate on net taxable gambling winnings, percent. */
  ratePercent: number;
  /** Share of the year's losses that may be deducted (treaty Art. XXII(3)); still capped at winnings. */
  lossDeductionPercent: number;
}

/** Rules by first tax year they apply to; the latest entry not after a year governs it. */
const RULES_FROM_YEAR: readonly [number, TaxYearRules][] = [
  [0, { ratePercent: WITHHOLDING_RATE_PERCENT, lossDeductionPercent: 100 }],
  // One Big Beautiful Bill Act §70114: only 90% of gambling losses are deductible from tax year 2026.
  [2026, { ratePercent: WITHHOLDING_RATE_PERCENT, lossDeductionPercent: 90 }],
];

export function taxYearRules(year: number): TaxYearRules {
  let rules = RULES_FROM_YEAR[0]![1];
  for (const [fromYear, candidate] of RULES_FROM_YEAR) if (year >= fromYear) rules = candidate;
  return rules;
}

/** Days before a claim deadline from which the wizard warns. */
export const DEADLINE_WARNING_DAYS = 60;
