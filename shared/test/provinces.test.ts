import { describe, expect, it } from 'vitest';
import { copyFor } from '../src/copy';
import { PROVINCES, provinceName, provinceOptions } from '../src/reference/provinces';
import { registerEveryLanguage } from '../src/catalogue/every-language';

registerEveryLanguage();

describe('provinces as the reader sees them', () => {
  it('shows Québec and the other French names in French, keeping the stored English value', () => {
    const french = provinceOptions(copyFor('fr-CA').provinces, 'fr-CA');
    expect(french).toContainEqual({ value: 'Quebec', label: 'Québec' });
    expect(french).toContainEqual({ value: 'British Columbia', label: 'Colombie-Britannique' });
    expect(french.map((option) => option.value).sort()).toEqual([...PROVINCES].sort());
    // Sorted as French sorts: accented initials among their letter.
    const labels = french.map((option) => option.label);
    expect(labels.indexOf('Île-du-Prince-Édouard')).toBeLessThan(labels.indexOf('Manitoba'));
    expect(labels.indexOf('Québec')).toBeLessThan(labels.indexOf('Saskatchewan'));
  });

  it('leaves English as it was, and a value from elsewhere as it is', () => {
    expect(provinceOptions(copyFor('en').provinces, 'en').map((option) => option.label)).toEqual([...PROVINCES]);
    expect(provinceName(copyFor('fr-CA').provinces, 'Quebec')).toBe('Québec');
    expect(provinceName(copyFor('fr-CA').provinces, 'Nevada')).toBe('Nevada');
  });
});
