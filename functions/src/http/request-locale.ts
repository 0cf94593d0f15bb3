import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, setLocaleSource, type Locale } from '@taxback/shared';

const requestLocale = new AsyncLocalStorage<Locale>();

// The live catalogue and the formatters follow the language of the request being served; outside a
// request (streams, webhooks, scheduled work) they are in English, and mail to a customer picks the
// customer's own language with copyFor.
setLocaleSource(() => requestLocale.getStore() ?? DEFAULT_LOCALE);

/** Runs the serving of one request in the language its Accept-Language header asks for. */
export const inRequestLocale = <T>(headers: Record<string, string | undefined> | undefined, run: () => T): T =>
  requestLocale.run(localeOf(headers), run);

/** Runs work meant for one reader (a customer's documents) in that reader's language. */
export const inLocale = <T>(locale: Locale | null | undefined, run: () => T): T =>
  requestLocale.run(locale ?? DEFAULT_LOCALE, run);

/** The language of the request being served (English outside one). */
export const requestLanguage = (): Locale => requestLocale.getStore() ?? DEFAULT_LOCALE;

export function localeOf(headers: Record<string, string | undefined> | undefined): Locale {
  const header = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === 'accept-language')?.[1];
  return localeFromAcceptLanguage(header);
}
