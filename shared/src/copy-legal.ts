import { privacyCopy, termsCopy } from './catalogue/legal';
import { catalogueOf, type Shape } from './i18n/catalogue';

/**
 * The privacy policy and the terms of service: long texts that only their own two pages download. French registers
 * itself from copy-legal-fr-ca.ts, which a browser loads with the rest of French; the server does not carry them.
 */
const en = {
  privacy: privacyCopy,
  terms: termsCopy,
} as const;

export type LegalCopy = Shape<typeof en>;

export const englishLegalCopy: LegalCopy = en;

/** `legalCopy` follows the current language as `copy` does; `legalCopyFor` gives one language's. */
export const {
  register: registerLegalCatalogue,
  inLanguage: legalCopyFor,
  live: legalCopy,
} = catalogueOf<LegalCopy>(englishLegalCopy);
