import { copy } from '../copy';
import { bestChatRule } from './scorer';

/**
 * The canned answer to a question, in the reader's language, or null when the AI assistant should answer. The
 * scorer (scorer.ts) only picks the rule; its words come from the catalogue here, at the edge.
 */
export const ruleAnswer = (question: string): string | null => {
  const match = bestChatRule(question);
  return match ? copy.chatbot.answers[match.rule.id] : null;
};
