import { useSyncExternalStore } from 'react';
import { hasCatalogue } from '@taxback/shared/copy';
import { isLocale, localeFromTag, setLocaleSource, type Locale } from '@taxback/shared/i18n/locale';
import { languageOfPath } from '@/app/public-paths';

const STORAGE_KEY = 'taxback.language';

function storedLanguage(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
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
function initialLanguage(): Locale {
  // The build's prerendering runs outside a browser: English, until it renders French pages too.
  if (typeof window === 'undefined') return 'en';
  return storedLanguage() ?? (languageOfPath(window.location.pathname) === 'fr-CA' ? 'fr-CA' : browserLanguage());
}

let current: Locale = initialLanguage();
const listeners = new Set<() => void>();

const applyToDocument = (locale: Locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

// The catalogue and the formatters read the visitor's language from here.
setLocaleSource(() => current);
applyToDocument(current);

export const currentLanguage = (): Locale => current;

/** The catalogues other than English, each in a chunk of its own: only a visitor who reads French downloads French. */
const catalogueLoaders: Partial<Record<Locale, () => Promise<unknown>>> = {
  'fr-CA': () => import('@taxback/shared/copy-fr-ca'),
};

/** Loads a language's catalogue if it is not loaded yet (the app waits for it before drawing in that language). */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (!hasCatalogue(locale)) await catalogueLoaders[locale]?.();
}

let wanted: Locale = current;

/** Changes the language everywhere, once its catalogue is loaded, and remembers it on this browser. */
export function chooseLanguage(next: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this visit.
  }
  wanted = next;
  const apply = () => {
    // A later choice made while this catalogue was loading wins.
    if (wanted !== next || next === current) return;
    current = next;
    applyToDocument(next);
    listeners.forEach((listener) => listener());
  };
  if (hasCatalogue(next)) apply();
  else
    loadLanguage(next).then(apply, (error: unknown) => {
      // Offline or a new deploy removed the chunk: the page stays readable in the language it is in.
      console.error(`Could not load the ${next} catalogue`, error);
    });
}

/**
 * The language of the page being rendered outside a browser (the build's prerendering): the catalogue
 * and the formatters follow it, nothing is stored.
 */
export function renderInLanguage(next: Locale): void {
  current = next;
  wanted = next;
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; the component renders again when it changes. */
export const useLanguage = (): Locale => useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
