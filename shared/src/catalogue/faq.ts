import {
  CLAIM_WINDOW_YEARS,
  FEES,
  FORM_1042S_THRESHOLD_DOLLARS,
  PRODUCT_NAME,
  TIMINGS,
  WITHHOLDING_RATE_PERCENT,
} from '../constants';
import { formatUsd } from '../payments/fees';

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
      answer: `Yes. A refund claim can go back up to ${CLAIM_WINDOW_YEARS} years: it must reach the IRS within ${CLAIM_WINDOW_YEARS} years of the return's due date, June 15 of the year after your win. Our application shows exactly which tax years are still open, and you can claim several years at once.`,
    },
    cost: {
      question: 'How much does it cost?',
      // A getter: the amount is formatted when read (see formatUsd).
      get answer() {
        return `Our base application fee is ${formatUsd(FEES.baseApplicationCents, 'en')} (USD), charged once your application is complete, before we file. If you need an ITIN, ITIN processing adds ${formatUsd(FEES.itinProcessingCents, 'en')}. Each additional Form 1042-S beyond the first is ${formatUsd(FEES.additional1042sCents, 'en')}, and retrieving a missing form costs ${formatUsd(FEES.missingFormRetrievalCents, 'en')} per form. If your claim is rejected, we refund our fee.`;
      },
    },
    timing: {
      question: 'How long does it take?',
      answer: `The application takes about ${TIMINGS.applicationMinutes} minutes. After you pay, our team reviews your file within ${TIMINGS.reviewAfterPaymentBusinessDays} business days and sends your forms for signature. Once the IRS has your signed return, refunds typically arrive in ${TIMINGS.refundWeeksMarketing} weeks.`,
    },
    payout: {
      question: 'How will I receive my refund?',
      answer: `The IRS mails your refund as a cheque in US dollars to the address on your return. Refunds typically arrive ${TIMINGS.refundWeeksMarketing} weeks after the IRS receives your signed forms, and you can follow every step from your ${PRODUCT_NAME} account.`,
    },
    lost1042s: {
      question: 'What if I lost my Form 1042-S?',
      get answer() {
        return `Casinos issue a Form 1042-S for wins of $${FORM_1042S_THRESHOLD_DOLLARS} or more with tax withheld, and they can reissue a lost one. Tell us about each missing form in the application (date, casino, amount) and we request a copy for you, for ${formatUsd(FEES.missingFormRetrievalCents, 'en')} per form.`;
      },
    },
    dataSafety: {
      question: 'Is my personal information safe?',
      answer: `Yes. Your data travels over encrypted connections, and sensitive details such as your ITIN, date of birth, phone number and address are encrypted again before we store them. Only you and our authorised staff can see them, and we handle them under Canada's privacy law (PIPEDA), as our Privacy Policy explains.`,
    },
    documents: {
      question: 'What documents do I need?',
      answer: `You need your Form 1042-S (the tax form the casino gave you) and a government-issued photo ID. If you have them, a log of your gambling losses and your existing ITIN help too. You upload everything securely from your account.`,
    },
    rejection: {
      question: 'What happens if my claim is rejected?',
      answer: `We stand behind our work: if the IRS rejects your refund claim, we refund our fee in full. That is our money-back promise.`,
    },
  },
} as const;

export type FaqId = keyof typeof faqCopy.items;
