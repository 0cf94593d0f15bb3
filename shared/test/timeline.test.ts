import { describe, expect, it } from 'vitest';
import { refundTimeline, timelineSummary, type TimelineFacts } from '../src/application/timeline';

const draft: TimelineFacts = { status: 'draft', paid: false };
const completedIds = (facts: TimelineFacts) =>
  refundTimeline(facts)
    .filter((s) => s.completed)
    .map((s) => s.id);

describe('refund timeline', () => {
  it('lists the six steps in order, all pending for an untouched draft', () => {
    const steps = refundTimeline(draft);
    expect(steps.map((s) => s.id)).toEqual([
      'application_started',
      'application_completed',
      'under_review',
      'submitted_to_irs',
      'approved_by_irs',
      'refund_issued',
    ]);
    expect(completedIds(draft)).toEqual([]);
  });

  it.each<[string, Partial<TimelineFacts>]>([
    ['tax years are chosen', { taxYears: ['2024'] }],
    ['has_itin is answered, even no', { hasItin: false }],
    ['has_all_1042s is answered', { hasAll1042s: true }],
  ])('is started once %s', (_, change) => {
    expect(completedIds({ ...draft, ...change })).toEqual(['application_started']);
  });

  it('completes each later step from its own fact', () => {
    const facts: TimelineFacts = {
      ...draft,
      taxYears: ['2024'],
      paid: true,
      formsSentDate: '2026-01-02',
      irsSubmissionDate: '2026-01-10',
    };
    expect(completedIds(facts)).toEqual([
      'application_started',
      'application_completed',
      'under_review',
      'submitted_to_irs',
    ]);
    expect(refundTimeline(facts)[3]?.date).toBe('2026-01-10');
  });

  it('does not call the application completed until the payment is paid', () => {
    expect(completedIds({ ...draft, status: 'submitted', taxYears: ['2024'] })).not.toContain('application_completed');
  });
});

describe('timeline summary', () => {
  it.each<[Partial<TimelineFacts>, string]>([
    [{}, 'not_started'],
    [{ taxYears: ['2024'] }, 'in_progress'],
    [{ status: 'submitted' }, 'in_progress'],
    [{ refundIssuedDate: '2026-05-01' }, 'completed'],
  ])('%o reads %s', (change, summary) => {
    expect(timelineSummary({ ...draft, ...change })).toBe(summary);
  });
});
