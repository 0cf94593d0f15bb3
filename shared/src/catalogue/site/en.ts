import { FEES, PRODUCT_NAME, TIMINGS, WITHHOLDING_RATE_PERCENT } from '../../constants';
import { formatUsd } from '../../i18n/format';
import { refundFactsCopy, refundFactsCopy as facts } from '../common/en';

/** The ten questions of the FAQ, in the order the spec lists them; the chatbot quotes the same answers. */
export const faqCopy = {
  title: 'Frequently Asked Questions',
  intro: 'Straight answers about US tax refunds on gambling winnings for Canadians.',
  stillQuestions: 'Still have a question?',
  stillQuestionsBody: 'Our team answers every message personally.',
  contactUs: 'Contact Us',
  items: {
    itin: {
      question: 'What is an ITIN?',
      answer: `An ITIN (Individual Taxpayer Identification Number) is a nine-digit number the IRS issues to people who must deal with US tax but cannot get a Social Security Number. The IRS needs it to process your refund claim. If you do not have one, we prepare the ITIN application (Form W-7) and send it with your return.`,
    },
    eligibility: {
      question: 'Am I eligible for a refund?',
      answer: `If you live outside the US, were never a US citizen or green-card holder, and a US casino withheld ${WITHHOLDING_RATE_PERCENT}% tax from your gambling winnings, part of it may come back. Residents of Canada can deduct their gambling losses of the same year from their winnings (Canada-US tax treaty, Article XXII), which often returns most or all of the tax withheld. Residents of other countries cannot deduct losses: they get back only the tax withheld on blackjack, baccarat, craps, roulette and big-6 wheel, and any tax withheld above ${WITHHOLDING_RATE_PERCENT}% of the winnings.`,
    },
    priorYears: {
      question: 'Can I claim winnings from previous years?',
      answer: `Yes. ${facts.window} Our application shows exactly which tax years are still open today, and you can claim several years at once.`,
    },
    cost: {
      question: 'How much does it cost?',
      // A getter: the amount is formatted when read (see formatUsd).
      get answer() {
        return `Our base application fee is ${formatUsd(FEES.baseApplicationCents, 'en')}, charged once your application is complete, before we file. If you need an ITIN, ITIN processing adds ${formatUsd(FEES.itinProcessingCents, 'en')}. Each additional Form 1042-S beyond the first is ${formatUsd(FEES.additional1042sCents, 'en')}, and retrieving a missing form costs ${formatUsd(FEES.missingFormRetrievalCents, 'en')} per form. ${facts.moneyBack}`;
      },
    },
    timing: {
      question: 'How long does it take?',
      answer: `The application takes about ${TIMINGS.applicationMinutes} minutes. After you pay, our team reviews your file within ${TIMINGS.reviewAfterPaymentBusinessDays} business days and sends your forms for signature. ${facts.timing}`,
    },
    payout: {
      question: 'How will I receive my refund?',
      answer: `The IRS pays your refund in US dollars. ${facts.payment} You can follow every step from your ${PRODUCT_NAME} account.`,
    },
    lost1042s: {
      question: 'What if I lost my Form 1042-S?',
      get answer() {
        return `${facts.thresholds} Casinos can reissue a lost form. Tell us about each missing form in the application (date, casino, amount) and we request a copy for you, for ${formatUsd(FEES.missingFormRetrievalCents, 'en')} per form.`;
      },
    },
    dataSafety: {
      question: 'Is my personal information safe?',
      answer: `Yes. Your data travels over encrypted connections, and sensitive details such as your ITIN, date of birth, phone number and address are encrypted again before we store them. Only you and our authorised staff can see them, and we handle them under Canada's privacy law (PIPEDA), as our Privacy Policy explains.`,
    },
    documents: {
      question: 'What documents do I need?',
      answer: `You need your Form 1042-S (the tax form the casino gave you) and your passport: for an ITIN (Form W-7) the IRS accepts only the original passport, a copy certified by the agency that issued it, or a check by a Certifying Acceptance Agent, and we tell you how to send it when your forms are ready. If you have them, the casinos' win/loss statements (your loss evidence) and your existing ITIN help too. You upload everything securely from your account.`,
    },
    rejection: {
      question: 'What happens if my claim is rejected?',
      answer: `${facts.moneyBack} A smaller refund than estimated (for example, losses the IRS does not accept) is not a rejection.`,
    },
  },
} as const;

/** Readable names of the games a Form 1042-S can report. */
const gameLabels = {
  'slot-machine': 'Slot machine',
  'poker-tournament': 'Poker tournament',
  keno: 'Keno',
  bingo: 'Bingo',
  lottery: 'Lottery',
  'sports-betting': 'Sports betting',
  'progressive-jackpot': 'Progressive jackpot',
  blackjack: 'Blackjack',
  baccarat: 'Baccarat',
  craps: 'Craps',
  roulette: 'Roulette',
  'big-6-wheel': 'Big-6 wheel',
  other: 'Other',
};

/** The estimate is never a promise: said wherever an estimated amount shows. */
const noPromise =
  'This is an estimate, not a promise: the IRS decides the final amount. It can take the IRS up to 6 months from the due date or the filing date, whichever is later, to issue a refund.';

/** The public refund estimator page. */
export const estimatorCopy = {
  title: 'Refund estimator',
  intro:
    'Enter the figures from your Form 1042-S forms to see roughly how much US tax you could get back, what our fee would be and what you would keep. Nothing you type is stored or sent anywhere.',
  formTitle: 'Your winnings',
  residence: {
    label: 'Country of tax residence',
    hint: 'Where you lived for tax purposes in these years: it decides what comes back.',
    canada: 'Canada',
    other: 'Another country',
    rules: {
      'canada-offset':
        'As a resident of Canada, you may deduct your US gambling losses of the same year from your winnings (Canada-US tax treaty, Article XXII).',
      'treaty-exempt': (article: string) =>
        `Your country's tax treaty with the US exempts gambling winnings (${article}): all the federal tax withheld comes back.`,
      'no-treaty-offset': `Only residents of Canada can deduct gambling losses. Residents of other countries get back only the tax withheld on blackjack, baccarat, craps, roulette and big-6 wheel, and any tax withheld above ${WITHHOLDING_RATE_PERCENT}% of the winnings.`,
    },
  },
  yearTitle: (year: number) => `Tax year ${year}`,
  addYearGroup: 'Add a tax year',
  addYear: (year: number) => `Add ${year}`,
  removeYear: (year: number) => `Remove ${year}`,
  winTitle: (number: number) => `Win ${number}`,
  game: 'Game',
  games: gameLabels,
  winnings: 'Amount won (USD)',
  winningsHint: 'Box 2 of Form 1042-S',
  withheld: 'Federal tax withheld (USD)',
  withheldHint: 'Box 7a of Form 1042-S',
  exemptGame: 'Not taxable for nonresidents: the tax withheld on this win comes back in full.',
  addWin: 'Add another win',
  removeWin: (number: number) => `Remove win ${number}`,
  losses: (year: number) => `Your net US gambling losses in ${year} (USD)`,
  lossesHint: refundFactsCopy.losses,
  breakdown: {
    title: (year: number) => `How we estimated ${year}`,
    taxable: 'Taxable winnings',
    exempt: 'Winnings not taxed',
    exemptNote: 'Blackjack, baccarat, craps, roulette and big-6 wheel: the tax withheld on them comes back in full.',
    losses: 'Deductible losses',
    lossesNote: (percent: number) =>
      percent < 100
        ? `Only ${percent}% of your losses count for this tax year, and never more than your taxable winnings.`
        : 'Your losses of the same year, never more than your taxable winnings.',
    lossesNotAllowed: 'Only residents of Canada can deduct losses.',
    treatyExempt: "Exempt under your country's tax treaty with the US.",
    taxOwed: (percent: number) => `Tax owed: ${percent}% of what remains`,
    withheld: 'Federal tax withheld',
    refund: 'Estimated refund',
    refundNote: 'The tax withheld minus the tax owed, never below zero.',
  },
  summaryTitle: 'Your estimate',
  yearRefund: (year: number) => `Tax year ${year}`,
  totalRefund: 'Total estimated refund',
  hasItin: 'I already have an ITIN',
  feeTitle: 'Our fee',
  feeTotal: 'Total fee',
  youKeep: 'What you keep',
  withheldOverWinnings: 'The tax withheld cannot be more than the amount won.',
  feeExceedsRefund: 'Our fee is more than the estimated refund, so a claim would not pay off on these figures.',
  /** The refund as a picture: withheld → what the IRS keeps → refund → our fee → what you keep. */
  picture: {
    title: 'Where the tax withheld goes',
    withheld: 'Tax withheld',
    irsKeeps: 'The IRS keeps',
    refund: 'Your refund',
    fee: 'Our fee',
    youKeep: 'What you keep',
    feeOver: (amount: string) => `Our fee is ${amount} more than the refund.`,
    summary: (withheld: string, irsKeeps: string, refund: string, fee: string, youKeep: string) =>
      `Of ${withheld} withheld, the IRS keeps ${irsKeeps} and refunds ${refund}. After our fee of ${fee}, you keep ${youKeep}.`,
  },
  howTitle: 'How the estimate works',
  how: [
    `US casinos withhold ${WITHHOLDING_RATE_PERCENT}% of a nonresident's gambling winnings.`,
    'Only residents of Canada may deduct their US gambling losses of the same year from their winnings, never below zero (Canada-US tax treaty, Article XXII).',
    'Winnings from blackjack, baccarat, craps, roulette and big-6 wheel are not taxable for nonresidents, so the tax withheld on them comes back in full.',
    `The tax owed is ${WITHHOLDING_RATE_PERCENT}% of what remains; your refund is the federal tax withheld minus that tax.`,
    'State tax withheld is not recovered.',
  ],
  noPromise,
};

/** Links to the estimator from the home and pricing pages. */
export const estimatorLinkCopy = {
  cta: 'Estimate your refund',
  question: 'How much would you get back?',
  body: 'Enter the figures from your Form 1042-S to see your estimated refund, our fee and what you keep.',
};

export const siteEn = {
  // The FAQ, contact and chatbot, which the server words too: long texts live in ./catalogue, one file per area.
  faq: faqCopy,
  estimator: estimatorCopy,
  estimatorLink: estimatorLinkCopy,
} as const;
