import { composeBundle } from './catalogue/bundles';
import { siteLegalFrCa } from './catalogue/site/legal.fr-ca';
import type { LegalCopy } from './copy-legal';

/** The `legal` bundle in French (copy-legal.ts); a browser loads it with the rest of French. */
export const frenchLegalCopy: LegalCopy = composeBundle('legal', { site: siteLegalFrCa });
