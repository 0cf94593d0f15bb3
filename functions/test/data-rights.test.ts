import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { copy, copyFor, DATA_RIGHTS } from '@taxback/shared';
import { listFiles, putFile, storedSize } from '../src/adapters/files';
import { unzip } from './support/unzip';
import { documentClient } from '../src/data/clients';
import { applications } from '../src/data/entities/application';
import { accountClosures } from '../src/data/entities/account-closure';
import { claimItems, userItems } from '../src/data/stores/partitions';
import { dataExports } from '../src/data/entities/data-export';
import { retainedClaims } from '../src/data/entities/retained-claim';
import { authorisations } from '../src/data/entities/authorisation';
import { letters } from '../src/data/entities/letter';
import { retrievals } from '../src/data/entities/retrieval';
import { getProfileItem } from '../src/data/stores/profile';
import { profiles } from '../src/data/entities/profile';
import { payments } from '../src/data/entities/payment';
import type { Caller } from '../src/http/claims';
import { customerReadyToPay, profileBody } from './support/applications';
import { pdfBytes, postToS3 } from './support/files';
import { createUser, POOL_PASSWORD, uniqueEmail, userRecord } from './support/identity';
import { invoke, newCaller } from './support/invoke';
import { mailsTo } from './support/mailbox';

const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });
const eventually = { timeout: 15_000, interval: 250 };

/** A signed-up customer with a profile, a claim, an uploaded file, a message and a payment record. */
async function customerWithData(lastName: string) {
  const caller = await createUser(uniqueEmail('rights'), 'Zoé');
  const { applicationId } = await customerReadyToPay({}, caller);
  await invoke('saveProfile', {
    caller,
    body: profileBody({ firstName: 'Zoé', lastName, addressLine1: `${lastName} street 1` }),
  });
  const fileName = `${lastName}-w2g.pdf`;
  const presigned = await invoke('presignDocumentUpload', {
    caller,
    body: { category: 'Form', fileName, sizeBytes: 1024 },
  });
  await postToS3(presigned.body.url, presigned.body.fields, pdfBytes(), fileName);
  const confirmed = await invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
  expect(confirmed.status).toBeLessThan(300);
  await invoke('sendMyMessage', { caller, body: { content: `A question from ${lastName}` } });
  const sessionId = `cs_${randomUUID()}`;
  await payments()
    .create({
      applicationId,
      sessionId,
      userId: caller.userId,
      status: 'paid',
      amountCents: 149_00,
      subtotalCents: 149_00,
    })
    .go();
  // What a claim's form retrieval leaves: the signed authorisation, an entry, a letter and its PDF.
  const entryId = randomUUID();
  const now = new Date().toISOString();
  await authorisations()
    .create({
      applicationId,
      userId: caller.userId,
      fullName: `Zoé ${lastName}`,
      signedOn: now.slice(0, 10),
      signedAt: now,
      ipAddress: '203.0.113.9',
      userAgent: 'test',
    })
    .go();
  await retrievals()
    .create({
      applicationId,
      entryId,
      userId: caller.userId,
      casinoName: 'Casino de Montréal',
      sortDay: now.slice(0, 10),
    })
    .go();
  const letterPath = `${caller.userId}/retrieval/${randomUUID()}.pdf`;
  await putFile(letterPath, pdfBytes(), 'application/pdf');
  await letters()
    .create({
      applicationId,
      letterId: randomUUID(),
      userId: caller.userId,
      casinoSlug: 'casino-de-montreal',
      casinoName: 'Casino de Montréal',
      entryIds: [entryId],
      taxYears: ['2023'],
      fileName: 'letter.pdf',
      filePath: letterPath,
      createdBy: 'staff@taxback.local',
    })
    .go();
  // The stream processor records staff's notice of the message under the customer: the export is asked for once
  // it is there, so that every item of the customer exists before the export reads them.
  await expect
    .poll(
      async () => (await userItems(caller.userId)).some((item) => item.eventType === 'message_from_user'),
      eventually,
    )
    .toBe(true);
  return {
    caller,
    applicationId,
    fileName,
    documentId: presigned.body.uploadId as string,
    sessionId,
    lastName,
    entryId,
    letterPath,
  };
}

/** Sets an export's createdAt back (read-only to the entity: written raw), as if asked for `seconds` ago. */
async function askedBefore(userId: string, exportId: string, seconds: number) {
  const { Key } = dataExports().get({ userId, exportId }).params() as { Key: Record<string, string> };
  await documentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key,
      UpdateExpression: 'SET createdAt = :askedAt',
      ExpressionAttributeValues: { ':askedAt': new Date(Date.now() - seconds * 1000).toISOString() },
    }),
  );
}

async function downloadExport(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return unzip(new Uint8Array(await response.arrayBuffer()));
}

// The mail goes out just after the export is marked ready.
const exportMails = async (to: string) =>
  (await mailsTo(to)).filter((mail) => mail.subject === copy.dataRights.exportMailSubject);

const readyExport = async (
  read: () => Promise<{ body: { export: { status: string; url: string | null } | null } }>,
) => {
  await expect.poll(async () => (await read()).body.export?.status, eventually).toBe('ready');
  return (await read()).body.export!;
};

describe('data export', { timeout: 90_000 }, () => {
  it('holds every item written for the customer, decrypted, with their files, and nothing of another', async () => {
    const mine = await customerWithData(`Mine${randomUUID().slice(0, 6)}`);
    const other = await customerWithData(`Other${randomUUID().slice(0, 6)}`);

    const asked = await invoke('requestMyDataExport', { caller: mine.caller });
    expect(asked).toMatchObject({ status: 202, body: { status: 'preparing', url: null } });
    const again = await invoke('requestMyDataExport', { caller: mine.caller });
    expect(again.body.exportId).toBe(asked.body.exportId);

    const ready = await readyExport(() => invoke('getMyDataExport', { caller: mine.caller }));
    const files = await downloadExport(ready.url!);
    const text = (name: string) => JSON.parse(textOf(files[name]!));

    const profile = text('profile.json');
    expect(profile).toMatchObject({
      userId: mine.caller.userId,
      lastName: mine.lastName,
      phone: '418 555 0199',
      dateOfBirth: '1980-01-01',
      addressLine1: `${mine.lastName} street 1`,
    });
    expect(profile).not.toHaveProperty('sealed');
    expect(profile).not.toHaveProperty('PK');
    const claims = text('claims.json');
    expect(claims).toEqual([
      expect.objectContaining({
        applicationId: mine.applicationId,
        taxYears: expect.any(Array),
        payments: [expect.objectContaining({ sessionId: mine.sessionId, amountCents: 149_00 })],
        authorisation: expect.objectContaining({ fullName: `Zoé ${mine.lastName}`, ipAddress: '203.0.113.9' }),
        formRetrievals: [expect.objectContaining({ entryId: mine.entryId, casinoName: 'Casino de Montréal' })],
        requestLetters: [expect.objectContaining({ filePath: mine.letterPath })],
      }),
    ]);
    expect(text('messages.json')).toEqual([expect.objectContaining({ content: `A question from ${mine.lastName}` })]);
    const documents = text('documents.json');
    expect(documents).toEqual([expect.objectContaining({ documentId: mine.documentId, fileName: mine.fileName })]);
    expect(textOf(files[documents[0].inArchive]!.subarray(0, 5))).toBe('%PDF-');

    // Every stored item of the customer appears in the export.
    const everything = Object.values(files)
      .map((bytes) => textOf(bytes))
      .join('\n');
    for (const item of await userItems(mine.caller.userId)) {
      const id = item.applicationId ?? item.documentId ?? item.messageId ?? item.exportId ?? item.eventType;
      if (['profile', 'conversation', 'dataExport', ''].includes(String(item.__edb_e__ ?? ''))) continue;
      expect(everything).toContain(String(id));
    }
    // And every item of the customer's claims.
    for (const item of await claimItems([mine.applicationId])) {
      expect(everything).toContain(String(item.sessionId ?? item.entryId ?? item.letterId ?? item.fullName));
    }
    // And nothing of the other customer.
    for (const value of [other.caller.userId, other.lastName, other.applicationId, other.documentId, other.sessionId]) {
      expect(everything).not.toContain(value);
    }

    await expect
      .poll(async () => (await mailsTo(mine.caller.email)).map((mail) => mail.subject), eventually)
      .toContain(copy.dataRights.exportMailSubject);
  });

  it('ten requests at once record one export, answered to each, mailed once', async () => {
    const caller = newCaller();
    await invoke('registerSignIn', { caller, body: {} });
    const answers = await Promise.all(Array.from({ length: 10 }, () => invoke('requestMyDataExport', { caller })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(202));
    expect(new Set(answers.map((answer) => answer.body.exportId)).size).toBe(1);
    const exported = (await userItems(caller.userId)).filter((item) => String(item.SK).startsWith('EXPORT#'));
    expect(exported).toHaveLength(1);

    await readyExport(() => invoke('getMyDataExport', { caller }));
    await expect.poll(() => exportMails(caller.email), eventually).toHaveLength(1);
  });

  it('answers a request just after the export is ready with it, refuses another that day, and starts one the next', async () => {
    const caller = newCaller();
    await invoke('registerSignIn', { caller, body: {} });
    const first = await invoke('requestMyDataExport', { caller });
    await readyExport(() => invoke('getMyDataExport', { caller }));
    const again = await invoke('requestMyDataExport', { caller });
    expect(again).toMatchObject({ status: 202, body: { exportId: first.body.exportId, status: 'ready' } });
    expect(again.body.url).toEqual(expect.any(String));

    // Past the moment a repeat is answered with it, the same day: one export a day, with a message.
    await askedBefore(caller.userId, first.body.exportId, DATA_RIGHTS.repeatSeconds);
    const refused = await invoke('requestMyDataExport', { caller });
    expect(refused).toMatchObject({ status: 429, body: { message: copy.dataRights.exportOncePerDay } });
    expect((await invoke('getMyDataExport', { caller })).body.export).toMatchObject({
      exportId: first.body.exportId,
      status: 'ready',
    });

    await askedBefore(caller.userId, first.body.exportId, DATA_RIGHTS.exportIntervalHours * 3600);
    const second = await invoke('requestMyDataExport', { caller });
    expect(second).toMatchObject({ status: 202, body: { status: 'preparing' } });
    expect(second.body.exportId).not.toBe(first.body.exportId);
    await readyExport(() => invoke('getMyDataExport', { caller }));
    await expect.poll(() => exportMails(caller.email), eventually).toHaveLength(2);
    // Only the latest is served: the earlier ZIP is deleted once the new one is ready.
    expect(await listFiles(`${caller.userId}/exports/`)).toEqual([
      `${caller.userId}/exports/${second.body.exportId}.zip`,
    ]);
  });

  it('lets staff ask again the same day: only customers are limited', async () => {
    const caller = newCaller();
    await invoke('registerSignIn', { caller, body: {} });
    const params = { userId: caller.userId };
    const first = await invoke('requestUserDataExport', { caller: admin, params });
    await readyExport(() => invoke('getUserDataExport', { caller: admin, params }));
    await askedBefore(caller.userId, first.body.exportId, DATA_RIGHTS.repeatSeconds);
    const again = await invoke('requestUserDataExport', { caller: admin, params });
    expect(again).toMatchObject({ status: 202, body: { status: 'preparing' } });
    expect(again.body.exportId).not.toBe(first.body.exportId);
  });

  it('marks an export that cannot be made failed, stores nothing, and lets the customer ask again at once', async () => {
    const { caller } = await customerWithData(`Failed${randomUUID().slice(0, 6)}`);
    // Sealed fields that no longer open (a key that cannot be reached, a damaged item): the export cannot be made.
    const { Key } = profiles().get({ userId: caller.userId }).params() as { Key: Record<string, string> };
    const sealedAs = (value: string) =>
      documentClient().send(
        new UpdateCommand({
          TableName: process.env.TABLE_NAME,
          Key,
          UpdateExpression: 'SET sealed = :value',
          ExpressionAttributeValues: { ':value': value },
        }),
      );
    const intact = (await getProfileItem(caller.userId))!.sealed!;
    await sealedAs('not-a-sealed-value');
    try {
      const asked = await invoke('requestMyDataExport', { caller });
      expect(asked.status).toBe(202);
      await expect
        .poll(async () => (await invoke('getMyDataExport', { caller })).body.export?.status, eventually)
        .toBe('failed');
      expect(await listFiles(`${caller.userId}/exports/`)).toEqual([]);
      // A failed export does not count as the day's: the customer may ask again.
      const again = await invoke('requestMyDataExport', { caller });
      expect(again).toMatchObject({ status: 202, body: { status: 'preparing' } });
      expect(again.body.exportId).not.toBe(asked.body.exportId);
    } finally {
      // The suites share one table: staff's lists read every profile, and must not meet this damaged one.
      await sealedAs(intact);
    }
  });

  it('shows and records an export left preparing (its run died) as failed, and starts another on request', async () => {
    const caller = newCaller();
    await invoke('registerSignIn', { caller, body: {} });
    const { exportId } = (await invoke('requestMyDataExport', { caller })).body;
    await readyExport(() => invoke('getMyDataExport', { caller }));
    // As a run that crashed leaves it: still "preparing", long after it was asked for (no stream run starts again).
    await askedBefore(caller.userId, exportId, DATA_RIGHTS.preparingStaleMinutes * 60);
    await dataExports().patch({ userId: caller.userId, exportId }).set({ status: 'preparing' }).go();

    const shown = await invoke('getMyDataExport', { caller });
    expect(shown.body.export).toMatchObject({ exportId, status: 'failed', url: null });
    expect((await dataExports().get({ userId: caller.userId, exportId }).go()).data?.status).toBe('failed');
    const again = await invoke('requestMyDataExport', { caller });
    expect(again).toMatchObject({ status: 202, body: { status: 'preparing' } });
    expect(again.body.exportId).not.toBe(exportId);
  });

  it('is not served past its expiry, though TTL has not removed it yet, and a new one may be asked for', async () => {
    const caller = newCaller();
    await invoke('registerSignIn', { caller, body: {} });
    const first = await invoke('requestMyDataExport', { caller });
    await readyExport(() => invoke('getMyDataExport', { caller }));
    const expiry = Math.floor(Date.now() / 1000) - 1;
    await dataExports().patch({ userId: caller.userId, exportId: first.body.exportId }).set({ expiresAt: expiry }).go();

    expect(await invoke('getMyDataExport', { caller })).toMatchObject({ status: 200, body: { export: null } });
    const second = await invoke('requestMyDataExport', { caller });
    expect(second).toMatchObject({ status: 202, body: { status: 'preparing' } });
    expect(second.body.exportId).not.toBe(first.body.exportId);
  });

  it('deletes the ZIP when the export record goes (TTL at its expiry; deleted here, as DynamoDB Local has no TTL)', async () => {
    const caller = newCaller();
    await invoke('registerSignIn', { caller, body: {} });
    const { exportId } = (await invoke('requestMyDataExport', { caller })).body;
    await readyExport(() => invoke('getMyDataExport', { caller }));
    const { data } = await dataExports().get({ userId: caller.userId, exportId }).go();
    const objectKey = data!.objectKey!;
    expect(await storedSize(objectKey)).toBeGreaterThan(0);

    await dataExports().delete({ userId: caller.userId, exportId }).go();
    await expect.poll(() => storedSize(objectKey), eventually).toBeNull();
  });

  it('mails a French customer in French, though the export is built off their request', async () => {
    const mine = await customerWithData(`Fr${randomUUID().slice(0, 6)}`);
    const chosen = await invoke('saveLanguage', { caller: mine.caller, body: { language: 'fr-CA' } });
    expect(chosen.status).toBe(204);
    expect((await invoke('saveLanguage', { caller: mine.caller, body: { language: 'de' } })).status).toBe(400);
    expect((await invoke('requestMyDataExport', { caller: mine.caller })).status).toBe(202);
    await readyExport(() => invoke('getMyDataExport', { caller: mine.caller }));
    await expect
      .poll(async () => (await mailsTo(mine.caller.email)).map((mail) => mail.subject), eventually)
      .toContain(copyFor('fr-CA').dataRights.exportMailSubject);
    expect((await mailsTo(mine.caller.email)).map((mail) => mail.subject)).not.toContain(
      copy.dataRights.exportMailSubject,
    );
  });

  it('lets staff produce the same export from the Users tab, and refuses customers there', async () => {
    const mine = await customerWithData(`Staff${randomUUID().slice(0, 6)}`);
    const params = { userId: mine.caller.userId };
    expect((await invoke('requestUserDataExport', { caller: mine.caller, params })).status).toBe(403);
    expect((await invoke('requestUserDataExport', { caller: admin, params })).status).toBe(202);
    const ready = await readyExport(() => invoke('getUserDataExport', { caller: admin, params }));
    const files = await downloadExport(ready.url!);
    expect(JSON.parse(textOf(files['profile.json']!))).toMatchObject({ lastName: mine.lastName });
    expect((await invoke('requestUserDataExport', { caller: admin, params: { userId: randomUUID() } })).status).toBe(
      404,
    );
  });
});

const searchEntriesOf = async (userId: string) => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'userId = :user',
      ExpressionAttributeValues: { ':pk': 'SEARCH#user#zo', ':user': userId },
    }),
  );
  return Items;
};

async function setStatus(caller: Caller, applicationId: string, status: 'submitted' | 'completed') {
  await applications()
    .patch({ userId: caller.userId, applicationId })
    .set({ status, paymentCompletedDate: '2026-01-15T10:00:00.000Z' })
    .go();
}

async function expectAllGone(mine: Awaited<ReturnType<typeof customerWithData>>, closureId: string) {
  const { caller, applicationId, sessionId } = mine;
  // A notification the stream was still writing is removed with the profile's deletion record.
  await expect.poll(() => userItems(caller.userId), eventually).toEqual([]);
  // No object under the customer's id is left (documents, letters, exports), nor a claim record but payments.
  expect(await listFiles(`${caller.userId}/`)).toEqual([]);
  expect((await claimItems([applicationId])).map((item) => item.__edb_e__)).toEqual(['payment']);
  await expect(userRecord(caller.username)).rejects.toThrow();
  // Read raw: the payment entity does not declare the TTL attribute the closure adds.
  const { Key } = payments().get({ applicationId, sessionId }).params() as { Key: Record<string, string> };
  const payment = (await documentClient().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key }))).Item!;
  expect(payment.userId).toBe(`tombstone#${closureId}`);
  expect(payment.expiresAt).toBeGreaterThan(Date.now() / 1000 + 5 * 365 * 86_400);
  const kept = (await retainedClaims().query.byTombstone({ tombstoneId: closureId }).go()).data;
  expect(kept).toEqual([expect.objectContaining({ applicationId })]);
  expect(JSON.stringify(kept)).not.toContain(caller.userId);
  expect(JSON.stringify(kept)).not.toContain(mine.lastName);
  const closure = (await accountClosures().get({ closureId }).go()).data!;
  expect(closure).toMatchObject({ state: 'closed', retainedUntil: expect.any(String) });
  expect(closure.userId).toBeUndefined();
  expect(closure.steps!.map((step) => step.step)).toEqual(
    expect.arrayContaining([
      'claim_summaries_kept',
      'payments_tombstoned',
      'claim_records_deleted',
      'files_deleted',
      'connections_closed',
      'records_deleted',
      'sign_in_deleted',
      'closed',
    ]),
  );
  await expect.poll(() => searchEntriesOf(caller.userId), eventually).toEqual([]);
}

describe('closing an account', { timeout: 90_000 }, () => {
  it('with no claim being filed, deletes everything of the customer at once but the tombstoned records', async () => {
    const mine = await customerWithData(`Close${randomUUID().slice(0, 6)}`);
    const other = await customerWithData(`Keep${randomUUID().slice(0, 6)}`);
    await setStatus(mine.caller, mine.applicationId, 'completed');
    const [document] = (await userItems(mine.caller.userId)).filter((item) => item.__edb_e__ === 'document');
    expect(await storedSize(String(document!.filePath))).toBeGreaterThan(0);
    await invoke('requestMyDataExport', { caller: mine.caller });
    await readyExport(() => invoke('getMyDataExport', { caller: mine.caller }));

    const refused = await invoke('closeMyAccount', {
      caller: mine.caller,
      body: { confirm: 'yes', password: POOL_PASSWORD },
    });
    expect(refused).toMatchObject({ status: 400 });
    const closed = await invoke('closeMyAccount', {
      caller: mine.caller,
      body: { confirm: 'CLOSE', password: POOL_PASSWORD },
    });
    expect(closed).toMatchObject({ status: 200, body: { outcome: 'closed' } });

    expect(await storedSize(String(document!.filePath))).toBeNull();
    const closures = (await accountClosures().query.byState({ state: 'closed' }).go({ pages: 'all' })).data;
    const mineClosure = await Promise.all(
      closures.map(async (item) => ({
        item,
        kept: (await retainedClaims().query.byTombstone({ tombstoneId: item.closureId }).go()).data,
      })),
    );
    const { item } = mineClosure.find(({ kept }) => kept.some((claim) => claim.applicationId === mine.applicationId))!;
    await expectAllGone(mine, item.closureId);
    expect(await mailsTo(mine.caller.email)).toContainEqual(
      expect.objectContaining({ subject: copy.dataRights.closedMailSubject }),
    );

    // The other customer keeps everything.
    expect((await userItems(other.caller.userId)).length).toBeGreaterThan(4);
    expect((await invoke('getProfile', { caller: other.caller })).status).toBe(200);

    // The closed account's token is refused.
    const me = await invoke('getMe', { caller: mine.caller });
    expect(me.status).toBe(401);
  });

  it('with a claim being filed, becomes a request staff see and finish once the claim is done', async () => {
    const mine = await customerWithData(`Wait${randomUUID().slice(0, 6)}`);
    // A French customer: the closing mail staff's finishing sends is in French, not in staff's language.
    await invoke('saveLanguage', { caller: mine.caller, body: { language: 'fr-CA' } });
    await setStatus(mine.caller, mine.applicationId, 'submitted');
    // Two tabs, a double click: of requests at once, one is recorded and the others are told it was.
    const asked = await Promise.all(
      Array.from({ length: 5 }, () =>
        invoke('closeMyAccount', { caller: mine.caller, body: { confirm: 'CLOSE', password: POOL_PASSWORD } }),
      ),
    );
    expect(asked.map((answer) => answer.body.alreadyRequested).sort()).toEqual([false, true, true, true, true]);
    expect(asked.every((answer) => answer.body.outcome === 'requested')).toBe(true);
    const again = await invoke('closeMyAccount', {
      caller: mine.caller,
      body: { confirm: 'CLOSE', password: POOL_PASSWORD },
    });
    expect(again.body).toEqual({ outcome: 'requested', alreadyRequested: true });
    expect((await userItems(mine.caller.userId)).length).toBeGreaterThan(4);

    const listed = await invoke('listAccountClosures', { caller: admin });
    const requests = listed.body.items.filter((item: { userId: string }) => item.userId === mine.caller.userId);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ displayName: `Zoé ${mine.lastName}`, requestedBy: 'customer' });
    expect((await invoke('listAccountClosures', { caller: mine.caller })).status).toBe(403);

    const params = { closureId: request.closureId };
    const early = await invoke('finishAccountClosure', { caller: admin, params });
    expect(early).toMatchObject({ status: 409, body: { message: copy.dataRights.staff.claimStillFiled } });

    await setStatus(mine.caller, mine.applicationId, 'completed');
    const finished = await invoke('finishAccountClosure', { caller: admin, params });
    expect(finished).toMatchObject({ status: 200, body: { outcome: 'closed', closureId: request.closureId } });
    await expectAllGone(mine, request.closureId);
    const closure = (await accountClosures().get({ closureId: request.closureId }).go()).data!;
    expect(closure).toMatchObject({ requestedBy: 'customer', closedBy: 'staff@taxback.local' });
    expect(closure.steps![0]!.step).toBe('requested');
    expect((await mailsTo(mine.caller.email)).map((mail) => mail.subject)).toContain(
      copyFor('fr-CA').dataRights.closedMailSubject,
    );
    const after = await invoke('listAccountClosures', { caller: admin });
    expect(after.body.items.map((item: { closureId: string }) => item.closureId)).not.toContain(request.closureId);
  });
});
