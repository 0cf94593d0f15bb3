import { frenchCopy } from '../copy-fr-ca';
import { frenchLegalCopy } from '../copy-legal-fr-ca';
import { frenchServerCopy } from '../copy-server-fr-ca';
import { frenchSiteCopy } from '../copy-site-fr-ca';
import { registerLanguage } from './bundles';

/**
 * Registers every bundle in every language, for what reads them all at once: tests and the build's prerendering.
 * A browser loads French through frontend/src/lib/language.ts, the functions through shared/src/index.ts.
 */
export function registerEveryLanguage(): void {
  registerLanguage('browser', 'fr-CA', { app: frenchCopy, pages: frenchSiteCopy, legal: frenchLegalCopy });
  registerLanguage('server', 'fr-CA', { app: frenchCopy, server: frenchServerCopy });
}
