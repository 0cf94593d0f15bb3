import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copyFor } from '../src/copy';
import { legalCopyFor } from '../src/copy-legal';
import { serverCopyFor } from '../src/copy-server';
import { siteCopyFor } from '../src/copy-site';
import { registerEveryLanguage } from '../src/catalogue/every-language';

registerEveryLanguage();

type Leaf = { path: string; text: string };

/** Sample arguments for a catalogue function: numbers, which also show how a figure meets "%" or "$ US". */
const SAMPLES = [2, 30, 1, 4, 5];

/** Every text of a catalogue with its path; a function is read with sample arguments (skipped if it needs others). */
function texts(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'string') return [{ path, text: node }];
  if (typeof node === 'function') {
    try {
      const value: unknown = (node as (...args: unknown[]) => unknown)(...SAMPLES.slice(0, node.length));
      return typeof value === 'string' ? [{ path: `${path}()`, text: value }] : [];
    } catch {
      return [];
    }
  }
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Staff's words stay in English (see catalogue-parity.test.ts). */
const staffSections = ['dataRights.staff.', 'dataRights.staffExportMailBody', 'contact.mail.', 'adminConversations.'];
const customerTextsOfStaffSections = ['adminConversations.emailSubject', 'adminConversations.emailBody'];
const isStaffText = (path: string) =>
  staffSections.some((prefix) => path.startsWith(prefix)) &&
  !customerTextsOfStaffSections.some((prefix) => path.startsWith(prefix));

const french = texts({
  ...copyFor('fr-CA'),
  ...siteCopyFor('fr-CA'),
  ...legalCopyFor('fr-CA'),
  ...serverCopyFor('fr-CA'),
}).filter((leaf) => !isStaffText(leaf.path));

/**
 * Canadian French typography (Office québécois de la langue française): a non-breaking space before ":" and between
 * a figure and "%" or "$ US"; before "?", "!" and ";" no space or a narrow non-breaking one, never a plain space that a
 * line could break at. One apostrophe: ’.
 */
const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'plain space before ":", "?", "!" or ";"', pattern: / [:?!;]/ },
  { name: 'plain space between a figure and "%"', pattern: /\d %/ },
  { name: 'plain space between a figure and "$"', pattern: /\d \$/ },
  { name: 'plain space inside "$ US"', pattern: /\$ US/ },
  { name: "straight apostrophe (')", pattern: /'/ },
];

/** The offending texts of a rule, each with a few characters around the first offence. */
const offences = (pattern: RegExp) =>
  french.flatMap(({ path, text }) => {
    const match = pattern.exec(text);
    return match ? [`${path}: …${text.slice(Math.max(0, match.index - 20), match.index + 10)}…`] : [];
  });

describe('the French catalogues’ typography', () => {
  it('reads enough texts to mean something', () => {
    expect(french.length).toBeGreaterThan(500);
  });

  it.each(RULES)('has no $name', ({ pattern }) => {
    expect(offences(pattern)).toEqual([]);
  });

  it.each([
    ['Pays : Canada', true],
    ['Pays\u00a0: Canada', false],
    ['Avez-vous un ITIN?', false],
    ['Avez-vous un ITIN ?', true],
    ['Avez-vous un ITIN\u202f?', false],
    ['30 % des gains', true],
    ['30\u00a0% des gains', false],
    ['249,00 $ US', true],
    ['249,00\u00a0$\u00a0US', false],
    ["l'IRS", true],
    ['l’IRS', false],
  ])('tells "%s" offends: %s', (text, offends) => {
    expect(RULES.some(({ pattern }) => pattern.test(text))).toBe(offends);
  });
});

const frontendSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend/src');

/** A feature's staff screens (`features/<feature>/staff/`) and the staff pages (`pages/admin*`): English only. */
const isStaffFolder = (name: string) => name === 'staff' || name.startsWith('admin');

/** The SPA's components a customer or visitor sees. */
function customerComponents(dir = frontendSource): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return isStaffFolder(entry.name) ? [] : customerComponents(file);
    return entry.name.endsWith('.tsx') ? [file] : [];
  });
}

/**
 * A component that writes ":" or "%" itself after a text it shows (`{label}: <b>…` or `{rate}%`) sets a French text's
 * spacing out of the catalogue's reach: the catalogue's texts carry their own punctuation (a function of the value).
 */
const PUNCTUATION_AFTER_AN_EXPRESSION = /(?<!\$)\{[^{}]*\}\s?[:%](?=\s*(?:<|$))/gm;

describe('texts the components put together', () => {
  it('reads the components', () => {
    expect(customerComponents().length).toBeGreaterThan(100);
  });

  it('leave ":" and "%" after a shown text to the catalogue', () => {
    const offences = customerComponents().flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(PUNCTUATION_AFTER_AN_EXPRESSION)].map(
        (match) => `${path.relative(frontendSource, file)}: ${match[0]}`,
      ),
    );
    expect(offences).toEqual([]);
  });

  it.each([
    ['<VisuallyHidden>{chatbot.you}: </VisuallyHidden>', true],
    ['<dt>{text.rate}</dt><dd>{rate}%</dd>', true],
    ['<VisuallyHidden>{chatbot.saidBy(chatbot.you)}</VisuallyHidden>', false],
    ['export function Row({ label }: { label: string }) {', false],
    ['<span style={{ width: `${share * 100}%` }} />', false],
  ])('tells "%s" offends: %s', (source, offends) => {
    expect(new RegExp(PUNCTUATION_AFTER_AN_EXPRESSION.source, 'm').test(source)).toBe(offends);
  });
});

describe('the finish screen', () => {
  it('says in both languages that payment is the last step, not that the claim was sent', () => {
    expect(copyFor('fr-CA').wizard.done.title).toBe('Votre demande est prête\u00a0: il reste à payer');
    expect(copyFor('fr-CA').wizard.done.title).not.toMatch(/envoyée/);
    expect(copyFor('en').wizard.done.title).toBe('Your claim is ready: payment is the last step');
  });
});
