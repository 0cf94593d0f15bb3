import { PRODUCT_NAME, SUPPORT_EMAIL, TIMINGS } from '../constants';
import { faqCopy } from './faq';

const faq = faqCopy.items;

/** The help chat widget; its rule answers reuse the FAQ's so the two never disagree. */
export const chatbotCopy = {
  title: `${PRODUCT_NAME} Help`,
  subtitle: 'Ask about fees, ITINs, timing or documents',
  open: 'Open help chat',
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
  conversation: 'Conversation',
  remaining: (count: number) => `${count} characters left`,
  trouble: `I'm having trouble right now. Please use our contact form, or email us at ${SUPPORT_EMAIL}, and our team will help you.`,
  aiDailyLimit: `Our assistant has answered all the questions it can for today. Please read our FAQ, use our contact form, or email ${SUPPORT_EMAIL}, and our team will help you.`,
  emptyReply: `Sorry, I don't have an answer to that. Please use our contact form or email ${SUPPORT_EMAIL}, and a member of our team will help.`,
  answers: {
    // Getters: the FAQ's amounts are formatted when read (see formatUsd).
    get fees() {
      return faq.cost.answer;
    },
    itin: faq.itin.answer,
    timing: faq.timing.answer,
    documents: faq.documents.answer,
    get form1042s() {
      return `Form 1042-S is the tax form a US casino gives a non-US player: it shows your winnings and the tax withheld. ${faq.lost1042s.answer}`;
    },
    eligibility: faq.eligibility.answer,
    priorYears: faq.priorYears.answer,
    payout: faq.payout.answer,
    security: faq.dataSafety.answer,
    contact: `You can reach our team through the contact form on our Contact page, or by email at ${SUPPORT_EMAIL}. We reply within ${TIMINGS.contactResponseHours} hours on business days.`,
  },
} as const;
