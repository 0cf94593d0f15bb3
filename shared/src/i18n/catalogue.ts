import { currentLocale, DEFAULT_LOCALE, type Locale } from './locale';
import { liveView } from './live';

/** A catalogue's shape with its texts widened to string: what every language must provide. */
export type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Shape<T[K]> };

/**
 * One area's catalogues by language. English is always there; another language's catalogue registers itself when
 * its module is imported (copy-fr-ca.ts), so a browser downloads it only for a visitor who reads that language.
 * The server imports every language (index.ts).
 */
export function catalogueOf<T extends object>(english: T) {
  const loaded: Partial<Record<Locale, T>> = { en: english };
  const inLanguage = (locale: Locale | null | undefined): T => loaded[locale ?? DEFAULT_LOCALE] ?? english;
  return {
    register: (locale: Locale, catalogue: T): void => {
      loaded[locale] = catalogue;
    },
    /** Whether the catalogue of a language is loaded (`inLanguage` gives English for one that is not). */
    has: (locale: Locale): boolean => loaded[locale] !== undefined,
    inLanguage,
    /** The catalogue in the current language (see setLocaleSource), followed on every read. */
    live: liveView(() => inLanguage(currentLocale()), english),
  };
}
