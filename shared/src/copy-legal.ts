import { composeBundle } from './catalogue/bundles';
import { siteLegalEn } from './catalogue/site/legal.en';
import { catalogueOf, type Shape } from './i18n/catalogue';

/**
 * The `legal` bundle (catalogue/bundles.ts): the privacy policy and the terms of service, long texts that only
 * their own two pages download. The server does not carry them.
 */
const en = composeBundle('legal', { site: siteLegalEn });

export type LegalCopy = Shape<typeof en>;

export const englishLegalCopy: LegalCopy = en;

/** `legalCopy` follows the current language as `copy` does; `legalCopyFor` gives one language's. */
export const { inLanguage: legalCopyFor, live: legalCopy } = catalogueOf<LegalCopy>('legal', englishLegalCopy);
