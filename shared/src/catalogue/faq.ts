import { FEES, PRODUCT_NAME, TIMINGS, WITHHOLDING_RATE_PERCENT } from '../constants';
import { formatUsd } from '../payments/fees';
import { refundFactsCopy as facts } from './refund-facts';

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
