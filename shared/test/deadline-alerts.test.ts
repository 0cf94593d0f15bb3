import { describe, expect, it } from 'vitest';
import { deadlineAlertDetail, yearsNearDeadline, type DeadlineAlertFacts } from '../src/claim/deadline-alerts';

const paid: DeadlineAlertFacts = {
  status: 'processing',
  taxYears: ['2024', '2023'],
  paymentCompletedDate: '2027-01-10T12:00:00Z',
};

describe('staff alerts of claims near their deadline', () => {
  // 2023's deadline is June 15, 2027, Eastern time; 45 days before it is May 1.
  it.each([
    ['2027-04-30T12:00:00Z', []],
    ['2027-05-01T03:59:00Z', []],
    ['2027-05-01T04:00:00Z', [2023]],
    ['2027-06-15T23:59:00-04:00', [2023]],
    ['2027-06-16T00:00:00-04:00', []],
  ])('a paid claim, return not submitted, at %s: %j', (instant, years) => {
    expect(yearsNearDeadline(paid, new Date(instant))).toEqual(years);
  });

  it.each([
    ['unpaid', { ...paid, status: 'ready_for_payment', paymentCompletedDate: null }],
    ['submitted to the IRS', { ...paid, irsSubmissionDate: '2027-05-02T12:00:00Z' }],
    ['rejected', { ...paid, status: 'rejected' }],
  ] as const)('none for a claim %s', (_name, claim) => {
    expect(yearsNearDeadline(claim, new Date('2027-05-20T12:00:00Z'))).toEqual([]);
  });

  it('names the year and its deadline day', () => {
    expect(deadlineAlertDetail(2023)).toBe('2023 · 2027-06-15');
  });
});
