import { describe, expect, it } from 'vitest';
import { businessDaysBetween, businessDaysSince } from '../src/claim/business-days';

describe('business days between two calendar days', () => {
  // 2026-11-27 is a Friday.
  it.each([
    ['2026-11-27', '2026-11-27', 0],
    ['2026-11-27', '2026-11-28', 0],
    ['2026-11-27', '2026-11-29', 0],
    ['2026-11-27', '2026-11-30', 1],
    ['2026-11-28', '2026-11-30', 1],
    ['2026-11-29', '2026-11-30', 1],
    ['2026-11-30', '2026-12-04', 4],
    ['2026-11-30', '2026-12-07', 5],
    ['2026-11-27', '2026-12-11', 10],
    ['2026-11-27', '2026-12-14', 11],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-11-30', '2026-11-27', 0],
    ['1969-12-26', '1970-01-02', 5],
    ['2026-01-01', '2027-01-01', 261],
    ['not a day', '2026-11-30', 0],
  ])('%s to %s: %i', (from, to, days) => {
    expect(businessDaysBetween(from, to)).toBe(days);
  });

  it('counts each instant on its Eastern calendar day', () => {
    // 03:00 UTC on Saturday is still Friday evening in Toronto and New York.
    expect(businessDaysSince('2026-11-28T03:00:00Z', new Date('2026-11-30T15:00:00Z'))).toBe(1);
    expect(businessDaysSince('2026-11-27T15:00:00Z', new Date('2026-11-30T04:59:00Z'))).toBe(0);
  });
});
