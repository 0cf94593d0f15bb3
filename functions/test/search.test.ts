import { randomUUID } from 'node:crypto';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../src/data/clients';
import { getProfileItem } from '../src/data/stores/profile';
import { reindexSearch, syncSearchEntries } from '../src/data/stores/search-index';
import { invoke, newCaller } from './support/invoke';
import { customerReadyToPay, profileBody } from './support/applications';
import { pdfBytes, postToS3 } from './support/files';

const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });

/** The search index is written by the stream processor, a moment after the change. */
const eventually = { timeout: 10_000, interval: 200 };

async function customerNamed(firstName: string, lastName: string, phone = '418 555 0199') {
  const customer = await customerReadyToPay();
  const saved = await invoke('saveProfile', {
    caller: customer.caller,
    body: profileBody({ firstName, lastName, phone }),
  });
  expect(saved.status).toBe(200);
  return customer;
}

const userIdsFound = async (q: string) =>
  (await invoke('listAdminUsers', { caller: admin, query: { q } })).body.items.map(
    (item: { userId: string }) => item.userId,
  );
const applicationIdsFound = async (q: string) =>
  (await invoke('listAdminApplications', { caller: admin, query: { q } })).body.items.map(
    (item: { applicationId: string }) => item.applicationId,
  );

/** A first name nobody else in the test run has, made of letters only (digits would be words of their own). */
const uniqueName = () =>
  `Zo${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

describe('staff search', () => {
  it('finds "cote" for Côté and "obri" for O’Brien, on the Users and Applications tabs', async () => {
    const first = uniqueName();
    const cote = await customerNamed(first, 'Côté');
    const obrien = await customerNamed(first, "O'Brien");
    await expect.poll(() => userIdsFound('cote'), eventually).toContain(cote.caller.userId);
    expect(await userIdsFound('COTÉ')).toContain(cote.caller.userId);
    await expect.poll(() => userIdsFound('obri'), eventually).toContain(obrien.caller.userId);
    expect(await userIdsFound('obri')).not.toContain(cote.caller.userId);
    expect((await userIdsFound(`${first} o'brien`)).sort()).toEqual([obrien.caller.userId]);
    expect(await userIdsFound(first.slice(0, 5).toUpperCase())).toEqual(
      expect.arrayContaining([cote.caller.userId, obrien.caller.userId]),
    );
    await expect.poll(() => applicationIdsFound(`côte ${first}`), eventually).toEqual([cote.applicationId]);
  });

  it('finds an application by the first 8 characters of its id, on both tabs', async () => {
    const { caller, applicationId } = await customerNamed(uniqueName(), 'Tremblay');
    // Ids are time-ordered (UUIDv7): others created in the same minute share the first 8 characters.
    await expect.poll(() => applicationIdsFound(applicationId.slice(0, 8)), eventually).toContain(applicationId);
    expect(await applicationIdsFound(applicationId.slice(0, 6).toUpperCase())).toContain(applicationId);
    expect(await userIdsFound(applicationId.slice(-12))).toContain(caller.userId);
    // Its last group is random: it finds this one application alone.
    expect(await applicationIdsFound(applicationId.slice(-12))).toEqual([applicationId]);
  });

  it('finds a customer by the last four digits of the phone, which the table never holds in clear', async () => {
    const tail = String(1000 + Math.floor(Math.random() * 9000));
    const { caller } = await customerNamed(uniqueName(), 'Gagnon', `514 555 ${tail}`);
    await expect.poll(() => userIdsFound(tail), eventually).toContain(caller.userId);
    expect(await userIdsFound(`555${tail}`)).not.toContain(caller.userId);
    // The customer's entries, where the digits would be a word of their own (the partition of "te…", where the
    // phone's keyed digest is, and that of the digits' first two), hold no word made of them. Other customers'
    // ids and digests are hexadecimal, so the four digits may occur inside them by chance: only words count.
    const partition = async (prefix: string) =>
      (
        await documentClient().send(
          new QueryCommand({
            TableName: process.env.TABLE_NAME,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': `SEARCH#user#${prefix}` },
          }),
        )
      ).Items ?? [];
    const mine = [...(await partition('te')), ...(await partition(tail.slice(0, 2)))].filter(
      (entry) => entry.targetId === caller.userId,
    );
    const words = mine.flatMap((entry) => [String(entry.SK).split('#')[0], ...String(entry.text).split(' ')]);
    expect(words).toContainEqual(expect.stringMatching(/^tel[0-9a-f]{24}$/));
    for (const clear of [tail, `555${tail}`, `514555${tail}`]) expect(words).not.toContain(clear);
  });

  it('follows a change of name and forgets the old one', async () => {
    const first = uniqueName();
    const { caller } = await customerNamed(first, 'Bouchard');
    await expect.poll(() => userIdsFound(`bouch ${first}`), eventually).toEqual([caller.userId]);
    const renamed = await invoke('saveProfile', {
      caller,
      body: profileBody({ firstName: first, lastName: 'Lavoie', version: 2 }),
    });
    expect(renamed.status).toBe(200);
    await expect.poll(() => userIdsFound(`lavo ${first}`), eventually).toEqual([caller.userId]);
    expect(await userIdsFound(`bouch ${first}`)).toEqual([]);
  });

  it('finds a file by any word of its name, whatever the case, and by its owner’s name', async () => {
    const first = uniqueName();
    const { caller } = await customerNamed(first, 'Côté');
    const word = `Scan${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const presigned = await invoke('presignDocumentUpload', {
      caller,
      body: { category: 'Form', fileName: `W2G_2023-${word}.pdf`, sizeBytes: 1024 },
    });
    await postToS3(presigned.body.url, presigned.body.fields, pdfBytes(), 'w2g.pdf');
    await invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
    const files = async (q: string) =>
      (await invoke('listAdminFiles', { caller: admin, query: { q } })).body.items.map(
        (item: { documentId: string }) => item.documentId,
      );
    await expect.poll(() => files(word.toLowerCase()), eventually).toEqual([presigned.body.uploadId]);
    expect(await files(word.toUpperCase().slice(0, 7))).toContain(presigned.body.uploadId);
    expect(await files(`${first} cote`)).toEqual([presigned.body.uploadId]);
  });

  it('reads the index with Query only, never a Scan', async () => {
    const spy = mockClient(documentClient());
    spy.send.callThrough();
    try {
      await invoke('listAdminUsers', { caller: admin, query: { q: 'cote' } });
      await invoke('listAdminApplications', { caller: admin, query: { q: 'cote' } });
      await invoke('listAdminFiles', { caller: admin, query: { q: 'cote' } });
      expect(spy.commandCalls(ScanCommand)).toHaveLength(0);
      const lookups = spy
        .commandCalls(QueryCommand)
        .map((call) => call.args[0].input)
        .filter((input) => String(input.ExpressionAttributeValues?.[':pk']).startsWith('SEARCH#'));
      expect(lookups.map((input) => input.ExpressionAttributeValues?.[':pk']).sort()).toEqual([
        'SEARCH#application#co',
        'SEARCH#application#co',
        'SEARCH#file#co',
        'SEARCH#user#co',
        'SEARCH#user#co',
      ]);
      expect(lookups.every((input) => input.KeyConditionExpression === 'PK = :pk AND begins_with(SK, :word)')).toBe(
        true,
      );
    } finally {
      spy.restore();
    }
  });
});

describe('re-indexing what the table held before the index', () => {
  it('indexes existing profiles once, and again only when the marker is gone', async () => {
    const first = uniqueName();
    const { caller } = await customerNamed(first, 'Pelletier');
    await expect.poll(() => userIdsFound(`pell ${first}`), eventually).toEqual([caller.userId]);
    const profile = await getProfileItem(caller.userId);
    await syncSearchEntries('profile', profile as never, undefined);
    expect(await userIdsFound(`pell ${first}`)).toEqual([]);

    await documentClient().send(
      new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: { PK: 'SEARCH_INDEX', SK: 'VERSION' } }),
    );
    expect(await reindexSearch()).toBe(true);
    expect(await userIdsFound(`pell ${first}`)).toEqual([caller.userId]);
    expect(await reindexSearch()).toBe(false);
  });
});
