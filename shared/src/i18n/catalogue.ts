import { currentLocale, DEFAULT_LOCALE, type Locale } from './locale';
import { liveView } from './live';

/** A catalogue's shape with its texts widened to string: what every language must provide. */
export type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Shape<T[K]> };

/** The catalogues in languages other than English, by bundle, as the loaders registered them (catalogue/bundles.ts). */
const translations = new Map<string, Partial<Record<Locale, object>>>();

/** Makes one bundle's catalogue in one language available; the loaders of catalogue/bundles.ts call it. */
export function registerTranslation(bundle: string, locale: Locale, catalogue: object): void {
  translations.set(bundle, { ...translations.get(bundle), [locale]: catalogue });
}

/**
 * One bundle's catalogues by language. English is always there; another language's is there once a loader
 * registered it (catalogue/bundles.ts), so a browser downloads it only for a visitor who reads that language.
 */
export function catalogueOf<T extends object>(bundle: string, english: T) {
  const translated = (locale: Locale): T | undefined =>
    locale === DEFAULT_LOCALE ? english : (translations.get(bundle)?.[locale] as T | undefined);
  const inLanguage = (locale: Locale | null | undefined): T => translated(locale ?? DEFAULT_LOCALE) ?? english;
  return {
    /** Whether the catalogue of a language is loaded (`inLanguage` gives English for one that is not). */
    has: (locale: Locale): boolean => translated(locale) !== undefined,
    inLanguage,
    /** The catalogue in the current language (see setLocaleSource), followed on every read. */
    live: liveView(() => inLanguage(currentLocale()), english),
  };
}
