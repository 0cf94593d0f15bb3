import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { copy, STORAGE_QUOTA, UPLOAD, UPLOAD_LIMITS } from '@taxback/shared';
import { readFile, storedSize } from '../src/adapters/files';
import { quarantineKey } from '../src/http/stored-upload';
import { documentClient } from '../src/data/clients';
import { discardTicket, getTicket } from '../src/data/stores/upload-ticket';
import { recordGeneratedDocument } from '../src/data/stores/document';
import { rateCounters } from '../src/data/entities/rate-counter';
import type { Caller } from '../src/http/claims';
import { invoke, newCaller } from './support/invoke';
import { executableBytes, pdfBytes, pngBytes, postToS3 } from './support/files';

async function upload(
  caller: Caller,
  category: 'ID' | 'Form' | 'LossEvidence',
  fileName: string,
  bytes: Uint8Array,
  declaredSize = bytes.length,
) {
  const presigned = await invoke('presignDocumentUpload', {
    caller,
    body: { category, fileName, sizeBytes: declaredSize },
  });
  if (presigned.status !== 201) return { presigned, confirmed: null, filePath: null };
  await postToS3(presigned.body.url, presigned.body.fields, bytes, fileName);
  const ticket = await getTicket(caller.userId, presigned.body.uploadId);
  const confirmed = await invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
  return { presigned, confirmed, filePath: ticket!.filePath };
}

/** A customer with a claim in progress, which every upload is for. */
async function claimant(): Promise<Caller> {
  const caller = newCaller();
  expect((await invoke('createApplication', { caller, body: {} })).status).toBe(201);
  return caller;
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('uploads', () => {
  it('stores a 1042-S under the user prefix, records it and counts it on the application', async () => {
    const caller = newCaller();
    const app = await invoke('createApplication', { caller, body: { answers: { hasAll1042s: true } } });
    const { confirmed, filePath } = await upload(caller, 'Form', 'My 1042-S (2024).pdf', pdfBytes());
    expect(confirmed?.status).toBe(200);
    expect(filePath).toMatch(new RegExp(`^${caller.userId}/refund-documents/\\d+-My_1042-S__2024_.pdf$`));
    expect(await storedSize(filePath!)).toBe(1024);

    const listed = await invoke('listDocuments', { caller });
    expect(listed.body.documents).toEqual([
      expect.objectContaining({ fileName: 'My_1042-S__2024_.pdf', category: 'Form', fileType: 'application/pdf' }),
    ]);
    const current = await invoke('getApplicationById', { caller, params: { applicationId: app.body.applicationId } });
    expect(current.body.num1042sForms).toBe(1);
  });

  it('counts an ID separately', async () => {
    const caller = newCaller();
    await invoke('createApplication', { caller, body: {} });
    await upload(caller, 'ID', 'passport.png', pngBytes());
    const { body } = await invoke('getCurrentApplication', { caller });
    expect(body.application).toMatchObject({ uploadedIdDocsCount: 1, num1042sForms: 0 });
  });

  it('takes casinos’ win/loss statements as loss evidence, priced and counted as neither a form nor an ID', async () => {
    const caller = newCaller();
    await invoke('createApplication', { caller, body: { answers: { hasAll1042s: true } } });
    const { confirmed } = await upload(caller, 'LossEvidence', 'win-loss 2024.pdf', pdfBytes());
    expect(confirmed?.status).toBe(200);
    const listed = await invoke('listDocuments', { caller });
    expect(listed.body.documents).toEqual([
      expect.objectContaining({ fileName: 'win-loss_2024.pdf', category: 'LossEvidence' }),
    ]);
    const { body } = await invoke('getCurrentApplication', { caller });
    expect(body.application).toMatchObject({ uploadedIdDocsCount: 0, num1042sForms: 0 });
  });

  it('refuses a category it does not know (400) and presigns nothing', async () => {
    const caller = newCaller();
    const refused = await invoke('presignDocumentUpload', {
      caller,
      body: { category: 'Receipts', fileName: 'r.pdf', sizeBytes: 10 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(expect.any(String));
  });

  it('refuses to presign a file declared over 10 MB, or of another type', async () => {
    const caller = await claimant();
    const big = await invoke('presignDocumentUpload', {
      caller,
      body: { category: 'Form', fileName: 'big.pdf', sizeBytes: UPLOAD.maxBytes + 1 },
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(copy.upload.tooLarge('big.pdf'));
    const exe = await invoke('presignDocumentUpload', {
      caller,
      body: { category: 'Form', fileName: 'setup.exe', sizeBytes: 10 },
    });
    expect(exe.status).toBe(400);
  });

  it('deletes a file over 10 MB that was uploaded despite the policy', async () => {
    const caller = await claimant();
    const { confirmed, filePath } = await upload(caller, 'Form', 'huge.pdf', pdfBytes(UPLOAD.maxBytes + 1), 1000);
    expect(confirmed?.status).toBe(413);
    expect(confirmed?.body.message).toBe(copy.upload.tooLarge('huge.pdf'));
    expect(await storedSize(filePath!)).toBeNull();
    expect((await invoke('listDocuments', { caller })).body.documents).toEqual([]);
  });

  it('deletes a file whose content is not what its extension says', async () => {
    const caller = await claimant();
    const { confirmed, filePath } = await upload(caller, 'Form', 'form.pdf', executableBytes());
    expect(confirmed?.status).toBe(400);
    expect(confirmed?.body.message).toBe(copy.upload.wrongType('form.pdf'));
    expect(await storedSize(filePath!)).toBeNull();
  });

  it('removes the stored file when the record cannot be written', async () => {
    const caller = await claimant();
    const mock = mockClient(documentClient());
    mock.send.callThrough();
    mock.on(TransactWriteCommand).rejects(new Error('DynamoDB is unavailable'));
    restore = () => mock.restore();

    const { confirmed, filePath } = await upload(caller, 'Form', 'form.pdf', pdfBytes());
    expect(confirmed?.status).toBe(400);
    expect(confirmed?.body.message).toMatch(/^Failed to record form\.pdf in database/);
    expect(await storedSize(filePath!)).toBeNull();
  });

  it('records a confirmed upload once', async () => {
    const caller = await claimant();
    const { presigned } = await upload(caller, 'Form', 'once.pdf', pdfBytes());
    const again = await invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
    expect(again.status).toBe(404);
    expect((await invoke('listDocuments', { caller })).body.documents).toHaveLength(1);
  });

  it('keeps the checked file when the presigned form is used again after confirmation', async () => {
    const caller = await claimant();
    const original = pdfBytes();
    const { presigned, confirmed, filePath } = await upload(caller, 'Form', 'swap.pdf', original);
    expect(confirmed?.status).toBe(200);
    // The form names the quarantine, never the key staff and the claim read; the quarantine is emptied.
    expect(presigned.body.fields.key).toBe(quarantineKey(filePath!));
    expect(presigned.body.fields.key).not.toBe(filePath);
    expect(await storedSize(quarantineKey(filePath!))).toBeNull();

    // Within the form's 300 s, another file is posted with it: a valid PDF of other bytes, then an executable.
    await postToS3(presigned.body.url, presigned.body.fields, pdfBytes(2048), 'swap.pdf');
    await postToS3(presigned.body.url, presigned.body.fields, executableBytes(), 'swap.pdf');

    expect(Buffer.from((await readFile(filePath!))!).equals(Buffer.from(original))).toBe(true);
    const [listed] = (await invoke('listDocuments', { caller })).body.documents;
    expect(listed).toMatchObject({ fileName: 'swap.pdf', sizeBytes: original.length });
  });

  it('deletes a file uploaded and never confirmed when its ticket goes (TTL after a day; deleted here)', async () => {
    const caller = await claimant();
    const presigned = await invoke('presignDocumentUpload', {
      caller,
      body: { category: 'ID', fileName: 'passport.png', sizeBytes: pngBytes().length },
    });
    await postToS3(presigned.body.url, presigned.body.fields, pngBytes(), 'passport.png');
    const quarantined = presigned.body.fields.key as string;
    expect(await storedSize(quarantined)).toBe(pngBytes().length);

    await discardTicket(caller.userId, presigned.body.uploadId);
    await expect.poll(() => storedSize(quarantined), { timeout: 15_000, interval: 250 }).toBeNull();
  });

  it('does not let a customer confirm another customer’s upload', async () => {
    const owner = await claimant();
    const presigned = await invoke('presignDocumentUpload', {
      caller: owner,
      body: { category: 'ID', fileName: 'id.png', sizeBytes: 12 },
    });
    await postToS3(presigned.body.url, presigned.body.fields, pngBytes(), 'id.png');
    const other = await invoke('confirmDocumentUpload', {
      caller: newCaller(),
      body: { uploadId: presigned.body.uploadId },
    });
    expect(other.status).toBe(404);
  });
});

describe('what one customer may upload', () => {
  it('refuses an upload with no claim to add it to (409), and records nothing', async () => {
    const caller = newCaller();
    const refused = await invoke('presignDocumentUpload', {
      caller,
      body: { category: 'ID', fileName: 'id.png', sizeBytes: 12 },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: copy.upload.noClaimInProgress } });
    expect((await invoke('listDocuments', { caller })).body.documents).toEqual([]);
  });

  it('refuses a file that would pass the storage quota (413), when it is asked for and when it is confirmed', async () => {
    const caller = await claimant();
    const { body: claim } = await invoke('getCurrentApplication', { caller });
    // What the customer has stored already: just under the quota.
    const kept = STORAGE_QUOTA.maxBytes - 1000;
    await recordGeneratedDocument({
      documentId: randomUUID(),
      userId: caller.userId,
      applicationId: claim.application.applicationId,
      fileName: 'forms.pdf',
      filePath: `${caller.userId}/generated/forms.pdf`,
      fileType: 'application/pdf',
      sizeBytes: kept,
      userName: 'Zoé',
    });

    const asked = await invoke('presignDocumentUpload', {
      caller,
      body: { category: 'Form', fileName: 'w2g.pdf', sizeBytes: 1024 },
    });
    expect(asked).toMatchObject({ status: 413, body: { message: copy.upload.quotaFull('w2g.pdf') } });

    // Declared small enough, but more reached S3: refused on confirmation, and deleted.
    const { confirmed, filePath } = await upload(caller, 'Form', 'w2g.pdf', pdfBytes(1024), 900);
    expect(confirmed).toMatchObject({ status: 413, body: { message: copy.upload.quotaFull('w2g.pdf') } });
    expect(await storedSize(filePath!)).toBeNull();
    expect(await storedSize(quarantineKey(filePath!))).toBeNull();
    expect((await invoke('listDocuments', { caller })).body.documents).toHaveLength(1);

    // What still fits is taken.
    const fits = await upload(caller, 'Form', 'small.pdf', pdfBytes(900));
    expect(fits.confirmed?.status).toBe(200);
  });
});

describe('downloading one’s own documents', () => {
  it('gives the owner a short-lived link, and nobody else', async () => {
    const caller = await claimant();
    const { presigned } = await upload(caller, 'Form', 'mine.pdf', pdfBytes());
    const params = { documentId: presigned.body.uploadId };
    const link = await invoke('downloadMyDocument', { caller, params });
    expect(link.body.fileName).toBe('mine.pdf');
    expect((await fetch(link.body.url)).status).toBe(200);
    expect((await invoke('downloadMyDocument', { caller: newCaller(), params })).status).toBe(404);
  });
});

describe('asking for upload forms', () => {
  it(`refuses a customer's presign number ${UPLOAD_LIMITS.presignsPerWindow + 1} in a window with 429 and a message`, async () => {
    const caller = newCaller();
    await invoke('createApplication', { caller, body: { answers: { hasAll1042s: true } } });
    const window = Math.floor(Date.now() / 1000 / UPLOAD_LIMITS.windowSeconds);
    const presign = () =>
      invoke('presignDocumentUpload', { caller, body: { category: 'ID', fileName: 'id.png', sizeBytes: 100 } });
    await rateCounters()
      .put({
        scope: 'presign-user',
        subject: caller.userId,
        window,
        hits: UPLOAD_LIMITS.presignsPerWindow - 1,
        expiresAt: (window + 2) * UPLOAD_LIMITS.windowSeconds,
      })
      .go();
    expect((await presign()).status).toBe(201);
    const refused = await presign();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests', message: copy.common.tooManyRequests });
    // Another customer is not affected.
    const other = newCaller();
    await invoke('createApplication', { caller: other, body: { answers: { hasAll1042s: true } } });
    expect(
      (
        await invoke('presignDocumentUpload', {
          caller: other,
          body: { category: 'ID', fileName: 'id.png', sizeBytes: 100 },
        })
      ).status,
    ).toBe(201);
  });
});
