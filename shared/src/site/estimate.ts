import { claimDeadline, claimDeadlineDay, daysUntil, lastPaymentDay } from '../claim/claim-years';
import { DEFAULT_RESIDENCE_COUNTRY } from '../constants';
import { rulesFor, type CountryRules } from '../tax/country-rules';
import { DEADLINE_WARNING_DAYS, isExemptGame, type EstimatorGame } from './estimate-tax-rules';

export interface WinningForm {
  game: EstimatorGame;
  winningsCents: number;
  federalWithheldCents: number;
}

export interface TaxYearFacts {
  year: number;
  forms: WinningForm[];
  lossesCents: number;
  /** Country of tax residence, ISO 3166-1 alpha-2; Canada when not known yet. */
  country?: string;
}

export interface YearEstimate {
  year: number;
  taxableWinningsCents: number;
  exemptWinningsCents: number;
  deductibleLossesCents: number;
  taxOwedCents: number;
  withheldCents: number;
  refundCents: number;
  /** The country's rules the year was estimated under (rulesFor). */
  rules: CountryRules;
}

/** A form cannot withhold more than it paid out: such figures are mistyped and count for nothing. */
export const withheldWithinWinnings = (form: Pick<WinningForm, 'winningsCents' | 'federalWithheldCents'>): boolean =>
  form.federalWithheldCents <= form.winningsCents;

/**
 * The refund a nonresident can expect for one year: the federal tax withheld minus the tax actually owed
 * on taxable winnings net of deductible losses, never below zero. The country of residence decides the
 * rules (rulesFor): Canada deducts its share of the losses, a treaty exemption leaves no tax, everyone
 * else deducts nothing. Exempt games are left out of the netting, so their withholding is refunded whole.
 * A form withholding more than it paid out is left out.
 */
export function estimateYear({ year, forms: typed, lossesCents, country }: TaxYearFacts): YearEstimate {
  const rules = rulesFor(country ?? DEFAULT_RESIDENCE_COUNTRY, year);
  const forms = typed.filter(withheldWithinWinnings);
  const sum = (items: WinningForm[], pick: (form: WinningForm) => number) =>
    items.reduce((total, form) => total + Math.max(0, pick(form)), 0);
  const taxable = forms.filter((form) => !isExemptGame(form.game));
  const taxableWinningsCents = sum(taxable, (form) => form.winningsCents);
  const exemptWinningsCents = sum(forms, (form) => form.winningsCents) - taxableWinningsCents;
  const deductibleLossesCents = Math.min(
    taxableWinningsCents,
    Math.floor((Math.max(0, lossesCents) * rules.lossPercent) / 100),
  );
  const taxOwedCents = Math.round(((taxableWinningsCents - deductibleLossesCents) * rules.ratePercent) / 100);
  const withheldCents = sum(forms, (form) => form.federalWithheldCents);
  return {
    year,
    taxableWinningsCents,
    exemptWinningsCents,
    deductibleLossesCents,
    taxOwedCents,
    withheldCents,
    refundCents: Math.max(0, withheldCents - taxOwedCents),
    rules,
  };
}

export interface Estimate {
  years: YearEstimate[];
  totalRefundCents: number;
}

export function estimateRefund(years: TaxYearFacts[]): Estimate {
  const estimates = years.map(estimateYear);
  return { years: estimates, totalRefundCents: estimates.reduce((total, item) => total + item.refundCents, 0) };
}

export interface DeadlineStatus {
  /** The deadline's calendar day (Eastern time), `YYYY-MM-DD`. */
  day: string;
  /** The instant the window closes: the end of that day, Eastern time. */
  deadline: Date;
  /** Calendar days (Eastern time) left until the deadline day; 0 on the day itself. */
  daysLeft: number;
  warn: boolean;
}

/** The claim deadline of a tax year and whether it is close enough to warn about. */
export function deadlineStatus(year: number, today: Date): DeadlineStatus {
  const day = claimDeadlineDay(year);
  const daysLeft = daysUntil(day, today);
  return { day, deadline: claimDeadline(year), daysLeft, warn: daysLeft >= 0 && daysLeft <= DEADLINE_WARNING_DAYS };
}

/** The last day a first payment for a tax year is taken, the days left until it, and whether to warn about it. */
export function paymentDayStatus(year: number, today: Date): { day: string; daysLeft: number; warn: boolean } {
  const day = lastPaymentDay(year);
  const daysLeft = daysUntil(day, today);
  return { day, daysLeft, warn: daysLeft >= 0 && daysLeft <= DEADLINE_WARNING_DAYS };
}
