import { claimDeadline } from '../claims/claim-years';
import { DEADLINE_WARNING_DAYS, isExemptGame, taxYearRules, type EstimatorGame, type TaxYearRules } from './tax-rules';

export interface WinningForm {
  game: EstimatorGame;
  winningsCents: number;
  federalWithheldCents: number;
}

export interface TaxYearFacts {
  year: number;
  forms: WinningForm[];
  lossesCents: number;
  /** The rules of the customer's country of residence for the year; the year's own (Canada's) when absent. */
  rules?: TaxYearRules;
}

export interface YearEstimate {
  year: number;
  taxableWinningsCents: number;
  exemptWinningsCents: number;
  deductibleLossesCents: number;
  taxOwedCents: number;
  withheldCents: number;
  refundCents: number;
}

/** A form cannot withhold more than it paid out: such figures are mistyped and count for nothing. */
export const withheldWithinWinnings = (form: Pick<WinningForm, 'winningsCents' | 'federalWithheldCents'>): boolean =>
  form.federalWithheldCents <= form.winningsCents;

/**
 * The refund a nonresident can expect for one year: the federal tax withheld minus the tax actually owed
 * on taxable winnings net of deductible losses, never below zero. Exempt games are left out of the netting,
 * so their withholding is refunded whole. A form withholding more than it paid out is left out.
 */
export function estimateYear({
  year,
  forms: typed,
  lossesCents,
  rules = taxYearRules(year),
}: TaxYearFacts): YearEstimate {
  const forms = typed.filter(withheldWithinWinnings);
  const sum = (items: WinningForm[], pick: (form: WinningForm) => number) =>
    items.reduce((total, form) => total + Math.max(0, pick(form)), 0);
  const taxable = forms.filter((form) => !isExemptGame(form.game));
  const taxableWinningsCents = sum(taxable, (form) => form.winningsCents);
  const exemptWinningsCents = sum(forms, (form) => form.winningsCents) - taxableWinningsCents;
  const deductibleLossesCents = Math.min(
    taxableWinningsCents,
    Math.floor((Math.max(0, lossesCents) * rules.lossDeductionPercent) / 100),
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
  deadline: Date;
  daysLeft: number;
  warn: boolean;
}

/** The claim deadline of a tax year and whether it is close enough to warn about. */
export function deadlineStatus(year: number, today: Date): DeadlineStatus {
  const deadline = claimDeadline(year);
  const daysLeft = Math.ceil((deadline.getTime() - today.getTime()) / 86_400_000);
  return { deadline, daysLeft, warn: daysLeft >= 0 && daysLeft <= DEADLINE_WARNING_DAYS };
}
