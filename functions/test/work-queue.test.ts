import { randomUUID } from 'node:crypto';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copy, type WorkQueueId } from '@taxback/shared';
import { applications } from '../src/data/entities/application';
import { documentClient } from '../src/data/clients';
import { conversations } from '../src/data/entities/conversation';
import { profiles } from '../src/data/entities/profile';
import { retrievals } from '../src/data/entities/retrieval';
import { useIsolatedTable } from './support/isolated-table';
import { invoke, newCaller } from './support/invoke';

const staff = newCaller({ isAdmin: true, email: 'staff@taxback.local' });
const customer = newCaller();

// A Thursday: ten business days earlier is Thursday 2027-05-06; 2023's deadline, June 15, 2027, is 26 days away.
const NOW = new Date('2027-05-20T16:00:00Z');
const recent = '2027-05-18T14:00:00Z';
const elevenBusinessDaysAgo = '2027-05-05T14:00:00Z';

type Seed = Parameters<ReturnType<typeof applications>['create']>[0];
const claims: Record<string, Seed> = {};

async function claim(name: string, fields: Partial<Seed>, userId: string = randomUUID()) {
  const seed = {
    applicationId: `${name}-${randomUUID()}`,
    userId,
    taxYears: ['2025'],
    hasAll1042s: true,
    num1042sForms: 1,
    ...fields,
  } as Seed;
  await applications().create(seed).go();
  claims[name] = seed;
  return seed;
}

const paid = (at: string, status: Seed['status'] = 'processing') =>
  ({ status, paymentCompletedDate: at, paidCents: 249_00 }) as const;

async function retrieval(of: Seed, status: 'to_request' | 'requested' | 'follow_up_due', followUpOn?: string) {
  await retrievals()
    .create({
      applicationId: of.applicationId,
      entryId: randomUUID(),
      userId: of.userId,
      casinoName: 'Casino',
      status,
      ...(followUpOn ? { followUpOn } : {}),
      sortDay: followUpOn ?? '2027-05-01',
    })
    .go();
}

const ids = (rows: { applicationId: string }[]) => rows.map((row) => row.applicationId).sort();
const named = (...names: string[]) => names.map((name) => claims[name]!.applicationId).sort();

beforeAll(async () => {
  await useIsolatedTable();
  // Both callers join the pool (staff with a TOTP code) on today's clock, before it is moved.
  await invoke('listWorkQueue', { caller: staff, query: { limit: '0' } });
  await invoke('listWorkQueue', { caller: customer, query: {} });
  // Only the clock is fixed: the SDK's timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);

  await claim('draft', { status: 'draft' });
  const fresh = await claim('fresh', paid(recent, 'submitted'));
  await profiles()
    .create({ userId: fresh.userId, email: 'lucie@example.com', firstName: 'Lucie', lastName: 'Tremblay' })
    .go();
  await claim('untouched', paid(elevenBusinessDaysAgo, 'submitted'));
  await claim('unauthorised', { ...paid(recent), hasAll1042s: false, numMissing1042s: 2 });
  const toRequest = await claim('toRequest', {
    ...paid(recent),
    hasAll1042s: false,
    numMissing1042s: 1,
    retrievalAuthorisedAt: recent,
  });
  await retrieval(toRequest, 'to_request');
  const followUp = await claim('followUp', {
    ...paid(recent),
    hasAll1042s: false,
    numMissing1042s: 2,
    retrievalAuthorisedAt: recent,
  });
  await retrieval(followUp, 'requested', '2027-05-10');
  await retrieval(followUp, 'follow_up_due', '2027-05-01');
  // Requested, its follow-up day still to come: no follow-up is due.
  const waiting = await claim('waiting', {
    ...paid(recent),
    hasAll1042s: false,
    numMissing1042s: 1,
    retrievalAuthorisedAt: recent,
  });
  await retrieval(waiting, 'requested', '2027-06-30');
  await claim('formsSent', { ...paid(recent), formsSentDate: recent });
  await claim('nearDeadline', {
    ...paid('2027-03-01T14:00:00Z'),
    taxYears: ['2023'],
    formsSentDate: '2027-03-10T14:00:00Z',
    formsReceivedDate: '2027-04-01T14:00:00Z',
  });
  const writer = randomUUID();
  await claim('unread', { status: 'ready_for_payment' }, writer);
  await conversations().create({ userId: writer, userName: 'Writer', lastMessageAt: recent, unreadCount: 2 }).go();
  const reader = randomUUID();
  await claim('read', { status: 'ready_for_payment' }, reader);
  await conversations().create({ userId: reader, userName: 'Reader', lastMessageAt: recent, unreadCount: 0 }).go();
  await claim('filed', {
    ...paid('2027-01-10T14:00:00Z'),
    taxYears: ['2023'],
    formsSentDate: '2027-01-20T14:00:00Z',
    formsReceivedDate: '2027-02-01T14:00:00Z',
    irsSubmissionDate: '2027-02-10T14:00:00Z',
  });
});
afterAll(() => vi.useRealTimers());

describe('the work queues on the stored claims', () => {
  const members: Record<WorkQueueId, string[]> = {
    paid_not_reviewed: ['fresh', 'untouched'],
    awaiting_signature: ['unauthorised', 'formsSent'],
    forms_to_request: ['unauthorised', 'toRequest'],
    follow_ups_due: ['followUp'],
    unread_messages: ['unread'],
    stalled: ['untouched', 'nearDeadline'],
    deadline_near: ['nearDeadline'],
  };

  it('counts every queue over all claims', async () => {
    const answer = await invoke('listWorkQueue', { caller: staff, query: { limit: '0' } });
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual([]);
    expect(answer.body.total).toBe(Object.keys(claims).length);
    expect(answer.body.counts).toEqual(
      Object.fromEntries(Object.entries(members).map(([queue, names]) => [queue, names.length])),
    );
    expect(answer.body.stageCounts).toMatchObject({
      draft: 1,
      ready_for_payment: 2,
      in_review: 6,
      forms_sent: 1,
      forms_received: 1,
      submitted_to_irs: 1,
    });
  });

  it.each(Object.entries(members))('lists the members of %s', async (queue, names) => {
    const answer = await invoke('listWorkQueue', { caller: staff, query: { queue } });
    expect(ids(answer.body.rows)).toEqual(named(...names));
    expect(answer.body.total).toBe(names.length);
    expect(answer.body.counts[queue]).toBe(names.length);
  });

  it('filters by stage, alone and with a queue, longest in the stage first', async () => {
    const inReview = await invoke('listWorkQueue', { caller: staff, query: { stage: 'in_review' } });
    expect(ids(inReview.body.rows)).toEqual(
      named('fresh', 'untouched', 'unauthorised', 'toRequest', 'followUp', 'waiting'),
    );
    expect(inReview.body.rows[0].applicationId).toBe(claims.untouched!.applicationId);
    const days = inReview.body.rows.map((row: { daysInStage: number }) => row.daysInStage);
    expect([...days].sort((a, b) => b - a)).toEqual(days);

    const both = await invoke('listWorkQueue', { caller: staff, query: { queue: 'stalled', stage: 'in_review' } });
    expect(ids(both.body.rows)).toEqual(named('untouched'));
    const sent = await invoke('listWorkQueue', { caller: staff, query: { stage: 'forms_sent' } });
    expect(ids(sent.body.rows)).toEqual(named('formsSent'));
  });

  it('gives each row its paid amount, stage, days in stage and next action', async () => {
    const { body } = await invoke('listWorkQueue', { caller: staff, query: {} });
    const row = (name: string) =>
      body.rows.find((item: { applicationId: string }) => item.applicationId === claims[name]!.applicationId);
    expect(row('untouched')).toMatchObject({
      paidCents: 249_00,
      paidAt: elevenBusinessDaysAgo,
      stage: 'in_review',
      stageSince: elevenBusinessDaysAgo,
      daysInStage: 11,
      nextAction: 'none',
      queues: ['paid_not_reviewed', 'stalled'],
    });
    expect(row('fresh')).toMatchObject({ customerName: 'Lucie Tremblay', daysInStage: 2, taxYears: ['2025'] });
    expect(row('unauthorised')).toMatchObject({ nextAction: 'sign_authorisation' });
    expect(row('draft')).toMatchObject({
      paidCents: null,
      paidAt: null,
      stage: 'draft',
      nextAction: 'continue_application',
    });
  });

  it('reads the claims with Queries on the indexes, never a Scan', async () => {
    const spy = mockClient(documentClient());
    spy.send.callThrough();
    try {
      await invoke('listWorkQueue', { caller: staff, query: { queue: 'stalled' } });
      expect(spy.commandCalls(ScanCommand)).toHaveLength(0);
      const indexes = spy.commandCalls(QueryCommand).map((call) => call.args[0].input.IndexName);
      expect(indexes.length).toBeGreaterThan(0);
      expect(indexes.every((index) => index === 'GSI1')).toBe(true);
    } finally {
      spy.restore();
    }
  });
});

describe('who may read the work queues, and with what', () => {
  it('refuses a customer', async () => {
    const answer = await invoke('listWorkQueue', { caller: customer, query: {} });
    expect(answer).toMatchObject({ status: 403, body: { message: copy.common.accessDenied } });
  });

  it.each<Record<string, string>>([{ queue: 'late' }, { stage: 'processing' }, { limit: '201' }, { limit: 'many' }])(
    'answers 400 to the filter %j',
    async (query) => {
      const answer = await invoke('listWorkQueue', { caller: staff, query });
      expect(answer.status).toBe(400);
    },
  );
});
