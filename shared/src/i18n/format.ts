import { BLOG } from '../constants';
import { currentLocale, type Locale } from './locale';

/** The Intl locale each language formats numbers and dates with. */
const intlLocale: Record<Locale, string> = { en: 'en-US', 'fr-CA': 'fr-CA' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const known = cache.get(key);
  if (known) return known as F;
  const made = make();
  cache.set(key, made);
  return made;
}

/**
 * Every amount is in US dollars, and says so in both languages: a bare "$" reads as Canadian dollars to our customers.
 * Canadian English writes the currency out ("US$249.00"); Canadian French already does ("249,00 $ US").
 */
const usdLocale: Record<Locale, string> = { en: 'en-CA', 'fr-CA': 'fr-CA' };

/**
 * US dollars from cents: "US$249.00" in English, "249,00 $ US" in French; `wholeDollars` drops the cents of a round
 * figure ("US$1,200"). The first formatter a process makes loads ICU's data (about 10 ms), so catalogue texts with an
 * amount are getters, formatted when read: loading the catalogue (every Lambda's cold start) formats nothing.
 */
export const formatUsd = (
  cents: number,
  locale: Locale = currentLocale(),
  { wholeDollars = false }: { wholeDollars?: boolean } = {},
): string =>
  formatter(
    `usd:${locale}:${wholeDollars}`,
    () =>
      new Intl.NumberFormat(usdLocale[locale], {
        style: 'currency',
        currency: 'USD',
        ...(wholeDollars ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      }),
  ).format(cents / 100);

/** A plain number: "12,345" in English, "12 345" in French. */
export const formatNumber = (value: number, locale: Locale = currentLocale()): string =>
  formatter(`number:${locale}`, () => new Intl.NumberFormat(intlLocale[locale])).format(value);

const isCalendarDate = (iso: string) => /^\d{4}-\d{2}-\d{2}$/.test(iso);

const dateStyle = { en: 'medium', 'fr-CA': 'long' } as const;

/** A day as "Jun 15, 2029" / "15 juin 2029" (French months in full), read in `timeZone` (the reader's when unset). */
const dayFormatter = (locale: Locale, timeZone?: string) =>
  formatter(
    `date:${locale}:${timeZone ?? 'local'}`,
    () => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: dateStyle[locale], timeZone }),
  );

/**
 * A date or timestamp as "Jun 15, 2029" / "15 juin 2029". A bare date names a calendar day, not an instant: read in
 * the reader's zone it could show the day before, so it is read in UTC.
 */
export function formatDate(iso: string | Date, locale: Locale = currentLocale()): string {
  const calendar = typeof iso === 'string' && isCalendarDate(iso);
  return dayFormatter(locale, calendar ? 'UTC' : undefined).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** The day a blog post was published (BLOG.publicationTimeZone), the same on the build machine and in every browser. */
export const formatPublicationDate = (iso: string, locale: Locale = currentLocale()): string =>
  dayFormatter(locale, BLOG.publicationTimeZone).format(new Date(iso));

/** A timestamp with its time: "Jun 15, 2029, 3:05 PM" / "15 juin 2029, 15 h 05". */
export const formatDateTime = (iso: string, locale: Locale = currentLocale()): string =>
  formatter(
    `datetime:${locale}`,
    () => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: dateStyle[locale], timeStyle: 'short' }),
  ).format(new Date(iso));

/** A file size, never split across lines: "820 KB" / "820 ko", "2.4 MB" / "2,4 Mo". */
export function formatFileSize(bytes: number, locale: Locale = currentLocale()): string {
  const french = locale === 'fr-CA';
  if (bytes < 1024 * 1024)
    return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)}\u00a0${french ? 'ko' : 'KB'}`;
  const megabytes = formatter(
    `mb:${locale}`,
    () => new Intl.NumberFormat(intlLocale[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(bytes / (1024 * 1024));
  return `${megabytes}\u00a0${french ? 'Mo' : 'MB'}`;
}
