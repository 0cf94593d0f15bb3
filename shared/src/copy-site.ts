import { composeBundle } from './catalogue/bundles';
import { blogPagesEn } from './catalogue/blog/pages.en';
import { sitePagesEn } from './catalogue/site/pages.en';
import { catalogueOf, type Shape } from './i18n/catalogue';

/**
 * The `pages` bundle (catalogue/bundles.ts): the public site's own pages (home, marketing, pricing, the blog, and
 * every page's title and description for the prerendered HTML). A signed-in page never downloads them; the server
 * does not carry them.
 */
const en = composeBundle('pages', { site: sitePagesEn, blog: blogPagesEn });

export type SiteCopy = Shape<typeof en>;

export const englishSiteCopy: SiteCopy = en;

/** `siteCopy` follows the current language as `copy` does; `siteCopyFor` gives one language's. */
export const { inLanguage: siteCopyFor, live: siteCopy } = catalogueOf<SiteCopy>('pages', englishSiteCopy);
