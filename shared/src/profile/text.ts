import { ITIN_DIGITS } from '../constants';

/** Strips HTML tags and the characters < > & " ' from free text, then trims it. */
export const sanitizeText = (value: string): string =>
  value
    .replace(/<[^>]*>/g, '')
    .replace(/[<>&"']/g, '')
    .trim();

/** Optional +, a first digit 1-9, 2 to 15 digits in all; spaces, dashes and parentheses are ignored. */
export const isValidPhone = (value: string): boolean => /^\+?[1-9]\d{1,14}$/.test(value.replace(/[\s()-]/g, ''));

/** Keeps the digits of an ITIN, at most nine. */
export const itinDigits = (value: string): string => value.replace(/\D/g, '').slice(0, ITIN_DIGITS);

/** Shows ITIN digits as typed, grouped 3-2-4: "123-45-6789". */
export function formatItin(value: string): string {
  const digits = itinDigits(value);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

/** The ITIN as shown anywhere but the owner's edit form: ***-**- and its last four digits. */
export function maskItin(value: string | null | undefined): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits ? `***-**-${digits.slice(-4)}` : null;
}

export const normalizePostalCode = (value: string): string => sanitizeText(value).toUpperCase();
