export const PROVINCES = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
] as const;
export type Province = (typeof PROVINCES)[number];

/**
 * The list as the reader sees it: each stored value (the English name, which stays what is saved) with
 * its name in the reader's language ("Québec" in French), sorted in that language.
 */
export function provinceOptions(
  names: Readonly<Record<Province, string>>,
  locale: string,
): { value: Province; label: string }[] {
  return PROVINCES.map((value) => ({ value, label: names[value] })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

/** A stored province in the reader's language; a value from elsewhere (a US state) as it is. */
export const provinceName = (names: Readonly<Record<Province, string>>, value: string): string =>
  (names as Readonly<Record<string, string>>)[value] ?? value;
