import { WITHHOLDING_RATE_PERCENT } from '../constants';
import { CANADA, TREATY_EXEMPT_COUNTRIES, canadaLossPercent } from '../tax/country-rules';

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

/** A resident of Canada's rules for a year; for any other country, see rulesFor. */
export function taxYearRules(year: number): TaxYearRules {
  return { ratePercent: WITHHOLDING_RATE_PERCENT, lossDeductionPercent: canadaLossPercent(year) };
}

/** The estimator's choice for any country not listed by name: rulesFor gives it the no-treaty rules. */
export const OTHER_RESIDENCE = 'other';

/** The countries of residence the public estimator offers: Canada first, each treaty-exempt country, then any other. */
export const estimatorResidences = (): string[] => [
  CANADA,
  ...Object.keys(TREATY_EXEMPT_COUNTRIES).sort(),
  OTHER_RESIDENCE,
];

/** Days before a claim deadline from which the wizard warns. */
export const DEADLINE_WARNING_DAYS = 60;
