import type { Form1042sEntry, MissingFormEntry } from '../claim/schemas';
import type { WinType } from '../reference/gambling';
import { estimateRefund, type Estimate, type TaxYearFacts, type WinningForm } from './estimate';
import type { EstimatorGame } from './estimate-tax-rules';

/** A missing form's win type, as the estimator counts it; table games of unknown kind count as taxable. */
export const GAME_OF_WIN_TYPE: Record<WinType, EstimatorGame> = {
  'tournament-payout': 'poker-tournament',
  'cash-game-jackpot': 'other',
  'slot-machine': 'slot-machine',
  'table-game': 'other',
  'poker-cash-game': 'other',
  'sports-betting': 'sports-betting',
  lottery: 'lottery',
  bingo: 'bingo',
  keno: 'keno',
  'progressive-jackpot': 'progressive-jackpot',
  other: 'other',
};

export interface EstimateInputs {
  taxYears: readonly string[];
  form1042sEntries: readonly Form1042sEntry[];
  missingForms: readonly MissingFormEntry[];
  lossesByYear: Readonly<Record<string, number>>;
  /** Country of tax residence, ISO 3166-1 alpha-2; Canada when the claim does not know it yet. */
  countryOfResidence?: string | null;
}

/** The refund estimate of an application, from its 1042-S figures, its missing forms and its losses. */
export function estimateApplication(inputs: EstimateInputs): Estimate | null {
  const byYear = new Map<number, WinningForm[]>();
  const add = (year: number, form: WinningForm) => byYear.set(year, [...(byYear.get(year) ?? []), form]);
  for (const entry of inputs.form1042sEntries) {
    add(Number(entry.taxYear), {
      game: entry.game,
      winningsCents: entry.winningsCents,
      // The credit the return takes (Form 1040-NR line 25g) is box 10; entries typed before it was asked have 7a.
      federalWithheldCents: entry.totalWithholdingCreditCents ?? entry.federalWithheldCents,
    });
  }
  // A missing form whose copy was retrieved is counted once, through the figures of the copy.
  const retrieved = new Set(inputs.form1042sEntries.map((entry) => entry.missingFormId).filter(Boolean));
  for (const entry of inputs.missingForms) {
    if (retrieved.has(entry.id)) continue;
    if (!entry.date || entry.amountWonCents === undefined) continue;
    add(Number(entry.date.slice(0, 4)), {
      game: GAME_OF_WIN_TYPE[(entry.winType || 'other') as WinType],
      winningsCents: entry.amountWonCents,
      federalWithheldCents: entry.withholdingCents ?? 0,
    });
  }
  const claimed = new Set(inputs.taxYears.map(Number));
  const years: TaxYearFacts[] = [...byYear.entries()]
    .filter(([year]) => claimed.has(year))
    .sort(([a], [b]) => b - a)
    .map(([year, forms]) => ({
      year,
      forms,
      lossesCents: inputs.lossesByYear[String(year)] ?? 0,
      country: inputs.countryOfResidence ?? undefined,
    }));
  return years.length ? estimateRefund(years) : null;
}
