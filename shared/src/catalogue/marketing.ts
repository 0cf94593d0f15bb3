import { FEES, PRODUCT_NAME, TIMINGS } from '../constants';
import { formatUsd } from '../payments/fees';
import { refundFactsCopy as facts } from './refund-facts';

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
