import type { TranslatedBundle } from '@taxback/shared/catalogue/bundles';
import { frenchCopy } from '@taxback/shared/copy-fr-ca';
import { frenchLegalCopy } from '@taxback/shared/copy-legal-fr-ca';
import { frenchSiteCopy } from '@taxback/shared/copy-site-fr-ca';

/**
 * Every French bundle a browser reads (catalogue/bundles.ts), in one chunk: they are registered together, so no
 * page is drawn with one in French and another still loading.
 */
export const frenchForBrowser: Record<TranslatedBundle<'browser'>, object> = {
  app: frenchCopy,
  pages: frenchSiteCopy,
  legal: frenchLegalCopy,
};
