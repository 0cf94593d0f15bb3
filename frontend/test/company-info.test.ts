import { companySettingsSchema } from '@taxback/shared/company/settings';
import { describe, expect, it } from 'vitest';
import { companyInfoOf } from '@/api/company-answer';
import { demoCompany } from '../../local/src/seed-content';

/** Every detail set (the local stack's demo company), one preparer without the optional bio. */
const full = { ...demoCompany, preparers: [demoCompany.preparers[0]!, { name: 'Jean Tremblay', credentials: 'CPA' }] };

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
