import { isLocale, localeFromTag, type Locale } from '@taxback/shared/i18n/locale';
import { languageOfPath } from '@/lib/public-paths';

/** Where the visitor's choice of language is kept on this browser. */
export const LANGUAGE_STORAGE_KEY = 'taxback.language';

function storedLanguage(): Locale | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguage(): Locale {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
  }
  return 'en';
}

/**
 * The visitor's language: the one they chose with the switch; else, on a first visit, the language
 * of the French page they landed on, or their browser's.
 */
export function initialLanguage(): Locale {
  // The build's prerendering runs outside a browser: English, until it renders French pages too.
  if (typeof window === 'undefined') return 'en';
  return storedLanguage() ?? (languageOfPath(window.location.pathname) === 'fr-CA' ? 'fr-CA' : browserLanguage());
}
