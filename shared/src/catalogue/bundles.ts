import { registerTranslation } from '../i18n/catalogue';
import type { Locale } from '../i18n/locale';

/**
 * The catalogue's areas: one per feature (the same twelve names as the contract, the Lambda folders and the
 * frontend features) and `common` for what every feature uses (buttons, generic errors, formats, the page frame).
 */
export const CATALOGUE_AREAS = [
  'common',
  'account',
  'claim',
  'uploads',
  'payments',
  'retrieval',
  'messages',
  'contact',
  'blog',
  'chatbot',
  'notifications',
  'site',
  'back-office',
] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

/** Who loads a bundle: every browser page, only the back office's pages, the functions. */
type Loader = 'browser' | 'staff pages' | 'server';

/**
 * Which areas make which bundle, and who loads it: the one place that says so. An area's part of a bundle is its
 * file named after the bundle: `<area>/en.ts` and `fr-ca.ts` for `app`, `<area>/pages.en.ts` for `pages`,
 * `legal.*`, `server.*`, and `<area>/staff.ts` (English only) for `staff`. The bundles' modules compose these
 * parts with `composeBundle`, which the compiler holds to this table, and the loaders register the translations
 * of the bundles this table gives them (`registerLanguage`).
 *
 * The split keeps what a page downloads small: a signed-in page never loads the public site's pages, only the
 * privacy and terms pages load their long texts, no browser loads the server's texts and no customer page loads
 * the back office's words. The schemas' staff-facing refusals (`<area>/staff-rules.ts`, English) are in no bundle:
 * the schemas that need them import them.
 */
export const CATALOGUE_BUNDLES = {
  /**
   * `copy` (copy.ts): every page, and every function. It still carries a few staff words, in English whatever the
   * language, each kept in its area's `staff-in-app.ts`: the back office's side of the customer threads (messages),
   * the staff's data-rights texts (account) and the contact form's mail to the team (contact).
   */
  app: {
    areas: ['common', 'account', 'claim', 'uploads', 'payments', 'retrieval', 'messages', 'contact', 'chatbot', 'site'],
    languages: ['en', 'fr-CA'],
    loadedBy: ['browser', 'server'],
  },
  /** `siteCopy` (copy-site.ts): the public site's pages (home, marketing, pricing, blog) and their titles. */
  pages: { areas: ['site', 'blog'], languages: ['en', 'fr-CA'], loadedBy: ['browser'] },
  /** `legalCopy` (copy-legal.ts): the privacy policy and the terms of service, on their own two pages only. */
  legal: { areas: ['site'], languages: ['en', 'fr-CA'], loadedBy: ['browser'] },
  /** `serverCopy` (copy-server.ts): the generated forms' sheets and the mail only the server writes. */
  server: { areas: ['account', 'claim'], languages: ['en', 'fr-CA'], loadedBy: ['server'] },
  /** `staffCopy` (copy-staff.ts): the back office's words, English whatever the reader's language. */
  staff: {
    areas: ['account', 'claim', 'uploads', 'payments', 'retrieval', 'contact', 'blog', 'notifications', 'back-office'],
    languages: ['en'],
    loadedBy: ['staff pages', 'server'],
  },
} as const satisfies Record<
  string,
  { areas: readonly CatalogueArea[]; languages: readonly Locale[]; loadedBy: readonly Loader[] }
>;
export type CatalogueBundle = keyof typeof CATALOGUE_BUNDLES;
type Bundles = typeof CATALOGUE_BUNDLES;

type AreasOf<B extends CatalogueBundle> = Bundles[B]['areas'][number];
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/**
 * A bundle's catalogue in one language, made of its areas' parts: the compiler refuses a missing or an extra area.
 * Two areas may share a section (the staff's `adminBackOffice`, one part per feature), never a text: a key two
 * areas both hold fails at load.
 */
export function composeBundle<B extends CatalogueBundle, P extends Record<AreasOf<B>, object>>(
  bundle: B,
  parts: P & Record<Exclude<keyof P, AreasOf<B>>, never>,
): UnionToIntersection<P[keyof P]> {
  const sections: Record<string, unknown> = {};
  for (const area of CATALOGUE_BUNDLES[bundle].areas as readonly AreasOf<B>[]) {
    for (const [section, texts] of Object.entries(parts[area])) {
      const shared = sections[section];
      if (shared === undefined) sections[section] = texts;
      else if (isSection(shared) && isSection(texts)) sections[section] = joinSection(bundle, section, shared, texts);
      else throw new Error(`Catalogue bundle ${bundle}: section ${section} is in two areas`);
    }
  }
  return sections as UnionToIntersection<P[keyof P]>;
}

function isSection(texts: unknown): texts is Record<string, unknown> {
  return typeof texts === 'object' && texts !== null && !Array.isArray(texts);
}

function joinSection(bundle: string, section: string, one: Record<string, unknown>, other: Record<string, unknown>) {
  const twice = Object.keys(other).filter((key) => key in one);
  if (twice.length) throw new Error(`Catalogue bundle ${bundle}: ${section}.${twice.join(', ')} is in two areas`);
  return { ...one, ...other };
}

/** The bundles a loader registers in a language other than English. */
export type TranslatedBundle<L extends Loader> = {
  [B in CatalogueBundle]: L extends Bundles[B]['loadedBy'][number]
    ? 'fr-CA' extends Bundles[B]['languages'][number]
      ? B
      : never
    : never;
}[CatalogueBundle];

/** Registers one language's catalogues of every bundle the table gives the loader (and only those). */
export function registerLanguage<L extends Loader>(
  loader: L,
  locale: Exclude<Locale, 'en'>,
  catalogues: Record<TranslatedBundle<L>, object>,
): void {
  for (const [bundle, { languages, loadedBy }] of Object.entries(CATALOGUE_BUNDLES)) {
    if (!(loadedBy as readonly Loader[]).includes(loader) || !(languages as readonly Locale[]).includes(locale))
      continue;
    registerTranslation(bundle, locale, (catalogues as Record<string, object>)[bundle]!);
  }
}
