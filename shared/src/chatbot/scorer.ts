import { currentLocale, type Locale } from '../i18n/locale';
import { chatRules, type ChatRule } from './rules';

export interface ChatRuleMatch {
  rule: ChatRule;
  score: number;
}

/** Lower case, accents removed, every run of other characters one space, padded so words match whole. */
const normalise = (text: string): string =>
  ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The keywords of a rule in the customer's language. */
const keywordsOf = (rule: ChatRule, locale: Locale) => (locale === 'fr-CA' ? rule.frenchKeywords : rule.keywords);

/** A rule scores its priority for each of its keywords (in the current language) found in the question. */
export const scoreRule = (rule: ChatRule, question: string, locale: Locale = currentLocale()): number => {
  const text = normalise(question);
  return keywordsOf(rule, locale).filter((keyword) => text.includes(normalise(keyword))).length * rule.priority;
};

/**
 * The canned rule that answers a question: the best score wins; on a tie the higher priority, then
 * the rule listed first. Null when no keyword matches, so the question goes to the AI assistant.
 */
export function bestChatRule(question: string, rules: readonly ChatRule[] = chatRules): ChatRuleMatch | null {
  let best: ChatRuleMatch | null = null;
  for (const rule of rules) {
    const score = scoreRule(rule, question);
    if (score === 0) continue;
    if (!best || score > best.score || (score === best.score && rule.priority > best.rule.priority)) {
      best = { rule, score };
    }
  }
  return best;
}
