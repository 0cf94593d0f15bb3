import { companySettingsSchema } from '@taxback/shared/back-office/company-settings';
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

/** A verdict and, when both accept, the same value: what the page would show. */
function verdicts(answer: unknown) {
  const parsed = companySettingsSchema.safeParse(answer);
  let byHand: unknown;
  try {
    byHand = { accepted: true, value: companyInfoOf(answer) };
  } catch {
    byHand = { accepted: false };
  }
  return { byHand, bySchema: parsed.success ? { accepted: true, value: parsed.data } : { accepted: false } };
}

// The schema's content rules (lengths, the phone's and the date's formats) are the server's, checked when staff save;
// an answer carries only values that passed them, so these rows vary the answer's shape.
describe('the hand check and the schema, on the same answers', () => {
  const preparer = full.preparers[0]!;
  const testimonial = full.testimonials[0]!;
  it.each<[string, unknown]>([
    ['every detail set', full],
    ['nothing set', { preparers: [], testimonials: [] }],
    ['a preparer without a bio', { preparers: [{ name: 'Jane Roe', credentials: 'EA' }], testimonials: [] }],
    [
      'unknown fields at every level',
      { ...full, extra: 1, preparers: [{ ...preparer, extra: 1 }], testimonials: [{ ...testimonial, extra: 1 }] },
    ],
    ['null', null],
    ['a list', [full]],
    ['no list of testimonials', { preparers: [] }],
    ['preparers that are not a list', { ...full, preparers: preparer }],
    ['a preparer that is null', { ...full, preparers: [null] }],
    ['a bio that is null', { ...full, preparers: [{ ...preparer, bio: null }] }],
    ['credentials that are not text', { ...full, preparers: [{ ...preparer, credentials: 5 }] }],
    ['a testimonial without a quote', { ...full, testimonials: [{ ...testimonial, quote: undefined }] }],
    ['a place that is null', { ...full, testimonials: [{ ...testimonial, place: null }] }],
    ['a legal name that is not text', { ...full, legalName: ['Demo'] }],
    ['hours that are null', { ...full, hours: null }],
  ])('agree on %s', (_, answer) => {
    const { byHand, bySchema } = verdicts(answer);
    expect(byHand).toEqual(bySchema);
  });
});
