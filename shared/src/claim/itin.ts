import { ITIN_NON_USE_YEARS } from '../constants';

/**
 * IRS, "ITIN expiration FAQs" (irs.gov/individuals/itin-expiration-faqs, read 2026-11-29): "If an ITIN isn't
 * used on a U.S. federal tax return for any 3 consecutive tax years, it expires on December 31 after the
 * third tax year of non-use", and a renewal is a Form W-7 with "Renew an existing ITIN" checked and the
 * old ITIN on lines 6e/6f. An ITIN last used for tax year L is unused for L+1..L+3 and expires on
 * December 31 of L+4 (the year the third unused year's return would have been filed): the IRS's own
 * examples read the same way (used for 2020, not for 2021-2023: expired December 31, 2024).
 */
export function itinExpiredByNonUse(lastFiledTaxYear: number, today: Date): boolean {
  return today.getUTCFullYear() > lastFiledTaxYear + ITIN_NON_USE_YEARS + 1;
}

/** What a claim's Form W-7 is for: a first ITIN, the renewal of an expired one, or none. */
export type W7Application = 'new' | 'renewal' | null;

export interface ItinFacts {
  hasItin?: boolean | null;
  itinIsActive?: string | null;
}

/** A W-7 is needed without an ITIN (a new one) or with one that is no longer active (a renewal). */
export function w7Application(facts: ItinFacts): W7Application {
  if (facts.hasItin === false) return 'new';
  if (facts.hasItin === true && facts.itinIsActive === 'no') return 'renewal';
  return null;
}
