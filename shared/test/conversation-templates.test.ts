import { describe, expect, it } from 'vitest';
import { englishCopy } from '../src/copy';
import { frenchCopy } from '../src/copy-fr-ca';
import { formsTextFor, messageTemplates } from '../src/messages/templates';
import { staffMessageClaim, threadClaimId } from '../src/messages/thread-claim';
import type { DeliveryPreference } from '../src/claim/schemas';

const texts = { en: englishCopy.adminConversations.templates, 'fr-CA': frenchCopy.adminConversations.templates };
const formsText = (language: keyof typeof texts, delivery: DeliveryPreference | null) =>
  messageTemplates(texts[language], delivery).find((template) => template.key === 'forms_ready')!.content;

describe('message templates by language and delivery choice', () => {
  it.each<[DeliveryPreference | null, 'email' | 'mail' | 'both' | 'account']>([
    ['email', 'email'],
    ['mail', 'mail'],
    ['both', 'both'],
    [null, 'account'],
  ])('delivery %s takes the %s text of the forms template', (delivery, variant) => {
    expect(formsTextFor(delivery)).toBe(variant);
  });

  it.each<[keyof typeof texts, RegExp, RegExp]>([
    ['en', /mailed|envelope/i, /chose to receive them by email/i],
    ['fr-CA', /posté|enveloppe/i, /choisi de les recevoir par courriel/i],
  ])('%s: a customer who chose email is never told the forms were mailed', (language, mailed, noPaper) => {
    expect(formsText(language, 'email')).not.toMatch(mailed);
    expect(formsText(language, 'email')).toMatch(noPaper);
    expect(formsText(language, null)).not.toMatch(mailed);
    expect(formsText(language, 'mail')).toMatch(mailed);
    expect(formsText(language, 'both')).toMatch(mailed);
  });

  it('gives each template in the language asked, English differing from French', () => {
    const english = messageTemplates(texts.en, 'mail');
    const french = messageTemplates(texts['fr-CA'], 'mail');
    expect(english.map((template) => template.key)).toEqual(['forms_ready', 'documents_needed', 'submitted_to_irs']);
    expect(french.map((template) => template.key)).toEqual(english.map((template) => template.key));
    english.forEach((template, index) => {
      expect(french[index]!.title).not.toBe(template.title);
      expect(french[index]!.content).not.toBe(template.content);
    });
    expect(french[0]!.title).toBe('Vos formulaires sont prêts à signer');
  });
});

describe('the claim a thread, and a staff reply in it, is about', () => {
  it.each<[string, string | null, string[], string | null]>([
    ['the claim its newest message named', 'c2', ['c1', 'c2'], 'c2'],
    ['a named claim no longer the customer’s, with one claim left', 'gone', ['c1'], 'c1'],
    ['nothing named, the only claim', null, ['c1'], 'c1'],
    ['nothing named, two claims', null, ['c1', 'c2'], null],
    ['nothing named, no claim', null, [], null],
  ])('%s', (_, named, claims, expected) => {
    expect(threadClaimId(named, claims)).toBe(expected);
  });

  it.each<[string, string | null | undefined, string | null, string | null]>([
    ['staff said nothing: the thread’s claim', undefined, 'c1', 'c1'],
    ['staff chose no particular claim', null, 'c1', null],
    ['staff chose another claim', 'c2', 'c1', 'c2'],
    ['nothing said in a general thread', undefined, null, null],
  ])('%s', (_, chosen, thread, expected) => {
    expect(staffMessageClaim(chosen, thread)).toBe(expected);
  });
});
