import { describe, expect, it } from 'vitest';
import { stageSince } from '../src/claim/next-action';
import {
  claimWork,
  queueCounts,
  workQueueQuerySchema,
  type WorkQueueFacts,
  type WorkQueueId,
} from '../src/back-office/work-queues';

// A Thursday; ten business days earlier is Thursday 2027-05-06. 2023's deadline, June 15, 2027, is 26 days away.
const now = new Date('2027-05-20T16:00:00Z');
const recent = '2027-05-18T14:00:00Z';

const paid: WorkQueueFacts = {
  status: 'submitted',
  taxYears: ['2025'],
  hasAll1042s: true,
  num1042sForms: 1,
  paymentCompletedDate: recent,
  createdAt: '2027-05-01T12:00:00Z',
  updatedAt: recent,
};

describe('the work queues a claim is in', () => {
  it.each<[string, WorkQueueFacts, WorkQueueId[]]>([
    ['a draft', { status: 'draft', taxYears: ['2023'], updatedAt: recent }, []],
    ['a claim ready for payment', { status: 'ready_for_payment', taxYears: ['2023'], updatedAt: recent }, []],
    ['a claim just paid', paid, ['paid_not_reviewed']],
    ['a paid claim staff moved to processing', { ...paid, status: 'processing' }, []],
    [
      'a claim paid 11 business days ago, untouched',
      { ...paid, paymentCompletedDate: '2027-05-05T14:00:00Z' },
      ['paid_not_reviewed', 'stalled'],
    ],
    [
      'a claim paid 10 business days ago, in processing',
      { ...paid, status: 'processing', paymentCompletedDate: '2027-05-06T14:00:00Z' },
      [],
    ],
    [
      'a paid claim with missing forms, authorisation not signed',
      { ...paid, status: 'processing', hasAll1042s: false, numMissing1042s: 2 },
      ['awaiting_signature', 'forms_to_request'],
    ],
    [
      'a paid claim with missing forms authorised, two entries to request',
      {
        ...paid,
        status: 'processing',
        hasAll1042s: false,
        numMissing1042s: 2,
        retrievalAuthorisedAt: recent,
        retrievalsToRequest: 2,
      },
      ['forms_to_request'],
    ],
    [
      'a paid claim whose missing forms were all requested, one follow-up due',
      {
        ...paid,
        status: 'processing',
        hasAll1042s: false,
        numMissing1042s: 1,
        retrievalAuthorisedAt: recent,
        retrievalsToRequest: 0,
        retrievalFollowUpsDue: 1,
      },
      ['follow_ups_due'],
    ],
    ['forms sent for signature', { ...paid, status: 'processing', formsSentDate: recent }, ['awaiting_signature']],
    [
      'forms sent 11 business days ago',
      { ...paid, status: 'processing', formsSentDate: '2027-05-05T14:00:00Z' },
      ['awaiting_signature', 'stalled'],
    ],
    [
      'signed forms received long ago, year near its deadline',
      {
        ...paid,
        status: 'processing',
        taxYears: ['2023'],
        formsSentDate: '2027-03-01T14:00:00Z',
        formsReceivedDate: '2027-04-01T14:00:00Z',
      },
      ['stalled', 'deadline_near'],
    ],
    [
      'submitted to the IRS long ago, year near its deadline, missing form never authorised',
      {
        ...paid,
        status: 'processing',
        taxYears: ['2023'],
        hasAll1042s: false,
        numMissing1042s: 1,
        formsSentDate: '2027-03-01T14:00:00Z',
        formsReceivedDate: '2027-03-10T14:00:00Z',
        irsSubmissionDate: '2027-03-20T14:00:00Z',
      },
      [],
    ],
    [
      'a customer’s unread message on a draft',
      { status: 'draft', updatedAt: recent, unreadMessages: 3 },
      ['unread_messages'],
    ],
    [
      'a rejected claim near its deadline',
      { status: 'rejected', taxYears: ['2023'], hasAll1042s: false, numMissing1042s: 1, updatedAt: recent },
      [],
    ],
  ])('%s', (_name, facts, queues) => {
    expect(claimWork(facts, now).queues).toEqual(queues);
  });

  it('reads the stage and the next action from the one status model', () => {
    expect(claimWork({ ...paid, status: 'processing', formsSentDate: recent }, now)).toMatchObject({
      stage: 'forms_sent',
      nextAction: 'none',
    });
    expect(claimWork({ ...paid, status: 'processing', hasAll1042s: false, numMissing1042s: 1 }, now)).toMatchObject({
      stage: 'in_review',
      nextAction: 'sign_authorisation',
    });
    expect(claimWork({ status: 'ready_for_payment', updatedAt: recent }, now)).toMatchObject({
      stage: 'ready_for_payment',
      nextAction: 'pay',
    });
  });
});

describe('days in stage', () => {
  it.each<[string, WorkQueueFacts, string | null, number | null]>([
    ['paid: since the payment', { ...paid, paymentCompletedDate: '2027-05-05T14:00:00Z' }, '2027-05-05T14:00:00Z', 11],
    [
      'forms sent: since that step',
      { ...paid, status: 'processing', formsSentDate: '2027-05-13T14:00:00Z' },
      '2027-05-13T14:00:00Z',
      5,
    ],
    [
      'a step taken back: since it was taken back',
      {
        ...paid,
        paymentCompletedDate: '2027-04-01T14:00:00Z',
        auditTrail: [
          { at: '2027-04-10T14:00:00Z', action: 'application_completed:done' },
          { at: '2027-05-19T14:00:00Z', action: 'application_completed:undone' },
        ],
      },
      '2027-05-19T14:00:00Z',
      1,
    ],
    [
      'reopened: since the status change, not the last edit before it',
      {
        status: 'reopened',
        paymentCompletedDate: '2027-04-01T14:00:00Z',
        updatedAt: '2027-05-01T14:00:00Z',
        auditTrail: [{ at: '2027-05-17T14:00:00Z', action: 'status:processing->reopened' }],
      },
      '2027-05-17T14:00:00Z',
      3,
    ],
    [
      'a draft: since its last change',
      { status: 'draft', updatedAt: '2027-05-19T12:00:00Z' },
      '2027-05-19T12:00:00Z',
      1,
    ],
    ['nothing dated', { status: 'draft' }, null, null],
  ])('%s', (_name, facts, since, days) => {
    expect(stageSince(facts)).toBe(since);
    expect(claimWork(facts, now).daysInStage).toBe(days);
  });
});

describe('queue counts and the filter', () => {
  it('counts each claim in every queue it is in', () => {
    const counts = queueCounts([{ queues: ['stalled', 'paid_not_reviewed'] }, { queues: ['stalled'] }, { queues: [] }]);
    expect(counts).toEqual({
      paid_not_reviewed: 1,
      awaiting_signature: 0,
      forms_to_request: 0,
      follow_ups_due: 0,
      unread_messages: 0,
      stalled: 2,
      deadline_near: 0,
    });
  });

  it.each([
    [{ queue: 'stalled', stage: 'in_review', limit: '0' }, true],
    [{}, true],
    [{ queue: 'late' }, false],
    [{ stage: 'processing' }, false],
    [{ limit: '201' }, false],
    [{ limit: '-1' }, false],
  ])('%j is a valid filter: %s', (query, valid) => {
    expect(workQueueQuerySchema.safeParse(query).success).toBe(valid);
  });
});
