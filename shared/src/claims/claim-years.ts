import { CLAIM_WINDOW_YEARS } from '../constants';

/** Month (0-based) and day of the 1040-NR due date for a nonresident without wages: June 15. */
const DUE_MONTH = 5;
const DUE_DAY = 15;

/** The last day to file a refund claim for a tax year: three years after the return's June 15 due date. */
export function claimDeadline(taxYear: number): Date {
  return new Date(Date.UTC(taxYear + 1 + CLAIM_WINDOW_YEARS, DUE_MONTH, DUE_DAY));
}

/** The tax years still claimable on a date, newest first. */
export function claimableTaxYears(today: Date): number[] {
  const years: number[] = [];
  for (let year = today.getUTCFullYear() - 1; today.getTime() < claimDeadline(year).getTime(); year -= 1) {
    years.push(year);
  }
  return years;
}

export const isClaimableTaxYear = (year: number, today: Date): boolean => claimableTaxYears(today).includes(year);

/** The years of a claim that can no longer (or cannot yet) be claimed on a date, as numbers, in the claim's order. */
export const unclaimableTaxYears = (years: readonly (string | number)[], today: Date): number[] =>
  years.map(Number).filter((year) => !isClaimableTaxYear(year, today));
