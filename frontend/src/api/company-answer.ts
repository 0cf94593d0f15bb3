import type { CompanySettings, Preparer, Testimonial } from '@taxback/shared/back-office/company-settings';

/*
 * Who the company is, as staff set it (GET /company): the footer of every page shows it, so its answer is
 * checked by hand as the contract's companySettingsSchema does (unknown fields dropped), without zod, which a
 * first visit does not load. test/company-info.test.ts holds it to that schema. Kept apart from the query so
 * that a prerendered page can ask whether its details are still current without the app (app/prerendered-posts.ts).
 */

export const COMPANY_INFO_PATH = '/company';
export const companyInfoKey = ['company', 'info'] as const;

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {});
const isText = (value: unknown): value is string => typeof value === 'string';

function invalid(): never {
  throw new Error('The company details answer is not valid');
}

/** The optional texts that are set (a missing one stays missing). */
function texts<K extends string>(fields: Fields, names: readonly K[]): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = fields[name];
    if (value === undefined) continue;
    if (!isText(value)) invalid();
    if (value) found[name] = value;
  }
  return found;
}

function preparerOf(value: unknown): Preparer {
  const fields = fieldsOf(value);
  const { name, credentials } = fields;
  if (!isText(name) || !isText(credentials)) invalid();
  return { name, credentials, ...texts(fields, ['bio']) };
}

function testimonialOf(value: unknown): Testimonial {
  const { quote, name, place, date } = fieldsOf(value);
  if (!isText(quote) || !isText(name) || !isText(place) || !isText(date)) invalid();
  return { quote, name, place, date };
}

export function companyInfoOf(value: unknown): CompanySettings {
  const fields = fieldsOf(value);
  const { preparers, testimonials } = fields;
  if (!Array.isArray(preparers) || !Array.isArray(testimonials)) invalid();
  return {
    ...texts(fields, ['legalName', 'address', 'phone', 'hours']),
    preparers: preparers.map(preparerOf),
    testimonials: testimonials.map(testimonialOf),
  };
}
