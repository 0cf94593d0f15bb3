import { CLAIM_DEADLINE, CLAIM_WINDOW_YEARS } from '../constants';

/** Month (1-based) and day of the 1040-NR due date for a nonresident without wages: June 15. */
const DUE_MONTH = 6;
const DUE_DAY = 15;
const DAY_MS = 86_400_000;

let easternClock: Intl.DateTimeFormat | undefined;
/** The wall clock of the deadline's zone, to the second. */
function wallClockParts(instant: number): Record<string, number> {
  easternClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CLAIM_DEADLINE.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const part of easternClock.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at an instant (negative in America), in ms. */
function zoneOffsetMs(instant: number): number {
  const { year, month, day, hour, minute, second } = wallClockParts(instant);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The calendar day an instant falls on in the deadline's zone (Eastern time), as `YYYY-MM-DD`. */
export function easternDay(instant: Date): string {
  const { year, month, day } = wallClockParts(instant.getTime());
  return isoDay(Date.UTC(year!, month! - 1, day!));
}

/** A calendar day moved by a number of days. */
export const addDays = (day: string, days: number): string => isoDay(dayNumber(day) + days * DAY_MS);

/** The last millisecond of a calendar day in Eastern time (23:59:59.999 EDT is 03:59:59.999 UTC the next day). */
export function endOfEasternDay(day: string): Date {
  const wall = dayNumber(day) + DAY_MS - 1;
  const first = wall - zoneOffsetMs(wall);
  // Read the offset again at the instant found, in case a clock change lies between the two.
  return new Date(wall - zoneOffsetMs(first));
}

/** Whole calendar days (Eastern time) from the day of `today` to `day`: 0 on the day itself, negative after it. */
export const daysUntil = (day: string, today: Date): number =>
  Math.round((dayNumber(day) - dayNumber(easternDay(today))) / DAY_MS);

/** The last day to file a refund claim for a tax year, `YYYY-MM-DD`: June 15 three years after the return's due date. */
export const claimDeadlineDay = (taxYear: number): string =>
  isoDay(Date.UTC(taxYear + 1 + CLAIM_WINDOW_YEARS, DUE_MONTH - 1, DUE_DAY));

/** The instant a tax year's claim window closes: the end of its deadline day, Eastern time. */
export const claimDeadline = (taxYear: number): Date => endOfEasternDay(claimDeadlineDay(taxYear));

/** The last day a first payment for a tax year is taken, `YYYY-MM-DD`. */
export const lastPaymentDay = (taxYear: number): string =>
  addDays(claimDeadlineDay(taxYear), -CLAIM_DEADLINE.lastPaymentDaysBefore);

/** The tax years still claimable on a date (completed years, in Eastern time), newest first. */
export function claimableTaxYears(today: Date): number[] {
  const years: number[] = [];
  const thisYear = Number(easternDay(today).slice(0, 4));
  for (let year = thisYear - 1; today.getTime() <= claimDeadline(year).getTime(); year -= 1) {
    years.push(year);
  }
  return years;
}

export const isClaimableTaxYear = (year: number, today: Date): boolean => claimableTaxYears(today).includes(year);

/** A claimable year whose first payment is still taken on a date (until the end of its last payment day, Eastern). */
export const isPayableTaxYear = (year: number, today: Date): boolean =>
  isClaimableTaxYear(year, today) && today.getTime() <= endOfEasternDay(lastPaymentDay(year)).getTime();

/** The years of a claim that can no longer (or cannot yet) be claimed on a date, as numbers, in the claim's order. */
export const unclaimableTaxYears = (years: readonly (string | number)[], today: Date): number[] =>
  years.map(Number).filter((year) => !isClaimableTaxYear(year, today));

/** The years of a claim whose first payment is no longer (or not yet) taken on a date, in the claim's order. */
export const unpayableTaxYears = (years: readonly (string | number)[], today: Date): number[] =>
  years.map(Number).filter((year) => !isPayableTaxYear(year, today));
