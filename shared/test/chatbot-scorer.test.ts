import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEES } from '../src/constants';
import { copy } from '../src/copy';
import { formatUsd } from '../src/payments/fees';
import { copyFor } from '../src/copy';
import { setLocaleSource } from '../src/i18n/locale';
import { chatRules, type ChatRule } from '../src/chatbot/rules';
import { bestChatRule, scoreRule } from '../src/chatbot/scorer';
import { ruleAnswer } from '../src/chatbot/answer-text';
import { rulesFor } from '../src/tax/country-rules';
import { registerEveryLanguage } from '../src/catalogue/every-language';

registerEveryLanguage();

describe('chatbot rules', () => {
  it('are the eleven topics, each with a priority from 5 to 10', () => {
    expect(chatRules.map((rule) => rule.id).sort()).toEqual(
      [
        'contact',
        'documents',
        'eligibility',
        'fees',
        'form1042s',
        'itin',
        'losses',
        'payout',
        'priorYears',
        'security',
        'timing',
      ].sort(),
    );
    for (const rule of chatRules) expect(rule.priority).toBeGreaterThanOrEqual(5);
    for (const rule of chatRules) expect(rule.priority).toBeLessThanOrEqual(10);
  });

  it.each([
    ['What are your fees?', 'fees'],
    ['How much does it COST', 'fees'],
    ['What is an ITIN?', 'itin'],
    ['How long does the process take', 'timing'],
    ['Which documents are required?', 'documents'],
    ['I lost my 1042-S', 'form1042s'],
    ['Am I eligible as a Canadian?', 'eligibility'],
    ['Can I deduct my gambling losses?', 'losses'],
    ['Does the treaty offset my winnings?', 'losses'],
    ['How far back can I claim?', 'priorYears'],
    ['Will the IRS send a cheque?', 'payout'],
    ['Is my data secure with you?', 'security'],
    ['I want to speak to a human', 'contact'],
  ])('answers "%s" with the %s rule', (question, id) => {
    expect(bestChatRule(question)?.rule.id).toBe(id);
  });

  it('matches whole words only', () => {
    expect(bestChatRule('identity')).toBeNull(); // contains "id" but is not the word "id"
    expect(bestChatRule('whoever')).toBeNull(); // contains "who"
  });

  it('lets the best score win over a single keyword of a higher-priority rule', () => {
    // contact: "email" (9); security: "secure", "data", "privacy" (3 × 5 = 15)
    expect(bestChatRule('Is my data secure? What about privacy by email?')?.rule.id).toBe('security');
  });

  it('breaks a tie on score by the higher priority', () => {
    const rules: ChatRule[] = [
      { id: 'security', priority: 5, keywords: ['refund', 'claim'], frenchKeywords: [] },
      { id: 'fees', priority: 10, keywords: ['refund'], frenchKeywords: [] },
    ];
    expect(scoreRule(rules[0]!, 'refund claim')).toBe(10);
    expect(scoreRule(rules[1]!, 'refund claim')).toBe(10);
    expect(bestChatRule('refund claim', rules)?.rule.id).toBe('fees');
  });

  it('breaks a tie on score and priority by the rule listed first', () => {
    // itin: "itin" (7) and documents: "need" (7)
    expect(bestChatRule('Do I need an ITIN?')).toMatchObject({ rule: { id: 'itin' }, score: 7 });
  });

  it('finds no rule for a question without a keyword, so the AI assistant answers', () => {
    expect(bestChatRule('Bonjour!')).toBeNull();
    expect(ruleAnswer('What is the weather like?')).toBeNull();
  });

  it('answers loss questions as rulesFor does: Canada only, 90 % from 2026, §871(j) games for the others', () => {
    const answer = ruleAnswer('Can I deduct my losses?');
    expect(answer).toBe(copy.chatbot.answers.losses);
    expect(answer).toContain('Only residents of Canada can deduct');
    expect(answer).toContain(`From tax year 2026, only ${rulesFor('CA', 2026).lossPercent}% of the losses count.`);
    expect(rulesFor('BR', 2024).lossPercent).toBe(0);
    expect(answer).toContain('Residents of other countries cannot deduct losses');
    for (const game of ['blackjack', 'baccarat', 'craps', 'roulette', 'big-6 wheel']) expect(answer).toContain(game);
  });

  it('answers fee questions with the shared fee constants', () => {
    const answer = ruleAnswer('what does it cost?');
    expect(answer).toBe(copy.chatbot.answers.fees);
    expect(answer).toContain(formatUsd(FEES.baseApplicationCents));
    expect(answer).toContain(formatUsd(FEES.itinProcessingCents));
    expect(answer).not.toContain('299');
  });
});

describe('chatbot rules in French', () => {
  beforeEach(() => setLocaleSource(() => 'fr-CA'));
  afterEach(() => setLocaleSource(() => 'en'));

  it.each([
    ['Quels sont vos frais?', 'fees'],
    ['Combien ça coûte?', 'fees'],
    ["Qu'est-ce qu'un ITIN?", 'itin'],
    ['Combien de temps faut-il attendre?', 'timing'],
    ['Quels documents dois-je fournir?', 'documents'],
    ["J'ai perdu mon formulaire 1042-S", 'form1042s'],
    ['Suis-je admissible si je suis Canadienne?', 'eligibility'],
    ['Puis-je déduire mes pertes de jeu?', 'losses'],
    ["Combien d'années en arrière puis-je remonter?", 'priorYears'],
    ['Comment vais-je recevoir mon chèque?', 'payout'],
    ['Mes données sont-elles en sécurité?', 'security'],
    ['Je veux parler à un humain', 'contact'],
  ])('answers "%s" with the %s rule, in French', (question, id) => {
    expect(bestChatRule(question)?.rule.id).toBe(id);
    expect(ruleAnswer(question)).toBe(copyFor('fr-CA').chatbot.answers[id as keyof typeof copy.chatbot.answers]);
  });

  it('leaves a question without a French keyword to the AI assistant', () => {
    expect(bestChatRule('Bonjour!')).toBeNull();
    expect(ruleAnswer('Racontez-moi une blague')).toBeNull();
  });

  it('has French keywords for every topic', () => {
    for (const rule of chatRules) expect(rule.frenchKeywords.length).toBeGreaterThan(3);
  });
});
