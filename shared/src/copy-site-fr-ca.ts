import { privacyFr, termsFr } from './catalogue/fr-ca/legal';
import { callToActionFr, howItWorksFr, pricingFr, testimonialsFr, whyChooseUsFr } from './catalogue/fr-ca/marketing';
import { registerSiteCatalogue, type SiteCopy } from './copy-site';

/**
 * The public site's pages in French (copy-site.ts), apart from the rest of French (copy-fr-ca.ts): the server,
 * which never draws these pages, does not carry them. A browser loads both with the language.
 */
export const frenchSiteCopy: SiteCopy = {
  whyChooseUs: whyChooseUsFr,
  howItWorks: howItWorksFr,
  callToAction: callToActionFr,
  testimonials: testimonialsFr,
  pricing: pricingFr,
  privacy: privacyFr,
  terms: termsFr,
};

registerSiteCatalogue('fr-CA', frenchSiteCopy);
