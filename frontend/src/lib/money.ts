import { MAX_AMOUNT_CENTS } from '@taxback/shared/constants';

/**
 * Whole dollars and cents as typed ("1,250.50", "$600"), in cents; undefined when blank, not an amount, or
 * beyond any amount a form holds.
 */
export function dollarsToCents(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return undefined;
  const cents = Math.round(Number(cleaned) * 100);
  return cents <= MAX_AMOUNT_CENTS ? cents : undefined;
}

export const centsToDollars = (cents: number | undefined): string =>
  cents === undefined ? '' : (cents / 100).toFixed(2).replace(/\.00$/, '');
