import { companySettingsSchema } from '@taxback/shared/company/settings';
import { describe, expect, it } from 'vitest';
import { companyInfoOf } from '@/api/company-answer';

const full = {
  legalName: 'Demo Tax Services Inc.',
  address: '100 Demo Street\nToronto ON',
  phone: '+1 416-555-0142',
  hours: 'Monday to Friday, 9 am to 5 pm',
  preparers: [
    { name: 'Jane Roe', credentials: 'EA', bio: 'Enrolled agent.' },
    { name: 'Jean Tremblay', credentials: 'CPA' },
  ],
  testimonials: [{ quote: 'Quick.', name: 'Marie L.', place: 'Montréal, QC', date: '2026-03-14' }],
};

describe("the company details' answer, checked by hand as the contract's schema checks it", () => {
  it.each([
    ['every detail set', full],
    ['nothing set', { preparers: [], testimonials: [] }],
  ])('answers what the schema answers, unknown fields dropped (%s)', (_, answer) => {
    const withExtra = { ...answer, extra: 1 };
    expect(companyInfoOf(withExtra)).toEqual(companySettingsSchema.parse(withExtra));
  });

  it('keeps a missing text missing: nothing stands in for it', () => {
    expect(Object.keys(companyInfoOf({ phone: '+1 416-555-0142', preparers: [], testimonials: [] }))).toEqual([
      'phone',
      'preparers',
      'testimonials',
    ]);
  });

  it.each([
    ['no list of preparers', { testimonials: [] }],
    ['a preparer without credentials', { ...full, preparers: [{ name: 'Jane Roe' }] }],
    ['a testimonial without a date', { ...full, testimonials: [{ quote: 'Q', name: 'N', place: 'P' }] }],
    ['a phone that is not text', { ...full, phone: 4165550142 }],
    ['something that is not an object', 'company'],
  ])('refuses %s, as the schema does', (_, answer) => {
    expect(companySettingsSchema.safeParse(answer).success).toBe(false);
    expect(() => companyInfoOf(answer)).toThrow();
  });
});
