import { describe, expect, it } from 'vitest';
import {
  applyRetrievalEvent,
  followUpDate,
  isFollowUpDue,
  needsRetrievalAuthorisation,
  RETRIEVAL,
  RETRIEVAL_STATUSES,
  signatureMatches,
  type RetrievalEvent,
  type RetrievalState,
  type RetrievalStatus,
} from '../src';

const AT = '2026-11-23T10:00:00.000Z';
const events: Record<RetrievalEvent['type'], RetrievalEvent> = {
  sent: { type: 'sent', at: AT, answerDays: 21, channel: 'email', letterId: 'letter-1' },
  follow_up_fell_due: { type: 'follow_up_fell_due', at: AT },
  received: { type: 'received', at: AT, documentId: 'doc-1' },
  not_available: { type: 'not_available', at: AT, note: 'No record of the win' },
  reopened: { type: 'reopened', at: AT },
};

const state = (status: RetrievalStatus, followUpOn?: string): RetrievalState => ({
  status,
  ...(followUpOn ? { followUpOn } : {}),
  history: [],
});

describe('retrieval status transitions', () => {
  // Every status × every event: the status it leads to, or null when refused.
  const table: [RetrievalStatus, RetrievalEvent['type'], RetrievalStatus | null][] = [
    ['to_request', 'sent', 'requested'],
    ['to_request', 'follow_up_fell_due', null],
    ['to_request', 'received', null],
    ['to_request', 'not_available', 'not_available'],
    ['to_request', 'reopened', null],
    ['requested', 'sent', 'requested'],
    ['requested', 'follow_up_fell_due', 'follow_up_due'],
    ['requested', 'received', 'received'],
    ['requested', 'not_available', 'not_available'],
    ['requested', 'reopened', null],
    ['follow_up_due', 'sent', 'requested'],
    ['follow_up_due', 'follow_up_fell_due', null],
    ['follow_up_due', 'received', 'received'],
    ['follow_up_due', 'not_available', 'not_available'],
    ['follow_up_due', 'reopened', null],
    ['received', 'sent', null],
    ['received', 'follow_up_fell_due', null],
    ['received', 'received', null],
    ['received', 'not_available', null],
    ['received', 'reopened', null],
    ['not_available', 'sent', null],
    ['not_available', 'follow_up_fell_due', null],
    ['not_available', 'received', null],
    ['not_available', 'not_available', null],
    ['not_available', 'reopened', 'to_request'],
  ];

  it('covers every status and event', () => {
    expect(table).toHaveLength(RETRIEVAL_STATUSES.length * Object.keys(events).length);
  });

  it.each(table)('%s + %s → %s', (from, event, to) => {
    // A follow-up falls due only on or after its date; the date here is in the past.
    const result = applyRetrievalEvent(state(from, '2026-11-01'), events[event], 'staff@taxback.example');
    if (to === null) {
      expect(result.ok).toBe(false);
      return;
    }
    expect(result).toMatchObject({ ok: true, state: { status: to } });
    if (result.ok) {
      expect(result.state.history).toEqual([
        expect.objectContaining({ at: AT, event, from, to, by: 'staff@taxback.example' }),
      ]);
    }
  });

  it('sets the follow-up date, channel and letter when a letter is sent', () => {
    const result = applyRetrievalEvent(state('to_request'), events.sent, 'staff');
    expect(result).toEqual({
      ok: true,
      state: expect.objectContaining({
        status: 'requested',
        requestedAt: AT,
        channel: 'email',
        letterId: 'letter-1',
        followUpOn: '2026-12-14',
      }),
    });
  });

  it('clears the follow-up date once the copy is received and keeps the document', () => {
    const result = applyRetrievalEvent(state('follow_up_due', '2026-11-01'), events.received, 'staff');
    expect(result.ok && result.state.followUpOn).toBeUndefined();
    expect(result.ok && result.state.documentId).toBe('doc-1');
  });

  it('does not let a follow-up fall due before its date', () => {
    expect(applyRetrievalEvent(state('requested', '2026-11-24'), events.follow_up_fell_due, 'timer')).toEqual({
      ok: false,
      reason: 'not_due',
    });
  });

  it('keeps the note of a form the casino cannot provide', () => {
    const result = applyRetrievalEvent(state('requested', '2026-12-01'), events.not_available, 'staff');
    expect(result.ok && result.state.history[0]?.note).toBe('No record of the win');
  });

  it('keeps only the latest history lines', () => {
    let current: RetrievalState = state('to_request');
    for (let round = 0; round < RETRIEVAL.historyLimit; round += 1) {
      const result = applyRetrievalEvent(current, events.sent, `staff-${round}`);
      if (!result.ok) throw new Error('refused');
      current = result.state;
    }
    expect(current.history).toHaveLength(RETRIEVAL.historyLimit);
    expect(current.history.at(-1)?.by).toBe(`staff-${RETRIEVAL.historyLimit - 1}`);
  });
});

describe('follow-up dates', () => {
  it.each([
    ['2026-11-23T10:00:00.000Z', 21, '2026-12-14'],
    ['2026-11-23T23:59:59.000Z', 1, '2026-11-24'],
    ['2026-12-20T08:00:00.000Z', 30, '2027-01-19'],
    ['2028-02-27T08:00:00.000Z', 2, '2028-02-29'],
    ['2026-11-23T10:00:00.000Z', null, '2026-12-23'],
    ['2026-11-23T10:00:00.000Z', 0, '2026-12-23'],
    ['2026-11-23T10:00:00.000Z', 2.5, '2026-12-23'],
    ['2026-01-01T00:00:00.000Z', 1000, '2027-01-01'],
  ] as const)('sent %s, answer in %s days → %s', (sentAt, days, expected) => {
    expect(followUpDate(sentAt, days)).toBe(expected);
  });

  it.each([
    ['requested', '2026-11-23', '2026-11-22T23:59:59.000Z', false],
    ['requested', '2026-11-23', '2026-11-23T00:00:00.000Z', true],
    ['requested', '2026-11-23', '2026-12-01T00:00:00.000Z', true],
    ['follow_up_due', '2026-11-23', '2026-12-01T00:00:00.000Z', false],
    ['received', '2026-11-23', '2026-12-01T00:00:00.000Z', false],
    ['requested', undefined, '2026-12-01T00:00:00.000Z', false],
  ] as const)('%s with follow-up %s is due at %s: %s', (status, followUpOn, now, due) => {
    expect(isFollowUpDue({ status, followUpOn }, now)).toBe(due);
  });
});

describe('authorisation', () => {
  it.each([
    ['Hélène Roy', 'Hélène Roy', true],
    ['  hélène   ROY ', 'Hélène Roy', true],
    ['Helene Roy', 'Hélène Roy', false],
    ['Hélène', 'Hélène Roy', false],
    ['', '', false],
  ])('signature %j against profile %j: %s', (typed, profile, matches) => {
    expect(signatureMatches(typed, profile)).toBe(matches);
  });

  it.each([
    [false, 2, false, true],
    [false, 2, true, false],
    [true, 0, false, false],
    [false, 0, false, false],
    [null, 0, false, false],
  ])('hasAll1042s %s, %s missing, authorised %s → blocked %s', (hasAll1042s, numMissing1042s, authorised, blocked) => {
    expect(needsRetrievalAuthorisation({ hasAll1042s, numMissing1042s, retrievalAuthorised: authorised })).toBe(
      blocked,
    );
  });
});
