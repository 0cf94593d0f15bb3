import { privacyFr, termsFr } from './catalogue/fr-ca/legal';
import { registerLegalCatalogue, type LegalCopy } from './copy-legal';

/** The privacy policy and the terms of service in French (copy-legal.ts). A browser loads them with the language. */
export const frenchLegalCopy: LegalCopy = {
  privacy: privacyFr,
  terms: termsFr,
};

registerLegalCatalogue('fr-CA', frenchLegalCopy);
