import { describe, expect, it } from 'vitest';
import { copy, copyFor, englishCopy, hasCatalogue, type Copy } from '../src/copy';
import { englishLegalCopy, legalCopyFor } from '../src/copy-legal';
import { englishServerCopy, serverCopyFor } from '../src/copy-server';
import { englishSiteCopy, siteCopyFor } from '../src/copy-site';
import { setLocaleSource, type Locale } from '../src/i18n/locale';
import { passwordRules } from '../src/account/password-rules';
import { signInFormSchema } from '../src/account/auth-schemas';
import { registerEveryLanguage } from '../src/catalogue/every-language';

registerEveryLanguage();

type Leaf = { path: string; value: unknown };

/** Every text of a catalogue with its path; a function counts as one leaf. */
function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  return [{ path, value: node }];
}

// The site's pages, the legal pages and the server's own texts are catalogues of their own (copy-site.ts,
// copy-legal.ts, copy-server.ts), held to the same rules.
const english = leaves({ ...englishCopy, ...englishSiteCopy, ...englishLegalCopy, ...englishServerCopy });
const french = leaves({
  ...copyFor('fr-CA'),
  ...siteCopyFor('fr-CA'),
  ...legalCopyFor('fr-CA'),
  ...serverCopyFor('fr-CA'),
});

/**
 * Staff's words stay in English (a product decision; most are in copy-staff.ts, outside this catalogue); so does
 * the contact mail the team receives.
 */
const englishSections = [
  'dataRights.staff.',
  // The mail a member of staff receives when the export they asked for is ready.
  'dataRights.staffExportMailBody',
  'contact.mail.',
];
/** Customer-facing texts of the staff conversation section: the mail the customer receives. */
const customerTextsOfStaffSections = ['adminConversations.emailSubject', 'adminConversations.emailBody'];
const isStaffText = (path: string) =>
  englishSections.some((prefix) => path.startsWith(prefix)) ||
  (path.startsWith('adminConversations.') && !customerTextsOfStaffSections.includes(path));

/** Words that are the same in both languages: names, codes and words French borrows as they are. */
const sameInBothLanguages = new Set([
  'ITIN',
  'XXX-XX-XXXX',
  'Province',
  'Casino',
  'Bingo',
  'Keno',
  'Blackjack',
  'Craps',
  'Roulette',
  'Message',
  'Messages',
  'Service',
  'Conversation',
  'Assistant',
  'Contact',
  'FAQ',
  '1040-NR',
  // The estimator's first country of residence.
  'Canada',
  // Provinces and territories whose French name is the English one.
  'Alberta',
  'Manitoba',
  'Nunavut',
  'Ontario',
  'Saskatchewan',
  'Yukon',
  'support@taxback.example',
  // The word typed to confirm closing an account, checked by the server whatever the language.
  'CLOSE',
]);

/** Texts made only of what the reader wrote and the product's name. */
const languageNeutral = new Set(['pageMeta.blogPost']);

describe('the French catalogue', () => {
  it('is registered by its loader (a browser loads it only for a French visitor)', () => {
    expect(hasCatalogue('fr-CA')).toBe(true);
    expect(copyFor('fr-CA').common.unexpected).not.toBe(englishCopy.common.unexpected);
  });

  it('has exactly the keys of the English one', () => {
    expect(french.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));
  });

  it('gives every text the same kind of value, and every function the same parameters', () => {
    const byPath = new Map(french.map((leaf) => [leaf.path, leaf.value]));
    const mismatches = english.filter(({ path, value }) => {
      const other = byPath.get(path);
      if (typeof other !== typeof value) return true;
      return typeof value === 'function' && (value as () => string).length !== (other as () => string).length;
    });
    expect(mismatches.map((leaf) => leaf.path)).toEqual([]);
  });

  it('leaves no customer text in English', () => {
    const byPath = new Map(english.map((leaf) => [leaf.path, leaf.value]));
    const untranslated = french.filter(({ path, value }) => {
      if (isStaffText(path) || languageNeutral.has(path)) return false;
      const original = byPath.get(path);
      if (typeof value === 'function') {
        const args = Array.from({ length: (value as () => string).length }, (_, i) => `arg${i}`);
        return (value as (...a: string[]) => string)(...args) === (original as (...a: string[]) => string)(...args);
      }
      return value === original && !sameInBothLanguages.has(String(value));
    });
    expect(untranslated.map((leaf) => `${leaf.path}: ${String(leaf.value)}`)).toEqual([]);
  });

  it('writes money, and the names of the forms, the Canadian French way', () => {
    const frSite = siteCopyFor('fr-CA');
    expect(frSite.pricing.rows.base.price).toBe('249,00\u00a0$\u00a0US');
    expect(copyFor('fr-CA').faq.items.itin.answer).toContain('numéro d’identification fiscal individuel (ITIN)');
    expect(frSite.home.needItems.form1042s).toContain('formulaire 1042-S');
    expect(frSite.home.heroBody).toContain('déclaration 1040-NR');
  });
});

describe('the live catalogue', () => {
  let locale: Locale = 'en';
  setLocaleSource(() => locale);

  it('follows the current language, even through a section kept in a variable', () => {
    const section: Copy['estimator'] = copy.estimator;
    locale = 'en';
    expect(section.title).toBe('Refund estimator');
    expect(copy.header.hello('Marie')).toBe('Hi, Marie');
    locale = 'fr-CA';
    expect(section.title).toBe('Estimateur de remboursement');
    expect(copy.header.hello('Marie')).toBe('Bonjour, Marie');
    expect(section.how.map((line) => line.slice(0, 3))).toEqual(
      copyFor('fr-CA').estimator.how.map((l) => l.slice(0, 3)),
    );
    expect(Object.keys(copy.faq.items)).toEqual(Object.keys(englishCopy.faq.items));
    expect(Object.values(copy.faq.items)[0]?.question).toBe('Qu’est-ce qu’un ITIN?');
    locale = 'en';
  });

  it('cannot be written to', () => {
    expect(() => {
      (copy.common as { error: string }).error = 'x';
    }).toThrow();
  });
});

describe('validation messages', () => {
  it('are read in the language current when the check fails', () => {
    let locale: Locale = 'fr-CA';
    setLocaleSource(() => locale);
    const failure = signInFormSchema.safeParse({ email: 'nope', password: '' });
    expect(failure.error?.issues.map((issue) => issue.message)).toEqual([
      'Veuillez entrer une adresse courriel valide',
      'Le mot de passe est obligatoire',
    ]);
    expect(passwordRules.map((rule) => rule.label)).toContain('Au moins 1 chiffre');
    locale = 'en';
    expect(signInFormSchema.safeParse({ email: 'nope', password: '' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });
});
