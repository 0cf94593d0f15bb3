import * as z from '../zod';
import { COMPANY } from '../constants';
import { companyRuleCopy as rules } from '../catalogue/back-office/staff-rules';
import { say } from '../i18n/say';
import { isValidPhone, sanitizeName, sanitizeText } from '../validation/typed-text';
import { dateHasBegun } from '../retrieval/schemas';
import { cleanedText } from '../validation/cleaned-text';

const required = z.minLength(
  1,
  say(() => rules.required),
);
/** One line of text (a name, a credential): its spaces and line breaks run into one. */
const line = (max: number) => cleanedText({ max, clean: sanitizeName }, required);
/** A text that may keep its line breaks (an address, opening hours, a quote). */
const lines = (max: number) => cleanedText({ max, clean: sanitizeText }, required);
/** An optional text: left out, or empty once cleaned, it is not set (and shown nowhere). */
const optionalLine = (max: number) => z.optional(cleanedText({ max, clean: sanitizeName }));
const optionalLines = (max: number) => z.optional(cleanedText({ max, clean: sanitizeText }));

/** One of the people who prepare the returns, as customers see them: "Jane Roe", "EA", a line about them. */
export const preparerSchema = z.object({
  name: line(120),
  /** As staff write it: "EA", "CPA (Illinois)", "IRS Certifying Acceptance Agent". */
  credentials: line(120),
  bio: optionalLine(280),
});
export type Preparer = z.infer<typeof preparerSchema>;

/** What a customer said, with who (a name or initials), where from and when: a testimonial without them is not shown. */
export const testimonialSchema = z.object({
  quote: lines(600),
  name: line(60),
  place: line(80),
  /** The day it was given, `YYYY-MM-DD`, never after today. */
  date: z.iso.date().check(
    z.refine(
      (date) => dateHasBegun(date, new Date()),
      say(() => rules.dateInFuture),
    ),
  ),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/**
 * The company's public details, kept by staff (one settings item): each text is shown only once it is set,
 * nothing stands in for it. Both lists are required in a save, so an empty body changes nothing.
 */
export const companySettingsSchema = z.object({
  legalName: optionalLine(120),
  address: optionalLines(300),
  phone: z.optional(
    cleanedText(
      { max: 30, clean: sanitizeName },
      z.refine(
        (phone) => phone === '' || isValidPhone(phone),
        say(() => rules.phoneInvalid),
      ),
    ),
  ),
  /** As staff write them: "Monday to Friday, 9 am to 5 pm (Eastern time)". */
  hours: optionalLines(200),
  preparers: z.array(preparerSchema).check(z.maxLength(COMPANY.maxPreparers)),
  testimonials: z.array(testimonialSchema).check(z.maxLength(COMPANY.maxTestimonials)),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
