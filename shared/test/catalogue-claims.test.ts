import { describe, expect, it } from 'vitest';
import { copyFor, englishCopy } from '../src/copy';
import { englishLegalCopy, legalCopyFor } from '../src/copy-legal';
import { englishServerCopy, serverCopyFor } from '../src/copy-server';
import { englishSiteCopy, siteCopyFor } from '../src/copy-site';
import { staffCopy } from '../src/copy-staff';
import { registerEveryLanguage } from '../src/catalogue/every-language';

registerEveryLanguage();

type Text = { path: string; text: string };

/** Every text of a catalogue with its path; a function is read with placeholder arguments. */
function texts(node: unknown, path = ''): Text[] {
  if (typeof node === 'string') return [{ path, text: node }];
  if (typeof node === 'function') {
    const placeholders = Array.from({ length: node.length }, () => '2');
    const value: unknown = (node as (...args: unknown[]) => unknown)(...placeholders);
    return typeof value === 'string' ? [{ path, text: value }] : [];
  }
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
  }
  return [];
}

const catalogues = {
  en: texts({ ...englishCopy, ...englishSiteCopy, ...englishLegalCopy, ...englishServerCopy, staff: staffCopy }),
  'fr-CA': texts({ ...copyFor('fr-CA'), ...siteCopyFor('fr-CA'), ...legalCopyFor('fr-CA'), ...serverCopyFor('fr-CA') }),
};

describe.each(Object.entries(catalogues))('what the %s catalogue claims', (_language, all) => {
  it('reads texts from every section (the scan is not empty)', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it('promises no refund within weeks: the IRS allows itself months', () => {
    const weeksOfRefund = all.filter(
      ({ text }) => /\bweeks?\b|\bsemaines?\b/i.test(text) && /refund|rembours/i.test(text),
    );
    expect(weeksOfRefund).toEqual([]);
  });

  it('calls nobody "accredited": no listed credential backs it', () => {
    expect(all.filter(({ text }) => /accredit|accrédit/i.test(text))).toEqual([]);
  });

  it('gives no bare $600 threshold: a reporting amount comes with its game', () => {
    const bare = all.filter(({ text }) => /\$\s?600\b|\b600 \$/.test(text) && !/300/.test(text));
    expect(bare).toEqual([]);
  });

  it('never calls the money-back promise a refund guarantee', () => {
    expect(all.filter(({ text }) => /garantie de remboursement/i.test(text))).toEqual([]);
  });

  it('opens no card with its own heading ("Money-back promise" above "Money-back promise: …")', () => {
    const byPath = new Map(all.map(({ path, text }) => [path, text]));
    const repeated = all
      .filter(({ path }) => path.endsWith('Title'))
      .filter(({ path, text }) =>
        byPath
          .get(`${path.slice(0, -'Title'.length)}Body`)
          ?.toLowerCase()
          .startsWith(text.toLowerCase()),
      )
      .map(({ path }) => path);
    expect(repeated).toEqual([]);
    expect(byPath.get('pricing.moneyBackBody')).toBeTruthy();
  });

  it('lists no casino that has closed', () => {
    expect(all.filter(({ text }) => /\bMirage\b/.test(text))).toEqual([]);
  });
});

describe('the IRS refund timing', () => {
  it('is the IRS’s six months from the later of the due date and the filing date, in both languages', () => {
    expect(englishCopy.refundFacts.timing).toContain('up to 6 months');
    expect(englishCopy.refundFacts.timing).toContain('whichever is later');
    expect(copyFor('fr-CA').refundFacts.timing).toContain('jusqu’à 6 mois');
    expect(copyFor('fr-CA').refundFacts.timing).toContain('selon la plus tardive');
  });

  it('is quoted by the FAQ, the terms and the status page', () => {
    for (const language of ['en', 'fr-CA'] as const) {
      const { timing } = copyFor(language).refundFacts;
      expect(copyFor(language).faq.items.timing.answer).toContain(timing);
      expect(copyFor(language).refundStatus.action.bodies.none).toContain(timing);
      expect(JSON.stringify(legalCopyFor(language))).toContain(JSON.stringify(timing).slice(1, -1));
    }
  });
});
