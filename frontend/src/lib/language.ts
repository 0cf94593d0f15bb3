import { useSyncExternalStore } from 'react';
import { registerLanguage } from '@taxback/shared/catalogue/bundles';
import { hasCatalogue } from '@taxback/shared/copy';
import { setLocaleSource, type Locale } from '@taxback/shared/i18n/locale';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from './initial-language';

let current: Locale = initialLanguage();
const listeners = new Set<() => void>();

const applyToDocument = (locale: Locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

// The catalogue and the formatters read the visitor's language from here.
setLocaleSource(() => current);
applyToDocument(current);

export const currentLanguage = (): Locale => current;

/**
 * The catalogues other than English, each language in a chunk of its own (only a visitor who reads French downloads
 * French), registered for the bundles the table of catalogue/bundles.ts gives a browser.
 */
const catalogueLoaders: Partial<Record<Locale, () => Promise<void>>> = {
  'fr-CA': () =>
    import('./french-catalogues').then(({ frenchForBrowser }) =>
      registerLanguage('browser', 'fr-CA', frenchForBrowser),
    ),
};

/** Loads a language's catalogue if it is not loaded yet (the app waits for it before drawing in that language). */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (!hasCatalogue(locale)) await catalogueLoaders[locale]?.();
}

/** A download a language needs besides its catalogue; nothing when it has nothing (more) to load. */
type LanguageCompanion = (locale: Locale) => Promise<void> | undefined;
const companions = new Set<LanguageCompanion>();

/** From now on, a language chosen shows once `companion` has loaded what it needs for it too. */
export function loadWithLanguage(companion: LanguageCompanion): void {
  companions.add(companion);
}

let wanted: Locale = current;

/** Changes the language everywhere, once its catalogue is loaded, and remembers it on this browser. */
export function chooseLanguage(next: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
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
  const pending = [
    ...(hasCatalogue(next) ? [] : [loadLanguage(next)]),
    ...[...companions].map((companion) => companion(next)),
  ].filter((loading) => loading !== undefined);
  if (pending.length === 0) apply();
  else
    Promise.all(pending).then(apply, (error: unknown) => {
      // Offline or a new deploy removed the chunk: the page stays readable in the language it is in.
      console.error(`Could not load what ${next} needs (its catalogue, Amplify's vocabulary)`, error);
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
