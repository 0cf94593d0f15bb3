/** The languages a customer can read the product in. English is the reference catalogue. */
export const LOCALES = ['en', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The supported language a BCP 47 tag asks for ("fr", "fr-FR", "fr-CA" → French), or null. */
export function localeFromTag(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'fr') return 'fr-CA';
  if (primary === 'en') return 'en';
  return null;
}

/** The first supported language of an Accept-Language header, by quality; English when none is. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

let source: () => Locale = () => DEFAULT_LOCALE;

/**
 * Tells the live catalogue and the formatters which language is current: the SPA points it at the
 * visitor's choice, the API at the language of the request being served. English until then.
 */
export function setLocaleSource(next: () => Locale): void {
  source = next;
}

/** The language texts and formats follow right now. */
export const currentLocale = (): Locale => source();
