/** Whole dollars and cents as typed ("1,250.50", "$600"), in cents; undefined when blank or not an amount. */
export function dollarsToCents(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

export const centsToDollars = (cents: number | undefined): string =>
  cents === undefined ? '' : (cents / 100).toFixed(2).replace(/\.00$/, '');
