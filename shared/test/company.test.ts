import { describe, expect, it } from 'vitest';
import { bylineOf, hasCompanyDetails, telHref, testimonialsToShow } from '../src/back-office/company-display';
import { companySettingsSchema } from '../src/back-office/company-settings';
import { COMPANY } from '../src/constants';

const testimonial = { quote: 'Quick and clear.', name: 'Marie L.', place: 'Montréal, QC', date: '2026-03-14' };
const preparer = { name: 'Jane Roe', credentials: 'EA' };
const empty = { preparers: [], testimonials: [] };

describe('what the public pages make of the company details', () => {
  it('writes a preparer as a byline', () => {
    expect(bylineOf(preparer)).toBe('Jane Roe, EA');
    expect(bylineOf({ name: 'Jean Tremblay', credentials: 'CPA (Québec)' })).toBe('Jean Tremblay, CPA (Québec)');
  });

  it.each([
    [{}, false],
    [{ legalName: '' }, false],
    [{ legalName: 'Demo Tax Services Inc.' }, true],
    [{ address: '100 Demo Street' }, true],
    [{ phone: '+1 416-555-0142' }, true],
    [{ hours: 'Monday to Friday' }, true],
  ])('has details to show: %j → %s', (company, expected) => {
    expect(hasCompanyDetails(company)).toBe(expected);
  });

  it.each([
    ['+1 416-555-0142', 'tel:+14165550142'],
    ['(514) 555 0199', 'tel:5145550199'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('shows only attributed and dated testimonials, newest first', () => {
    const older = { ...testimonial, name: 'David K.', date: '2025-11-05' };
    const newer = { ...testimonial, name: 'Priya S.', date: '2026-06-01' };
    expect(
      testimonialsToShow([
        older,
        { ...testimonial, name: '' },
        { ...testimonial, place: '  ' },
        { ...testimonial, date: undefined },
        { ...testimonial, date: 'March 2026' },
        { ...testimonial, quote: '' },
        testimonial,
        newer,
      ]).map((item) => item.name),
    ).toEqual(['Priya S.', 'Marie L.', 'David K.']);
  });
});

describe('the company settings staff save', () => {
  const problems = (body: unknown) => {
    const parsed = companySettingsSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
  };

  it('takes every detail, each text cleaned, and nothing but the two lists', () => {
    expect(problems(empty)).toEqual([]);
    const parsed = companySettingsSchema.parse({
      legalName: '  Demo   Tax Services Inc. ',
      address: '100 Demo Street\nToronto ON',
      phone: '+1 (416) 555-0142',
      hours: 'Monday to Friday',
      preparers: [{ ...preparer, bio: 'Enrolled agent.' }],
      testimonials: [testimonial],
    });
    expect(parsed.legalName).toBe('Demo Tax Services Inc.');
    expect(parsed.address).toBe('100 Demo Street\nToronto ON');
    // An empty text is not set: the server stores nothing for it.
    expect(problems({ ...empty, legalName: ' ', phone: '', hours: '' })).toEqual([]);
  });

  it.each([
    ['an empty body (both lists are required)', {}, ['preparers', 'testimonials']],
    ['a phone without digits', { ...empty, phone: 'call us' }, ['phone']],
    ['a phone of one digit', { ...empty, phone: '5' }, ['phone']],
    ['a legal name too long', { ...empty, legalName: 'x'.repeat(121) }, ['legalName']],
    [
      'a preparer without credentials',
      { ...empty, preparers: [{ name: 'Jane Roe', credentials: ' ' }] },
      ['preparers.0.credentials'],
    ],
    [
      'a testimonial without a place',
      { ...empty, testimonials: [{ ...testimonial, place: '' }] },
      ['testimonials.0.place'],
    ],
    [
      'a testimonial without a date',
      { ...empty, testimonials: [{ ...testimonial, date: '' }] },
      ['testimonials.0.date'],
    ],
    [
      'a testimonial dated in the future',
      { ...empty, testimonials: [{ ...testimonial, date: '2999-01-01' }] },
      ['testimonials.0.date'],
    ],
    [
      'too many preparers',
      { ...empty, preparers: Array.from({ length: COMPANY.maxPreparers + 1 }, () => preparer) },
      ['preparers'],
    ],
    [
      'too many testimonials',
      { ...empty, testimonials: Array.from({ length: COMPANY.maxTestimonials + 1 }, () => testimonial) },
      ['testimonials'],
    ],
  ])('refuses %s', (_, body, paths) => {
    expect(problems(body)).toEqual(paths);
  });
});
