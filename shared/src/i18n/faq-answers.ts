type FaqItem = 'cost' | 'itin' | 'timing' | 'documents' | 'eligibility' | 'priorYears' | 'payout' | 'dataSafety';

/**
 * The chatbot's answers that are the FAQ's own, in the FAQ's language, and the ones a language words itself.
 * Getters all: the FAQ's amounts are formatted when read (see formatUsd), and so are the language's own.
 */
export function chatbotAnswers<Own extends object>(faq: Record<FaqItem, { answer: string }>, own: Own) {
  const fromFaq = {
    get fees() {
      return faq.cost.answer;
    },
    get itin() {
      return faq.itin.answer;
    },
    get timing() {
      return faq.timing.answer;
    },
    get documents() {
      return faq.documents.answer;
    },
    get eligibility() {
      return faq.eligibility.answer;
    },
    get priorYears() {
      return faq.priorYears.answer;
    },
    get payout() {
      return faq.payout.answer;
    },
    get security() {
      return faq.dataSafety.answer;
    },
  };
  return Object.defineProperties(fromFaq, Object.getOwnPropertyDescriptors(own)) as typeof fromFaq & Own;
}
