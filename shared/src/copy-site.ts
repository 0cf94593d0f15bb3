import { TIMINGS, WITHHOLDING_RATE_PERCENT } from './constants';
import { blogCopy, homeBlogCopy } from './catalogue/blog';
import {
  callToActionCopy,
  howItWorksCopy,
  pricingCopy,
  testimonialsCopy,
  whyChooseUsCopy,
} from './catalogue/marketing';
import { pageMetaCopy } from './catalogue/page-meta';
import { refundFactsCopy } from './catalogue/refund-facts';
import { catalogueOf, type Shape } from './i18n/catalogue';

/**
 * The public site's own pages (home, marketing, pricing, the blog, and every page's title and description for the
 * prerendered HTML), apart from the catalogue every page needs (copy.ts): a signed-in page never downloads them.
 * The legal pages have their own (copy-legal.ts). French registers itself from copy-site-fr-ca.ts, which a browser
 * loads with the rest of French; the server does not carry these pages.
 */
const en = {
  home: {
    eyebrow: 'For Canadian residents who won in the US',
    heroTitle: `Get back the ${WITHHOLDING_RATE_PERCENT}% tax withheld on your US gambling winnings`,
    heroBody:
      'We obtain your ITIN and file your 1040-NR refund claim with the IRS. Complete the online application in about 10 minutes and track every step from your account.',
    getStarted: 'Get Started',
    seePricing: 'See pricing',
    highlights: {
      payWhenDone: 'Pay only when your application is complete',
      moneyBack: refundFactsCopy.moneyBackShort,
      refundTiming: refundFactsCopy.timingShort,
    },
    needTitle: 'What you will need',
    needItems: {
      form1042s: 'Your casino tax form (Form 1042-S)',
      governmentId: 'Your passport (for an ITIN: the original, a certified copy, or a Certifying Acceptance Agent)',
      minutes: `About ${TIMINGS.applicationMinutes} minutes to apply online`,
    },
  },
  homeBlog: homeBlogCopy,
  blog: blogCopy,
  pageMeta: pageMetaCopy,
  whyChooseUs: whyChooseUsCopy,
  howItWorks: howItWorksCopy,
  callToAction: callToActionCopy,
  testimonials: testimonialsCopy,
  pricing: pricingCopy,
} as const;

export type SiteCopy = Shape<typeof en>;

export const englishSiteCopy: SiteCopy = en;

/** `siteCopy` follows the current language as `copy` does; `siteCopyFor` gives one language's. */
export const {
  register: registerSiteCatalogue,
  inLanguage: siteCopyFor,
  live: siteCopy,
} = catalogueOf<SiteCopy>(englishSiteCopy);
