import { composeBundle } from './catalogue/bundles';
import { blogPagesFrCa } from './catalogue/blog/pages.fr-ca';
import { sitePagesFrCa } from './catalogue/site/pages.fr-ca';
import type { SiteCopy } from './copy-site';

/** The `pages` bundle in French (copy-site.ts); a browser loads it with the rest of French. */
export const frenchSiteCopy: SiteCopy = composeBundle('pages', { site: sitePagesFrCa, blog: blogPagesFrCa });
