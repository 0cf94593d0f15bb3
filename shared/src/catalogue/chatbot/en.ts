import { PRODUCT_NAME, SUPPORT_EMAIL, TIMINGS, WITHHOLDING_RATE_PERCENT } from '../../constants';
import { CANADA_LOSS_PERCENT_FROM_YEAR } from '../../tax/country-rules';
import { faqCopy } from '../site/en';
import { chatbotAnswers } from '../../i18n/faq-answers';

const faq = faqCopy.items;

/** Canada's limit on losses from the year it changed (rulesFor's table), as a sentence. */
const canadaLimit = CANADA_LOSS_PERCENT_FROM_YEAR.filter(([, percent]) => percent < 100)
  .map(([year, percent]) => ` From tax year ${year}, only ${percent}% of the losses count.`)
  .join('');

/** The help chat widget; its rule answers reuse the FAQ's so the two never disagree. */
export const chatbotCopy = {
  title: `${PRODUCT_NAME} Help`,
  subtitle: 'Ask about fees, ITINs, timing or documents',
  open: 'Open help chat',
  /** In place of the floating button on the pages it would cover (wizard, upload, payment). */
  needHelp: 'Need help?',
  minimise: 'Minimise chat',
  restore: 'Open chat',
  close: 'Close chat',
  welcome: `Hi! I'm the ${PRODUCT_NAME} assistant. Ask me about our fees, ITINs, how long a refund takes or the documents you need.`,
  inputLabel: 'Your question',
  inputPlaceholder: 'Type your question...',
  send: 'Send',
  typing: 'The assistant is typing...',
  you: 'You',
  assistant: 'Assistant',
  /** Who wrote a message, before it, for screen readers. */
  saidBy: (who: string) => `${who}: `,
  conversation: 'Conversation',
  remaining: (count: number) => `${count} characters left`,
  trouble: `I'm having trouble right now. Please use our contact form, or email us at ${SUPPORT_EMAIL}, and our team will help you.`,
  aiDailyLimit: `Our assistant has answered all the questions it can for today. Please read our FAQ, use our contact form, or email ${SUPPORT_EMAIL}, and our team will help you.`,
  emptyReply: `Sorry, I don't have an answer to that. Please use our contact form or email ${SUPPORT_EMAIL}, and a member of our team will help.`,
  answers: chatbotAnswers(faq, {
    get form1042s() {
      return `Form 1042-S is the tax form a US casino gives a non-US player: it shows your winnings and the tax withheld. ${faq.lost1042s.answer}`;
    },
    losses: `Only residents of Canada can deduct US gambling losses: under the Canada-US tax treaty (Article XXII), the losses of a year reduce the winnings of the same year, never below zero.${canadaLimit} Residents of other countries cannot deduct losses; they get back only the tax withheld on blackjack, baccarat, craps, roulette and big-6 wheel, and any tax withheld above ${WITHHOLDING_RATE_PERCENT}% of the winnings. Count net losses from your casinos' win/loss statements, and keep them: the IRS can ask for proof.`,
    contact: `You can reach our team through the contact form on our Contact page, or by email at ${SUPPORT_EMAIL}. We reply within ${TIMINGS.contactResponseHours} hours on business days.`,
  }),
} as const;

export const chatbotEn = {
  chatbot: chatbotCopy,
} as const;
