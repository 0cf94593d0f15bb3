import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPublicationDate,
  formatUsd,
} from '../src/i18n/format';
import { currentLocale, localeFromAcceptLanguage, localeFromTag } from '../src/i18n/locale';

// Intl separates with no-break spaces so an amount never wraps; written out here as \u00a0.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formats', () => {
  // A bare "$" reads as Canadian dollars to a Canadian: both languages name the currency.
  it.each([
    [24900, 'en', 'US$249.00'],
    [24900, 'fr-CA', nb('249,00 $ US')],
    [33660, 'en', 'US$336.60'],
    [33660, 'fr-CA', nb('336,60 $ US')],
    [5, 'en', 'US$0.05'],
    [5, 'fr-CA', nb('0,05 $ US')],
    [123456789, 'en', 'US$1,234,567.89'],
    [123456789, 'fr-CA', nb('1 234 567,89 $ US')],
    [10_000_000_000, 'en', 'US$100,000,000.00'],
    [10_000_000_000, 'fr-CA', nb('100 000 000,00 $ US')],
    [0, 'en', 'US$0.00'],
    [0, 'fr-CA', nb('0,00 $ US')],
  ] as const)('%i cents in %s reads %s', (cents, locale, expected) => {
    expect(formatUsd(cents, locale)).toBe(expected);
  });

  it.each([
    [120000, 'en', 'US$1,200'],
    [120000, 'fr-CA', nb('1 200 $ US')],
    [0, 'en', 'US$0'],
  ] as const)('%i cents in whole dollars in %s reads %s', (cents, locale, expected) => {
    expect(formatUsd(cents, locale, { wholeDollars: true })).toBe(expected);
  });

  it('formats in the current language when none is given', () => {
    expect(formatUsd(24900)).toBe(formatUsd(24900, currentLocale()));
  });

  it.each([
    ['2029-06-15', 'en', 'Jun 15, 2029'],
    ['2029-06-15', 'fr-CA', '15 juin 2029'],
    ['2026-11-01', 'fr-CA', '1 novembre 2026'],
  ] as const)('the calendar day %s in %s reads %s whatever the time zone', (iso, locale, expected) => {
    expect(formatDate(iso, locale)).toBe(expected);
  });

  // An evening post in Toronto is the next day in UTC, where the build machine and many browsers differ.
  it.each([
    ['2026-11-02T01:30:00.000Z', 'en', 'Nov 1, 2026'],
    ['2026-11-02T01:30:00.000Z', 'fr-CA', '1 novembre 2026'],
    ['2026-11-02T05:30:00.000Z', 'en', 'Nov 2, 2026'],
  ] as const)('a post published at %s reads %s %s: its day in Eastern time', (iso, locale, expected) => {
    expect(formatPublicationDate(iso, locale)).toBe(expected);
  });

  it('formats numbers, times and sizes in the chosen language', () => {
    expect(formatNumber(12345.5, 'fr-CA')).toBe(nb('12 345,5'));
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatDateTime('2029-06-15T12:00:00Z', 'fr-CA')).toMatch(/^15 juin 2029/);
    expect(formatFileSize(2.45 * 1024 * 1024, 'fr-CA')).toBe(nb('2,5 Mo'));
    expect(formatFileSize(2.45 * 1024 * 1024, 'en')).toBe(nb('2.5 MB'));
    expect(formatFileSize(300, 'en')).toBe(nb('1 KB'));
  });
});

describe('the catalogues', () => {
  it('format no amount when loaded, only when read: a Lambda cold start does not load ICU', async () => {
    vi.resetModules();
    const NumberFormat = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => (made++, new target(...args)),
    });
    try {
      const { siteCopyFor } = await import('../src/copy-site');
      (await import('../src/catalogue/every-language')).registerEveryLanguage();
      expect(made).toBe(0);
      expect(siteCopyFor('en').pricing.rows.base.price).toBe('US$249.00');
      expect(siteCopyFor('fr-CA').pricing.rows.base.price).toBe(nb('249,00 $ US'));
      expect(made).toBe(2);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });
});

const sourceDir = path.resolve(import.meta.dirname, '../src');

describe('every shared module', () => {
  // It imports every shared module afresh: seconds on a loaded machine.
  it('formats nothing when loaded: the first format of a process loads ICU, about 12 ms of a cold start', async () => {
    vi.resetModules();
    const formatted: string[] = [];
    const spies = [
      vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number) {
        formatted.push(`number ${this}`);
        return String(this);
      }),
      vi.spyOn(Date.prototype, 'toLocaleString').mockImplementation(() => (formatted.push('date'), '')),
      vi.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(() => (formatted.push('date'), '')),
    ];
    const { NumberFormat, DateTimeFormat } = Intl;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => (
        formatted.push('Intl.NumberFormat'),
        new target(...args)
      ),
    });
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => (
        formatted.push('Intl.DateTimeFormat'),
        new target(...args)
      ),
    });
    try {
      const sources = fs
        .readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'));
      expect(sources.length).toBeGreaterThan(100);
      for (const file of sources) await import(path.join(sourceDir, file));
      expect(formatted).toEqual([]);
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
      spies.forEach((spy) => spy.mockRestore());
    }
  }, 60_000);
});

describe('choosing a language from the browser', () => {
  it.each([
    ['fr', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['FR_ca', 'fr-CA'],
    ['en-GB', 'en'],
    ['de', null],
    [undefined, null],
  ] as const)('the tag %s asks for %s', (tag, expected) => {
    expect(localeFromTag(tag)).toBe(expected);
  });

  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['de-DE, en;q=0.5, fr;q=0.7', 'fr-CA'],
    ['en-US,en;q=0.9', 'en'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
  ] as const)('Accept-Language %s serves %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
