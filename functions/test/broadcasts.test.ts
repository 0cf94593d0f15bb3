import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST, copy, copyFor } from '@taxback/shared';
import { broadcastBatches } from '../src/data/entities/broadcast-batch';
import { broadcasts } from '../src/data/entities/broadcast';
import { threadPage } from '../src/data/stores/message';
import { profiles } from '../src/data/entities/profile';
import { handler as jobs } from '../src/jobs/handler';
import { useIsolatedTable } from './support/isolated-table';
import { invoke, newCaller } from './support/invoke';
import { mailsTo } from './support/mailbox';
import { streamRecord } from './support/stream-records';

beforeAll(useIsolatedTable);

const staff = newCaller({ isAdmin: true, email: 'staff@taxback.local' });
const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 300_000 } as Context;
const message = { title: 'Your 2025 forms', content: 'The IRS has started sending 2025 refunds.' };

async function customer(firstName: string, language: 'en' | 'fr-CA' = 'en') {
  const userId = randomUUID();
  const email = `${firstName.toLowerCase()}-${userId.slice(0, 8)}@example.com`;
  await profiles().create({ userId, email, firstName, lastName: 'Roy', language }).go();
  return { userId, email };
}

const batchesOf = async (broadcastId: string) =>
  (await broadcastBatches().query.byBroadcast({ broadcastId }).go({ pages: 'all' })).data;

/** What the stream hands the jobs function for each slice, as inserted. */
const deliverSlices = async (broadcastId: string) => {
  for (const batch of await batchesOf(broadcastId)) {
    const response = await jobs({ Records: [streamRecord('INSERT', 'broadcastBatch', { after: batch })] }, context);
    expect(response.batchItemFailures).toEqual([]);
  }
};

describe('a message to many customers', { timeout: 60_000 }, () => {
  it('reaches every chosen customer once, in their thread and by mail in their language; closed accounts are skipped', async () => {
    const [ana, benoit] = [await customer('Ana'), await customer('Benoît', 'fr-CA')];
    const gone = randomUUID();
    const sent = await invoke('sendBroadcast', {
      caller: staff,
      body: { ...message, userIds: [ana.userId, benoit.userId, gone] },
    });
    expect(sent).toMatchObject({
      status: 202,
      body: { recipients: 3, delivered: 0, skipped: 0, status: 'sending', sentBy: 'staff@taxback.local' },
    });
    await deliverSlices(sent.body.broadcastId);

    for (const { userId } of [ana, benoit]) {
      expect(
        (await threadPage(userId, null, 100)).items.map(({ title, senderType }) => ({ title, senderType })),
      ).toEqual([{ title: message.title, senderType: 'admin' }]);
    }
    expect((await mailsTo(ana.email)).map((mail) => mail.subject)).toEqual([
      copy.adminConversations.emailSubject(message.title),
    ]);
    expect((await mailsTo(benoit.email)).map((mail) => mail.subject)).toEqual([
      copyFor('fr-CA').adminConversations.emailSubject(message.title),
    ]);
    const listed = await invoke('listBroadcasts', { caller: staff });
    expect(listed.body.items[0]).toMatchObject({
      broadcastId: sent.body.broadcastId,
      title: message.title,
      delivered: 2,
      skipped: 1,
      status: 'sent',
    });
  });

  it('delivers a slice the stream hands over twice only once: no second message, mail or count', async () => {
    const ana = await customer('Ana');
    const sent = await invoke('sendBroadcast', { caller: staff, body: { ...message, userIds: [ana.userId] } });
    const [batch] = await batchesOf(sent.body.broadcastId);
    const record = streamRecord('INSERT', 'broadcastBatch', { after: batch });
    await jobs({ Records: [record] }, context);
    await jobs({ Records: [record] }, context);

    expect((await threadPage(ana.userId, null, 100)).items).toHaveLength(1);
    expect(await mailsTo(ana.email)).toHaveLength(1);
    const stored = (await broadcasts().get({ broadcastId: sent.body.broadcastId }).go()).data!;
    expect([stored.delivered, stored.skipped]).toEqual([1, 0]);
  });

  it('splits the recipients into slices of the batch size, all stored with the broadcast', async () => {
    const userIds = Array.from({ length: BROADCAST.batchSize * 2 + 7 }, () => randomUUID());
    const sent = await invoke('sendBroadcast', { caller: staff, body: { ...message, userIds } });
    expect(sent.body.recipients).toBe(userIds.length);
    const slices = await batchesOf(sent.body.broadcastId);
    expect(slices.map((slice) => slice.userIds.length)).toEqual([BROADCAST.batchSize, BROADCAST.batchSize, 7]);
    expect(slices.flatMap((slice) => slice.userIds)).toEqual(userIds);
    // The recipients' ids go with the slices within days; the broadcast's own record stays longer.
    const stored = (await broadcasts().get({ broadcastId: sent.body.broadcastId }).go()).data!;
    const inDays = (seconds: number) => Math.round((seconds - Date.now() / 1000) / 86_400);
    expect(slices.map((slice) => inDays(slice.expiresAt))).toEqual(slices.map(() => BROADCAST.sliceDays));
    expect(inDays(stored.expiresAt)).toBe(BROADCAST.recordDays);
  });

  it.each([
    ['no recipient', [], copy.adminConversations.chooseSomeone],
    ['a recipient twice', ['u-1', 'u-1'], copy.adminConversations.repeatedRecipient],
    [
      'more recipients than allowed',
      Array.from({ length: BROADCAST.maxRecipients + 1 }, (_, index) => `u-${index}`),
      copy.adminConversations.tooManyRecipients(BROADCAST.maxRecipients),
    ],
  ])('refuses %s (400) and stores nothing', async (_, userIds, expected) => {
    const before = (await broadcasts().query.recent({}).go({ pages: 'all' })).data.length;
    const refused = await invoke('sendBroadcast', { caller: staff, body: { ...message, userIds } });
    expect(refused).toMatchObject({ status: 400, body: { fields: { userIds: expected } } });
    expect((await broadcasts().query.recent({}).go({ pages: 'all' })).data).toHaveLength(before);
  });

  it('is for staff only', async () => {
    const refused = await invoke('sendBroadcast', { caller: newCaller(), body: { ...message, userIds: ['u-1'] } });
    expect(refused.status).toBe(403);
    expect((await invoke('listBroadcasts', { caller: newCaller() })).status).toBe(403);
  });
});
