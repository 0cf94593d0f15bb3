import * as z from '../zod';
import { REPRESENTATIVES } from '../constants';
import { cleanedText } from '../validation/cleaned-text';
import { sanitizeText } from '../validation/typed-text';

/**
 * Form 2848 (Rev. January 2021), Part II "Declaration of Representative": the designations a firm's staff can
 * hold (the others, officer, full-time employee, family member, enrolled actuary, student and enrolled
 * retirement plan agent, do not apply to a preparer representing customers). Line 2 names individuals only.
 */
export const REPRESENTATIVE_DESIGNATIONS = {
  a: 'Attorney',
  b: 'Certified Public Accountant',
  c: 'Enrolled Agent',
  h: 'Unenrolled Return Preparer',
} as const;
export type RepresentativeDesignation = keyof typeof REPRESENTATIVE_DESIGNATIONS;
const DESIGNATION_LETTERS = Object.keys(REPRESENTATIVE_DESIGNATIONS) as [
  RepresentativeDesignation,
  ...RepresentativeDesignation[],
];

const text = (max: number) => cleanedText({ max, clean: sanitizeText });

/** One individual named on line 2 of Form 2848: a staff setting, printed on every customer's worksheet. */
export const representativeSchema = z.object({
  name: cleanedText({ max: 120, clean: sanitizeText }, z.minLength(1)),
  /** The IRS Centralized Authorization File number: "None" until the IRS assigns one. */
  cafNumber: cleanedText({ max: 20, clean: sanitizeText }, z.minLength(1)),
  /** Preparer Tax Identification Number: P followed by 8 digits. */
  ptin: z.string().check(z.trim(), z.regex(/^P\d{8}$/, 'A PTIN is P followed by 8 digits.')),
  designation: z.enum(DESIGNATION_LETTERS),
  /** Part II: the state or authority that licensed them (not for an unenrolled return preparer). */
  jurisdiction: z.optional(text(60)),
  /** Part II: bar, licence, certification, registration or enrollment number. */
  licenceNumber: z.optional(text(40)),
  address: z.optional(text(300)),
  telephone: z.optional(text(30)),
});
export type Representative = z.infer<typeof representativeSchema>;

export const representativesSchema = z.object({
  representatives: z.array(representativeSchema).check(z.maxLength(REPRESENTATIVES.maxStored)),
  /** Where customers mail the signed originals (told in the mail that sends the forms to sign). */
  signedFormsAddress: z.optional(text(300)),
});
export type Representatives = z.infer<typeof representativesSchema>;
