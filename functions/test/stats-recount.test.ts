import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATS_RECOUNT } from '@taxback/shared';
import { documentClient } from '../src/data/clients';
import { readStats } from '../src/data/stores/stats';
import { recountStats } from '../src/data/stores/stats-recount';
import { stats } from '../src/data/entities/stats';
import { statsRecounts } from '../src/data/entities/stats-recount';
import { handler as jobs } from '../src/jobs/handler';
import { useIsolatedTable } from './support/isolated-table';
import { invoke, newCaller } from './support/invoke';
import { streamRecord } from './support/stream-records';

let tableName: string;
beforeAll(async () => {
  tableName = await useIsolatedTable();
});
afterEach(() => vi.useRealTimers());

const staff = newCaller({ isAdmin: true, email: 'staff@taxback.local' });
const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as Context;

/** Items as the table holds them: ElectroDB's entity attribute and the fields the counters read. */
const stored = (entity: string, fields: Record<string, unknown> = {}) => ({
  PK: `TEST#${randomUUID()}`,
  SK: entity,
  __edb_e__: entity,
  ...fields,
});

async function writeItems(items: Record<string, unknown>[]) {
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName]: batch } }));
  }
}

describe('recounting the dashboard figures', () => {
  it('counts every item with the stream processor’s rules, across scan pages, and stores the totals', async () => {
    // 40 KB of padding each: thirty answered claims need more than one 1 MB scan page.
    const padding = 'x'.repeat(40_000);
    await writeItems([
      stored('profile'),
      stored('profile'),
      stored('application', { status: 'draft' }),
      stored('application', { status: 'draft', hasItin: false }),
      stored('application', { status: 'completed', taxYears: ['2023'] }),
      ...Array.from({ length: 30 }, () => stored('application', { status: 'submitted', taxYears: ['2024'], padding })),
      stored('document', { category: 'ID' }),
      stored('document', { category: 'Generated' }),
      stored('message', { senderType: 'user', isRead: false }),
      stored('message', { senderType: 'user', isRead: true }),
      stored('message', { senderType: 'admin', isRead: true }),
      stored('conversation', { unreadCount: 1 }),
      stored('conversation', { unreadCount: 0 }),
      stored('notification', { isRead: false }),
    ]);
    await stats().put({ totalApplications: 999, untouchedDrafts: -4, totalUsers: 0 }).go();

    const expected = {
      totalUsers: 2,
      untouchedDrafts: 1,
      totalApplications: 32,
      completedApplications: 1,
      uploadedFiles: 1,
      messages: 3,
      unreadMessages: 1,
    };
    // The items really span more than one scan page, so the count above must follow the pages.
    const firstPage = await documentClient().send(new ScanCommand({ TableName: tableName }));
    expect(firstPage.LastEvaluatedKey).toBeDefined();
    expect(await recountStats()).toEqual(expected);
    expect(await readStats()).toEqual(expected);
  });

  it('is started by staff once at a time, done by the jobs function, and shown as done', async () => {
    const started = await invoke('recountDashboardStats', { caller: staff });
    expect(started).toMatchObject({ status: 202, body: { status: 'counting', finishedAt: null } });
    const again = await invoke('recountDashboardStats', { caller: staff });
    expect(again.body.recountId).toBe(started.body.recountId);

    const item = (await statsRecounts().get({ recountId: started.body.recountId }).go()).data!;
    expect(item.requestedBy).toBe('staff@taxback.local');
    const response = await jobs({ Records: [streamRecord('INSERT', 'statsRecount', { after: item })] }, context);
    expect(response.batchItemFailures).toEqual([]);

    const shown = await invoke('getStatsRecount', { caller: staff });
    expect(shown).toMatchObject({
      status: 200,
      body: { recount: { recountId: started.body.recountId, status: 'done', finishedAt: expect.any(String) } },
    });
    const next = await invoke('recountDashboardStats', { caller: staff });
    expect(next.body.recountId).not.toBe(started.body.recountId);
  });

  it('starts a new recount when the one still marked counting has outlived the jobs function', async () => {
    const started = await invoke('recountDashboardStats', { caller: staff });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (STATS_RECOUNT.staleMinutes + 1) * 60_000 });
    const after = await invoke('recountDashboardStats', { caller: staff });
    expect(after).toMatchObject({ status: 202, body: { status: 'counting' } });
    expect(after.body.recountId).not.toBe(started.body.recountId);
  });

  it('is for staff only', async () => {
    expect((await invoke('recountDashboardStats', { caller: newCaller() })).status).toBe(403);
    expect((await invoke('getStatsRecount', { caller: newCaller() })).status).toBe(403);
  });
});
