import { PRODUCT_NAME, WITHHOLDING_RATE_PERCENT } from '../constants';

/** The title and search-result description of each public page (the prerendered HTML's head). */
export const pageMetaCopy = {
  home: {
    title: `${PRODUCT_NAME} – Recover US tax withheld on gambling winnings`,
    description: `${PRODUCT_NAME} helps Canadian residents recover US tax withheld on gambling winnings: ITIN and 1040-NR refund claims, done for you.`,
  },
  pricing: {
    title: `Pricing – ${PRODUCT_NAME}`,
    description: `One fixed fee to recover the ${WITHHOLDING_RATE_PERCENT}% US tax withheld on your casino winnings, paid only when your application is complete.`,
  },
  howItWorks: {
    title: `How it works – ${PRODUCT_NAME}`,
    description: 'Apply online in about ten minutes: we obtain your ITIN, file your 1040-NR and follow your refund.',
  },
  whyChooseUs: {
    title: `Why choose us – ${PRODUCT_NAME}`,
    description: `Why Canadians choose ${PRODUCT_NAME} to claim back US tax withheld on gambling winnings.`,
  },
  faq: {
    title: `Frequently asked questions – ${PRODUCT_NAME}`,
    description: 'Answers about ITINs, Form 1042-S, 1040-NR refund claims, fees and timing.',
  },
  contact: {
    title: `Contact – ${PRODUCT_NAME}`,
    description: `Questions about your US tax refund claim? Write to the ${PRODUCT_NAME} team.`,
  },
  privacy: {
    title: `Privacy policy – ${PRODUCT_NAME}`,
    description: `How ${PRODUCT_NAME} collects, uses and protects your personal information.`,
  },
  terms: {
    title: `Terms of service – ${PRODUCT_NAME}`,
    description: `The terms that apply when you use ${PRODUCT_NAME}.`,
  },
  refundEstimator: {
    title: `Refund estimator – ${PRODUCT_NAME}`,
    description: 'Estimate the US tax refund on your gambling winnings in a minute, year by year.',
  },
  blog: {
    title: `Blog – ${PRODUCT_NAME}`,
    description: 'Guides on US withholding, ITINs and refund claims for Canadians who win in the US.',
  },
  notFound: {
    title: `Page not found – ${PRODUCT_NAME}`,
    description: 'This page does not exist.',
  },
};
