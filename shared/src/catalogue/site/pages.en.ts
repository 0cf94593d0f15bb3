import { FEES, PRODUCT_NAME, TIMINGS, WITHHOLDING_RATE_PERCENT } from '../../constants';
import { formatUsd } from '../../i18n/format';
import { refundFactsCopy, refundFactsCopy as facts } from '../common/en';

/** Why choose us, how it works, the testimonials and the pricing page. */
export const whyChooseUsCopy = {
  title: `Why Choose ${PRODUCT_NAME}`,
  intro: 'We do one thing: get Canadians their US gambling tax back, simply and for a fixed fee.',
  reasons: {
    pricing: {
      title: 'Transparent pricing',
      // A getter: the amount is formatted when read (see formatUsd).
      get body() {
        return `A fixed ${formatUsd(FEES.baseApplicationCents, 'en')} fee, paid only when your application is complete, and our fee back if we cannot file your claim. No percentage of your refund, no surprises.`;
      },
    },
    process: {
      title: 'Straightforward process',
      body: `Answer a few questions online in about ${TIMINGS.applicationMinutes} minutes and upload your forms. We prepare the ITIN application and the 1040-NR return for you to sign.`,
    },
    support: {
      title: 'Team support',
      body: 'Our tax team reviews every file, answers your questions and deals with the IRS, while you follow each step in your online account.',
    },
  },
  pageTitle: `Why Canadians choose ${PRODUCT_NAME}`,
  pageIntro:
    'Claiming back US tax on your winnings means IRS forms, an ITIN and a return in a foreign system. We make it a short online application.',
  /** The preparers staff keep in the Company settings (the section is left out when there are none). */
  team: {
    title: 'Who prepares your claim',
    intro: 'The people who prepare and review every claim, and their credentials.',
  },
  extras: {
    title: 'What you can count on',
    items: [
      'A Canadian service that knows the Canada-US tax treaty',
      facts.paymentShort,
      facts.timingShort,
      'Progress tracking in your online account, from application to refund',
      'Your sensitive data encrypted and handled under Canadian privacy law',
    ],
  },
} as const;

export const howItWorksCopy = {
  title: 'How It Works',
  intro: 'Five steps from your casino tax form to your refund.',
  stepLabel: (number: number) => `Step ${number}`,
  steps: {
    apply: {
      title: 'Complete the online application',
      body: `Tell us about your winnings and tax years. It takes about ${TIMINGS.applicationMinutes} minutes.`,
    },
    upload: {
      title: 'Upload documents and pay a small fee',
      body: 'Send your Form 1042-S and ID, then pay our fixed fee once your application is complete.',
    },
    receive: {
      title: 'Receive your forms for signature',
      body: `Our team reviews your file within ${TIMINGS.reviewAfterPaymentBusinessDays} business days and prepares your forms.`,
    },
    sign: {
      title: 'Return the signed forms',
      body: 'Sign where we marked and send the forms back. We file them with the IRS for you.',
    },
    refund: {
      title: 'Track progress and get your refund',
      body: `Follow each step in your account. ${facts.timing}`,
    },
  },
  pageTitle: 'How it works',
  pageIntro: 'A clear path from the casino tax form in your drawer to your refund from the IRS.',
} as const;

export const callToActionCopy = {
  title: 'Ready to get your tax back?',
  body: `Start your application now: it takes about ${TIMINGS.applicationMinutes} minutes, and you pay only when it is complete.`,
  startApplication: 'Start your application',
  seePricing: 'See pricing',
  readFaq: 'Read the FAQ',
} as const;

/** Testimonials are the ones staff keep in the Company settings, each with who, where from and when. */
export const testimonialsCopy = {
  title: 'What our customers say',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  carouselLabel: 'Customer testimonials',
  slideLabel: (number: number, total: number) => `${number} of ${total}`,
} as const;

export const pricingCopy = {
  title: 'Simple, fixed pricing',
  intro: 'One fixed fee for your claim, paid only once your application is complete. All prices in US dollars.',
  tableCaption: 'Our fees',
  columns: { item: 'Service', price: 'Price', when: 'When it applies' },
  rows: {
    base: {
      item: 'Application fee',
      get price() {
        return formatUsd(FEES.baseApplicationCents, 'en');
      },
      when: 'Every claim, charged once your application is complete, before we file',
    },
    itin: {
      item: 'ITIN processing',
      get price() {
        return formatUsd(FEES.itinProcessingCents, 'en');
      },
      when: "Only if you don't have an ITIN yet",
    },
    additional1042s: {
      item: 'Additional Form 1042-S',
      get price() {
        return `${formatUsd(FEES.additional1042sCents, 'en')} each`;
      },
      when: 'Each form beyond the first',
    },
    missingForm: {
      item: 'Missing form retrieval',
      get price() {
        return `${formatUsd(FEES.missingFormRetrievalCents, 'en')} per form`;
      },
      when: 'Each lost Form 1042-S we request from the casino for you',
    },
  },
  get example() {
    return `Example: one Form 1042-S and no ITIN yet: ${formatUsd(FEES.baseApplicationCents, 'en')} + ${formatUsd(FEES.itinProcessingCents, 'en')} = ${formatUsd(FEES.baseApplicationCents + FEES.itinProcessingCents, 'en')}.`;
  },
  moneyBackTitle: 'Money-back promise',
  moneyBackBody: facts.moneyBackBody,
  includedTitle: 'Every claim includes',
  included: [
    'Review of your file by our tax team',
    'Preparation of your 1040-NR return and, if needed, your ITIN application (Form W-7)',
    'Communication with the IRS on your behalf',
    'Progress tracking in your online account until your refund arrives',
  ],
} as const;

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

export const sitePagesEn = {
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
  pageMeta: pageMetaCopy,
  whyChooseUs: whyChooseUsCopy,
  howItWorks: howItWorksCopy,
  callToAction: callToActionCopy,
  testimonials: testimonialsCopy,
  pricing: pricingCopy,
} as const;
