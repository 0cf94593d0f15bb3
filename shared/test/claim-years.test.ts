import { describe, expect, it } from 'vitest';
import {
  claimableTaxYears,
  claimDeadline,
  claimDeadlineDay,
  daysUntil,
  easternDay,
  endOfEasternDay,
  isClaimableTaxYear,
  isPayableTaxYear,
  lastPaymentDay,
  unclaimableTaxYears,
  unpayableTaxYears,
} from '../src/claim/claim-years';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const at = (iso: string) => new Date(iso);

describe('claimable tax years', () => {
  it.each([
    ['2026-03-01', [2025, 2024, 2023, 2022]],
    ['2026-06-14', [2025, 2024, 2023, 2022]],
    ['2026-06-15', [2025, 2024, 2023, 2022]],
    ['2026-06-16', [2025, 2024, 2023]],
    ['2026-11-22', [2025, 2024, 2023]],
    ['2027-01-01', [2026, 2025, 2024, 2023]],
  ])('on %s (noon UTC) the window is %o', (date, years) => {
    expect(claimableTaxYears(day(date))).toEqual(years);
  });

  it('a year is claimable until the end of its June 15, Eastern time, three years after the due date', () => {
    expect(claimDeadlineDay(2023)).toBe('2027-06-15');
    // June is daylight time: 23:59:59.999 EDT is 03:59:59.999 UTC on June 16.
    expect(claimDeadline(2023).toISOString()).toBe('2027-06-16T03:59:59.999Z');
    expect(isClaimableTaxYear(2023, day('2027-06-14'))).toBe(true);
    expect(isClaimableTaxYear(2023, day('2027-06-16'))).toBe(false);
  });

  it.each([
    // 00:00 UTC on June 15 is still the evening of June 14 in New York: the old cut-off, now open.
    ['2027-06-15T00:00:00Z', true],
    ['2027-06-15T23:59:00-04:00', true],
    ['2027-06-15T23:59:59.999-04:00', true],
    ['2027-06-16T00:00:00-04:00', false],
    ['2027-06-16T04:00:00Z', false],
  ])('2023 at %s is claimable: %s', (instant, open) => {
    expect(isClaimableTaxYear(2023, at(instant))).toBe(open);
    expect(unclaimableTaxYears(['2024', '2023'], at(instant))).toEqual(open ? [] : [2023]);
  });

  it('never offers the current or a future year; the year turns at midnight Eastern', () => {
    expect(isClaimableTaxYear(2026, day('2026-11-22'))).toBe(false);
    expect(isClaimableTaxYear(2027, day('2026-11-22'))).toBe(false);
    // 02:00 UTC on January 1 is still December 31 in New York: 2026 is not over there.
    expect(claimableTaxYears(at('2027-01-01T02:00:00Z'))[0]).toBe(2025);
    expect(claimableTaxYears(at('2027-01-01T05:00:00Z'))[0]).toBe(2026);
  });
});

describe('Eastern calendar days', () => {
  it.each([
    ['2027-06-15', '2027-06-16T03:59:59.999Z'],
    // Standard time (EST, UTC-5) in winter.
    ['2027-01-10', '2027-01-11T04:59:59.999Z'],
    // The days of the clock changes: the day's end is in the offset after the change.
    ['2027-03-14', '2027-03-15T03:59:59.999Z'],
    ['2027-11-07', '2027-11-08T04:59:59.999Z'],
  ])('%s ends at %s', (date, end) => {
    expect(endOfEasternDay(date).toISOString()).toBe(end);
    expect(easternDay(endOfEasternDay(date))).toBe(date);
    expect(easternDay(new Date(endOfEasternDay(date).getTime() + 1))).not.toBe(date);
  });

  it.each([
    ['2027-04-16T12:00:00Z', 60],
    ['2027-06-15T03:00:00Z', 1],
    ['2027-06-15T12:00:00Z', 0],
    ['2027-06-16T03:59:00Z', 0],
    ['2027-06-16T04:00:00Z', -1],
  ])('on %s, June 15 2027 is %i days away', (instant, days) => {
    expect(daysUntil('2027-06-15', at(instant))).toBe(days);
  });
});

describe('the last day to pay for a year', () => {
  it('is 30 days before its claim deadline', () => {
    expect(lastPaymentDay(2023)).toBe('2027-05-16');
    expect(lastPaymentDay(2025)).toBe('2029-05-16');
  });

  it.each([
    ['2027-05-16T12:00:00Z', true],
    ['2027-05-16T23:59:59.999-04:00', true],
    ['2027-05-17T00:00:00-04:00', false],
    ['2027-06-01T12:00:00Z', false],
    ['2027-06-20T12:00:00Z', false],
  ])('2023 at %s takes a first payment: %s', (instant, open) => {
    expect(isPayableTaxYear(2023, at(instant))).toBe(open);
    expect(unpayableTaxYears(['2024', '2023'], at(instant))).toEqual(open ? [] : [2023]);
  });

  it('a year past its payment day is still claimable until its deadline', () => {
    expect(isClaimableTaxYear(2023, at('2027-05-20T12:00:00Z'))).toBe(true);
    expect(isPayableTaxYear(2023, at('2027-05-20T12:00:00Z'))).toBe(false);
    expect(isPayableTaxYear(2026, at('2027-05-20T12:00:00Z'))).toBe(true);
  });
});
