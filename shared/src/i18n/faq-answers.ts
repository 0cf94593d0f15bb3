/** The chatbot's answers that are the FAQ's own: the answer's key, and the FAQ item it reads. */
const FROM_FAQ = {
  fees: 'cost',
  itin: 'itin',
  timing: 'timing',
  documents: 'documents',
  eligibility: 'eligibility',
  priorYears: 'priorYears',
  payout: 'payout',
  security: 'dataSafety',
} as const;

type FaqAnswers = { readonly [Answer in keyof typeof FROM_FAQ]: string };

/**
 * The chatbot's answers in one language: the FAQ's own, in the FAQ's language, and the ones the language words
 * itself. Read through getters: the FAQ's amounts are formatted when read (see formatUsd).
 */
export function chatbotAnswers<Own extends object>(
  faq: Record<(typeof FROM_FAQ)[keyof typeof FROM_FAQ], { answer: string }>,
  own: Own,
): FaqAnswers & Own {
  const answers = {};
  for (const [answer, item] of Object.entries(FROM_FAQ)) {
    Object.defineProperty(answers, answer, { get: () => faq[item].answer, enumerable: true });
  }
  return Object.defineProperties(answers, Object.getOwnPropertyDescriptors(own)) as FaqAnswers & Own;
}
