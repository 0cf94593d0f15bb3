import { describe, expect, it } from 'vitest';
import { claimableTaxYears, claimDeadline, isClaimableTaxYear } from '../src/claims/claim-years';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('claimable tax years', () => {
  it.each([
    ['2026-03-01', [2025, 2024, 2023, 2022]],
    ['2026-06-14', [2025, 2024, 2023, 2022]],
    ['2026-06-15', [2025, 2024, 2023]],
    ['2026-11-22', [2025, 2024, 2023]],
    ['2027-01-01', [2026, 2025, 2024, 2023]],
  ])('on %s the window is %o', (date, years) => {
    expect(claimableTaxYears(day(date))).toEqual(years);
  });

  it('a year is claimable until its June 15 three years after the due date', () => {
    expect(claimDeadline(2023).toISOString().slice(0, 10)).toBe('2027-06-15');
    expect(isClaimableTaxYear(2023, day('2027-06-14'))).toBe(true);
    expect(isClaimableTaxYear(2023, day('2027-06-15'))).toBe(false);
  });

  it('never offers the current or a future year', () => {
    expect(isClaimableTaxYear(2026, day('2026-11-22'))).toBe(false);
    expect(isClaimableTaxYear(2027, day('2026-11-22'))).toBe(false);
  });
});
