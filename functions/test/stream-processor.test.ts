import { randomUUID } from 'node:crypto';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimDeadlineDay, SEASON_TOTALS_KEY, staffCopy } from '@taxback/shared';
import { listNotifications } from '../src/data/stores/notification';
import { notifications } from '../src/data/entities/notification';
import { profiles } from '../src/data/entities/profile';
import { seasonItems } from '../src/data/stores/season';
import { readStats } from '../src/data/stores/stats';
import { handler } from '../src/streams/handler';
import { useIsolatedTable } from './support/isolated-table';
import { streamRecord } from './support/stream-records';

beforeAll(useIsolatedTable);

const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as Context;
const deliver = (...records: DynamoDBRecord[]) => handler({ Records: records }, context);

const userNotifications = async (userId: string) =>
  (await notifications().query.byUser({ userId }).go()).data.map(({ eventType, userName, detail, isRead }) => ({
    eventType,
    userName,
    detail,
    isRead,
  }));

const newUser = () => ({ userId: randomUUID(), email: 'ana@example.com', version: 1 });
const completeProfile = (user: ReturnType<typeof newUser>) => ({
  ...user,
  firstName: 'Ana',
  lastName: 'Roy',
  city: 'Laval',
});
const application = (userId: string) => ({ userId, applicationId: randomUUID(), status: 'draft', version: 1 });

describe('the stream processor', () => {
  it('counts a new user without notifying staff: a completed profile asks nothing of them', async () => {
    const user = newUser();
    const before = await readStats();
    const response = await deliver(streamRecord('INSERT', 'profile', { after: completeProfile(user) }));
    expect(response.batchItemFailures).toEqual([]);
    expect(await userNotifications(user.userId)).toEqual([]);
    expect((await readStats()).totalUsers).toBe(before.totalUsers + 1);
  });

  it('names the customer from the stored profile when the record is not the profile', async () => {
    const user = newUser();
    await profiles()
      .create({ ...completeProfile(user), firstName: 'Marie', lastName: 'Tremblay' })
      .go();
    const app = application(user.userId);
    const before = await readStats();
    await deliver(
      streamRecord('INSERT', 'application', { after: app }),
      streamRecord('MODIFY', 'application', {
        before: app,
        after: { ...app, hasItin: false, taxYears: ['2024', '2023'] },
      }),
      streamRecord('INSERT', 'document', { after: { userId: user.userId, category: 'Form', fileName: '1042s.pdf' } }),
    );
    // The answers ask nothing of staff; the upload does.
    expect(await userNotifications(user.userId)).toEqual([
      { eventType: 'document_uploaded', userName: 'Marie Tremblay', detail: '1042s.pdf', isRead: false },
    ]);
    const after = await readStats();
    // Opened untouched, then answered: counted once among the claims, no longer among the untouched.
    expect(after.totalApplications).toBe(before.totalApplications + 1);
    expect(after.untouchedDrafts).toBe(before.untouchedDrafts);
    expect(after.uploadedFiles).toBe(before.uploadedFiles + 1);
  });

  it('keeps one notification per user and event type: the newest, unread again', async () => {
    const user = newUser();
    const upload = (fileName: string) =>
      streamRecord('INSERT', 'document', { after: { userId: user.userId, category: 'Form', fileName } });
    await deliver(upload('first.pdf'));
    const [first] = (await notifications().query.byUser({ userId: user.userId }).go()).data;
    await notifications()
      .put({ ...first!, isRead: true })
      .go();

    await deliver(upload('second.pdf'));
    expect(await userNotifications(user.userId)).toEqual([
      {
        eventType: 'document_uploaded',
        userName: staffCopy.adminNotifications.unknownUser,
        detail: 'second.pdf',
        isRead: false,
      },
    ]);
  });

  it('counts a customer message, reports it with its claim, and counts unread ones on the conversation', async () => {
    const user = newUser();
    const applicationId = randomUUID();
    const before = await readStats();
    await deliver(
      streamRecord('INSERT', 'message', {
        after: { userId: user.userId, applicationId, senderType: 'user', title: 'Question', isRead: false },
      }),
      streamRecord('INSERT', 'conversation', { after: { userId: user.userId, unreadCount: 1 } }),
    );
    const after = await readStats();
    expect([after.messages - before.messages, after.unreadMessages - before.unreadMessages]).toEqual([1, 1]);
    const [notification] = (await notifications().query.byUser({ userId: user.userId }).go()).data;
    expect(notification).toMatchObject({ eventType: 'message_from_user', detail: 'Question', applicationId });

    await deliver(
      streamRecord('MODIFY', 'conversation', {
        before: { userId: user.userId, unreadCount: 1 },
        after: { userId: user.userId, unreadCount: 0, readUpTo: new Date().toISOString() },
      }),
    );
    expect((await readStats()).unreadMessages).toBe(before.unreadMessages);
  });

  it('applies a record delivered twice only once', async () => {
    const user = newUser();
    const record = streamRecord('INSERT', 'application', { after: application(user.userId) });
    const before = await readStats();
    await deliver(record);
    const once = await readStats();
    await deliver(record);
    expect(once.untouchedDrafts).toBe(before.untouchedDrafts + 1);
    expect(await readStats()).toEqual(once);
  });

  it('moves the season’s aggregates once per record, a replayed payment or claim change counting once', async () => {
    const user = newUser();
    const readTotals = async () => (await seasonItems()).get(SEASON_TOTALS_KEY) ?? {};
    const draft = { ...application(user.userId), taxYears: ['2024'], status: 'ready_for_payment' };
    const paidClaim = { ...draft, status: 'submitted', paymentCompletedDate: '2026-03-11T09:00:00.000Z' };
    const payment = { userId: user.userId, applicationId: draft.applicationId, amountCents: 24_900, kind: 'fee' };
    const paying = streamRecord('MODIFY', 'application', { before: draft, after: paidClaim });
    const paid = streamRecord('MODIFY', 'payment', {
      before: { ...payment, status: 'pending' },
      after: { ...payment, status: 'paid', paidAt: '2026-03-11T09:00:00.000Z' },
    });
    await deliver(streamRecord('INSERT', 'application', { after: draft }));
    const before = await readTotals();
    await deliver(paying, paid);
    const once = await readTotals();
    await deliver(paying, paid);
    expect(await readTotals()).toEqual(once);
    const moved = (name: string) => Number(once[name] ?? 0) - Number(before[name] ?? 0);
    expect([moved('stage_ready_for_payment'), moved('stage_in_review'), moved('paidCents')]).toEqual([-1, 1, 24_900]);
    const week = (await seasonItems()).get('WEEK#2026-03-09') ?? {};
    expect(week).toMatchObject({ paidCents: expect.any(Number), stage_in_review: expect.any(Number) });
    expect(
      [...(await seasonItems()).keys()].filter(
        (key) => key.startsWith('DEADLINE#') && key.includes(draft.applicationId),
      ),
    ).toEqual([`DEADLINE#${claimDeadlineDay(2024)}#${draft.applicationId}#2024`]);
  });

  it('forgets a removed user: counters down, their notifications deleted', async () => {
    const user = completeProfile(newUser());
    await deliver(
      streamRecord('INSERT', 'profile', { after: user }),
      streamRecord('INSERT', 'document', { after: { userId: user.userId, category: 'Form', fileName: 'a.pdf' } }),
    );
    expect(await userNotifications(user.userId)).toHaveLength(1);
    const before = await readStats();
    await deliver(streamRecord('REMOVE', 'profile', { before: user }));
    expect((await readStats()).totalUsers).toBe(before.totalUsers - 1);
    expect(await userNotifications(user.userId)).toEqual([]);
  });

  it('ignores its own writes and items of no interest', async () => {
    const user = newUser();
    const before = await readStats();
    const activeBefore = await listNotifications('active');
    const response = await deliver(
      streamRecord('INSERT', 'notification', { after: { userId: user.userId, eventType: 'profile_completed' } }),
      streamRecord('MODIFY', 'stats', { before: { totalUsers: 1 }, after: { totalUsers: 2 } }),
      streamRecord('INSERT', 'streamEvent', { after: { eventId: 'x' } }),
      streamRecord('INSERT', 'wsConnection', { after: { userId: user.userId, connectionId: 'c' } }),
      streamRecord('INSERT', 'discountCode', { after: { code: 'SAVE10' } }),
    );
    expect(response.batchItemFailures).toEqual([]);
    expect(await readStats()).toEqual(before);
    expect(await listNotifications('active')).toEqual(activeBefore);
  });

  it('reports a poison record alone and processes the rest of the batch', async () => {
    const first = newUser();
    const last = newUser();
    const poison = streamRecord('INSERT', 'application', { after: { applicationId: 'no-user', status: 'draft' } });
    const upload = (user: { userId: string }) =>
      streamRecord('INSERT', 'document', { after: { userId: user.userId, category: 'Form', fileName: 'a.pdf' } });
    const response = await deliver(upload(first), poison, upload(last));
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: poison.dynamodb!.SequenceNumber }]);
    expect(await userNotifications(first.userId)).toHaveLength(1);
    expect(await userNotifications(last.userId)).toHaveLength(1);
  });
});
