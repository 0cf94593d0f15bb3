import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { claimableTaxYears, copy } from '@taxback/shared';
import { documentClient } from '../src/data/clients';
import { config } from '../src/config';
import { applications } from '../src/data/entities/application';
import { payments } from '../src/data/entities/payment';
import type { Caller } from '../src/http/claims';
import { customerReadyToPay } from './support/applications';
import { pdfBytes, pngBytes, postToS3 } from './support/files';
import { invoke, newCaller, type InvokeResult } from './support/invoke';
import { pay } from './support/payments';

const [thisYear, lastYear, olderYear] = claimableTaxYears(new Date()).map(String) as [string, string, string];
const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });
/** Staff change a claim's status (restore, reopen, reject…). */
const staffChange = (applicationId: string, action: string) =>
  invoke('changeStatus', { caller: admin, params: { applicationId }, body: { action } });
/** A 409 that names, with its message, the other claim that stands in the way. */
function expectConflict(response: InvokeResult, message: string, other: { applicationId: string }) {
  expect(response.status).toBe(409);
  expect(response.body).toMatchObject({ message, applicationId: other.applicationId });
}

/** A customer whose claim for `thisYear` is paid (submitted). */
async function customerWithPaidClaim() {
  const customer = await customerReadyToPay();
  const opened = await pay(customer);
  return { ...customer, sessionId: opened.sessionId };
}

const answerYears = (caller: Caller, applicationId: string, version: number, taxYears: string[]) =>
  invoke('updateApplicationAnswers', { caller, params: { applicationId }, body: { version, answers: { taxYears } } });

async function upload(caller: Caller, category: 'ID' | 'Form', fileName: string, applicationId?: string) {
  const bytes = category === 'Form' ? pdfBytes() : pngBytes();
  const presigned = await invoke('presignDocumentUpload', {
    caller,
    body: { category, fileName, sizeBytes: bytes.length, ...(applicationId ? { applicationId } : {}) },
  });
  if (presigned.status !== 201) return presigned;
  await postToS3(presigned.body.url, presigned.body.fields, bytes, fileName);
  return invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
}

describe('a returning customer', () => {
  it('with a paid claim starts a new one (201, new id) and cannot claim the paid year again', async () => {
    const paid = await customerWithPaidClaim();
    const { caller } = paid;

    const created = await invoke('createApplication', { caller, body: {} });
    expect(created.status).toBe(201);
    const secondId = created.body.applicationId as string;
    expect(secondId).not.toBe(paid.applicationId);
    expect(created.body).toMatchObject({ status: 'draft', version: 1, taxYears: [] });

    // The paid year is refused with the catalogue message and the claim holding it.
    const refused = await answerYears(caller, secondId, 1, [lastYear, thisYear]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'conflict',
      message: copy.application.yearAlreadyClaimed(thisYear),
      years: [thisYear],
      applicationId: paid.applicationId,
    });
    expect((await invoke('getApplicationById', { caller, params: { applicationId: secondId } })).body.taxYears).toEqual(
      [],
    );

    // Another year is fine.
    const saved = await answerYears(caller, secondId, 1, [lastYear]);
    expect(saved.status).toBe(200);
    expect(saved.body.taxYears).toEqual([lastYear]);

    // Both are listed, newest first; the earlier claim stays readable as it was.
    const listed = await invoke('listApplications', { caller });
    expect(listed.status).toBe(200);
    expect(listed.body.applications.map((claim: { applicationId: string }) => claim.applicationId)).toEqual([
      secondId,
      paid.applicationId,
    ]);
    const earlier = await invoke('getApplicationById', { caller, params: { applicationId: paid.applicationId } });
    expect(earlier.body).toMatchObject({ status: 'submitted', paid: true, taxYears: [thisYear] });
    // The claim being worked on is the new one.
    expect((await invoke('getCurrentApplication', { caller })).body.application.applicationId).toBe(secondId);
  });

  it('cannot open a claim holding a year of another claim, even with its first answers', async () => {
    const { caller, applicationId } = await customerWithPaidClaim();
    const refused = await invoke('createApplication', { caller, body: { answers: { taxYears: [thisYear] } } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: copy.application.yearAlreadyClaimed(thisYear), applicationId });
    expect((await invoke('listApplications', { caller })).body.applications).toHaveLength(1);
  });

  it('answers 409 with the id of the claim in progress instead of opening a second one', async () => {
    const caller = newCaller();
    const first = await invoke('createApplication', { caller, body: {} });
    expect(first.status).toBe(201);
    const second = await invoke('createApplication', { caller, body: {} });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      message: copy.application.claimInProgress,
      applicationId: first.body.applicationId,
    });

    // Awaiting payment is still in progress.
    const ready = await customerReadyToPay();
    const again = await invoke('createApplication', { caller: ready.caller, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.applicationId).toBe(ready.applicationId);
  });

  it('opens one claim only when two tabs start a new season at once', async () => {
    const { caller } = await customerWithPaidClaim();
    const results = await Promise.all([
      invoke('createApplication', { caller, body: {} }),
      invoke('createApplication', { caller, body: {} }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const opened = results.find((r) => r.status === 201)!.body.applicationId;
    const refused = results.find((r) => r.status === 409)!.body;
    // The loser names the claim the winner opened (or, mid-race, just says conflict).
    if (refused.applicationId) expect(refused.applicationId).toBe(opened);
    expect((await invoke('listApplications', { caller })).body.applications).toHaveLength(2);
  });

  it('keeps the single-claim data working: a lock item of those days (no counter) still lets a second claim open', async () => {
    const { caller, applicationId } = await customerWithPaidClaim();
    // The lock item exactly as the single-claim code wrote it.
    await documentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { PK: `USER#${caller.userId}`, SK: 'APPLICATION_LOCK', applicationId },
      }),
    );
    const created = await invoke('createApplication', { caller, body: { answers: { taxYears: [olderYear] } } });
    expect(created.status).toBe(201);
    expect(created.body.taxYears).toEqual([olderYear]);
    expect((await invoke('listApplications', { caller })).body.applications).toHaveLength(2);
  });

  it('lets a rejected claim’s years be claimed again, and then staff cannot bring the rejected claim back', async () => {
    const { caller, applicationId } = await customerWithPaidClaim();
    // Rejected before rejections refunded the fee: still paid, so only its years could keep it from coming back.
    await applications().patch({ userId: caller.userId, applicationId }).set({ status: 'rejected' }).go();

    const created = await invoke('createApplication', { caller, body: { answers: { taxYears: [thisYear] } } });
    expect(created.status).toBe(201);

    expectConflict(await staffChange(applicationId, 'restore'), copy.lifecycle.yearsClaimedAgain, created.body);
  });
});

describe('one claim in progress at a time', () => {
  it('staff cannot reopen a paid claim while the customer fills in another (409, nothing changed)', async () => {
    const { caller, applicationId } = await customerWithPaidClaim();
    const draft = await invoke('createApplication', { caller, body: {} });
    expect(draft.status).toBe(201);

    expectConflict(await staffChange(applicationId, 'reopen'), copy.lifecycle.otherClaimInProgress, draft.body);
    const paid = await invoke('getAdminApplication', { caller: admin, params: { applicationId } });
    expect(paid.body.status).toBe('submitted');
    expect((await invoke('getCurrentApplication', { caller })).body.application.applicationId).toBe(
      draft.body.applicationId,
    );

    // Once the other claim is no longer in progress (here: rejected by staff), the paid one can be reopened.
    const rejected = await staffChange(draft.body.applicationId, 'reject');
    expect(rejected.status).toBe(200);
    const reopened = await staffChange(applicationId, 'reopen');
    expect(reopened).toMatchObject({ status: 200, body: { status: 'reopened' } });
  });
});

describe('two claims of one customer', () => {
  it('never mix their documents or payments', async () => {
    const first = await customerWithPaidClaim();
    const { caller } = first;
    const second = await customerReadyToPay({ taxYears: [lastYear] }, caller);
    expect(second.applicationId).not.toBe(first.applicationId);

    // An ID for the paid claim, named; a form for the new claim, by default (the claim in progress).
    expect((await upload(caller, 'ID', 'passport-2025.png', first.applicationId)).status).toBe(200);
    expect((await upload(caller, 'Form', 'form-new.pdf')).status).toBe(200);

    const docsOf = async (applicationId: string) =>
      (await invoke('listDocuments', { caller, query: { applicationId } })).body.documents.map(
        (doc: { fileName: string; applicationId: string }) => [doc.fileName, doc.applicationId],
      );
    expect(await docsOf(first.applicationId)).toEqual([['passport-2025.png', first.applicationId]]);
    expect(await docsOf(second.applicationId)).toEqual([['form-new.pdf', second.applicationId]]);

    const claimOf = async (applicationId: string) =>
      (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    expect(await claimOf(first.applicationId)).toMatchObject({ uploadedIdDocsCount: 1, num1042sForms: 0 });
    expect(await claimOf(second.applicationId)).toMatchObject({ uploadedIdDocsCount: 0, num1042sForms: 1 });

    // A Form for the paid claim is refused (its price is settled), whoever is in progress.
    expect((await upload(caller, 'Form', 'late.pdf', first.applicationId)).status).toBe(409);

    // Paying the second claim records its payment under that claim only.
    const finished = await invoke('finishApplication', { caller, params: { applicationId: second.applicationId } });
    expect(finished.status).toBe(200);
    const paidSecond = await pay({ caller, applicationId: second.applicationId });
    const paymentsOf = async (applicationId: string) =>
      (await payments().query.byApplication({ applicationId }).go()).data.map((p) => [p.sessionId, p.status]);
    expect(await paymentsOf(first.applicationId)).toEqual([[first.sessionId, 'paid']]);
    expect(await paymentsOf(second.applicationId)).toEqual([[paidSecond.sessionId, 'paid']]);
    const stored = (await applications().get({ userId: caller.userId, applicationId: first.applicationId }).go()).data;
    expect(stored?.status).toBe('submitted');
  });

  it('refuses an upload for a claim that is not the caller’s (404)', async () => {
    const other = await customerReadyToPay();
    const caller = newCaller();
    const response = await upload(caller, 'ID', 'id.png', other.applicationId);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(copy.payment.noApplication);
  });
});
