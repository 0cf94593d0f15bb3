import type { TaxYearFacts } from '@taxback/shared/site/estimate';
import type { EstimatorGame } from '@taxback/shared/site/estimate-tax-rules';
import { useState } from 'react';

/** One win as typed: amounts stay undefined while blank or not yet an amount. */
export interface WinDraft {
  id: string;
  game: EstimatorGame;
  winningsCents?: number;
  federalWithheldCents?: number;
}

export interface YearDraft {
  year: number;
  wins: WinDraft[];
  lossesCents?: number;
}

export const newWin = (): WinDraft => ({ id: crypto.randomUUID(), game: 'slot-machine' });

const newYear = (year: number): YearDraft => ({ year, wins: [newWin()] });

/** What the shared estimator needs of a year; a blank amount counts as zero. */
export const yearFacts = ({ year, wins, lossesCents }: YearDraft): TaxYearFacts => ({
  year,
  forms: wins.map((win) => ({
    game: win.game,
    winningsCents: win.winningsCents ?? 0,
    federalWithheldCents: win.federalWithheldCents ?? 0,
  })),
  lossesCents: lossesCents ?? 0,
});

/** The tax years of an estimate, newest first, each starting with one win. Nothing leaves the page. */
export function useEstimatorYears(initialYears: readonly number[]) {
  const [years, setYears] = useState<YearDraft[]>(() => initialYears.map(newYear));
  return {
    years,
    addYear: (year: number) => setYears((current) => [...current, newYear(year)].sort((a, b) => b.year - a.year)),
    removeYear: (year: number) => setYears((current) => current.filter((draft) => draft.year !== year)),
    changeYear: (changed: YearDraft) =>
      setYears((current) => current.map((draft) => (draft.year === changed.year ? changed : draft))),
  };
}
