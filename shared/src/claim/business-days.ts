import { easternDay } from './claim-years';

const DAY_MS = 86_400_000;
/** 1970-01-01, day 0 of the count, was a Thursday (Sunday is 0). */
const EPOCH_WEEKDAY = 4;

const dayIndex = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Monday to Friday among the days numbered 0 to `days - 1`. */
function weekdaysBefore(days: number): number {
  const weeks = Math.floor(days / 7);
  let count = weeks * 5;
  for (let day = weeks * 7; day < days; day += 1) {
    const weekday = (((EPOCH_WEEKDAY + day) % 7) + 7) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/**
 * Business days from one calendar day (`YYYY-MM-DD`) to a later one: the Mondays to Fridays after `from`, up to
 * and including `to` (Friday to Monday is 1; a day to itself, or to an earlier day, is 0). Public holidays are
 * counted as business days: which ones apply depends on whose office (ours, the IRS's, a casino's).
 */
export function businessDaysBetween(from: string, to: string): number {
  const start = dayIndex(from);
  const end = dayIndex(to);
  if (!(end > start)) return 0;
  return weekdaysBefore(end + 1) - weekdaysBefore(start + 1);
}

/** Business days from an instant to another, each read as its calendar day in Eastern time (the deadlines' zone). */
export const businessDaysSince = (since: string | Date, now: Date): number =>
  businessDaysBetween(easternDay(new Date(since)), easternDay(now));
