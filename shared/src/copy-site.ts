import { privacyCopy, termsCopy } from './catalogue/legal';
import {
  callToActionCopy,
  howItWorksCopy,
  pricingCopy,
  testimonialsCopy,
  whyChooseUsCopy,
} from './catalogue/marketing';
import { catalogueOf, type Shape } from './i18n/catalogue';

/**
 * The public site's own pages (marketing, pricing, legal), apart from the catalogue every page needs
 * (copy.ts): a signed-in page never downloads them. French registers itself from copy-site-fr-ca.ts,
 * which a browser loads with the rest of French; the server does not carry these pages.
 */
const en = {
  whyChooseUs: whyChooseUsCopy,
  howItWorks: howItWorksCopy,
  callToAction: callToActionCopy,
  testimonials: testimonialsCopy,
  pricing: pricingCopy,
  privacy: privacyCopy,
  terms: termsCopy,
} as const;

export type SiteCopy = Shape<typeof en>;

export const englishSiteCopy: SiteCopy = en;

/** `siteCopy` follows the current language as `copy` does; `siteCopyFor` gives one language's. */
export const {
  register: registerSiteCatalogue,
  inLanguage: siteCopyFor,
  live: siteCopy,
} = catalogueOf<SiteCopy>(englishSiteCopy);
