import { ITIN_DIGITS } from '../constants';

/**
 * Free text as typed (apostrophes, quotes, ampersands, accents kept), without control characters other
 * than line breaks and tabs, trimmed. Output escapes it where it is shown (React, mail, PDF).
 */
export const sanitizeText = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    // Half of a character (a lone surrogate) is no text: it shows as a replacement mark everywhere.
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim();

/**
 * A name as typed, on one line: also without invisible format characters (zero-width spaces, direction
 * overrides that would show it reversed in a mail or on a form), its spaces and line breaks run into one.
 */
export const sanitizeName = (value: string): string =>
  sanitizeText(value)
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Names refuse markup characters (a clear message instead of silently changing what was typed). */
export const hasMarkupCharacters = (value: string): boolean => /[<>]/.test(value);

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
