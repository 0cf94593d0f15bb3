import type { Context, DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { getApplication } from '../src/data/stores/application';
import { documentClient } from '../src/data/clients';
import { getLocalSession } from '../src/data/stores/local-checkout-session';
import { getPayment } from '../src/data/stores/payment';
import type { Caller } from '../src/http/claims';
import { handler } from '../src/payments/checkout-expiry';
import { customerReadyToPay } from './support/applications';
import { pdfBytes, postToS3 } from './support/files';
import { invoke } from './support/invoke';
import { newCode, openCheckout, uses } from './support/payments';
import { streamRecord } from './support/stream-records';

/**
 * The functions that change a claim never call Stripe: the stack's stream poller hands the claim's change
 * to the payments consumer (payments/checkout-expiry.ts), as the table's stream does in AWS.
 */
const eventually = { timeout: 15_000, interval: 200 };
const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 25_000 } as Context;
const deliver = (...records: DynamoDBRecord[]) => handler({ Records: records }, context);

type Customer = Awaited<ReturnType<typeof customerReadyToPay>>;
type Opened = Awaited<ReturnType<typeof openCheckout>>;

const statusOf = async (opened: Opened) => (await getPayment(opened.applicationId, opened.sessionId))?.status;
const storedClaim = async (customer: Customer) =>
  (await getApplication(customer.caller.userId, customer.applicationId))!;

/** New answers that change the price: the customer holds an active ITIN after all. */
async function addItin(customer: Customer) {
  await invoke('saveItin', { caller: customer.caller, body: { itin: '912701234' } });
  const { version } = await storedClaim(customer);
  const saved = await invoke('updateApplicationAnswers', {
    caller: customer.caller,
    params: { applicationId: customer.applicationId },
    body: { version, answers: { hasItin: true, itinIsActive: 'yes' } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function uploadForm(caller: Caller, applicationId: string) {
  const bytes = pdfBytes();
  const presigned = await invoke('presignDocumentUpload', {
    caller,
    body: { category: 'Form', fileName: '1042-S.pdf', sizeBytes: bytes.length, applicationId },
  });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(201);
  await postToS3(presigned.body.url, presigned.body.fields, bytes, '1042-S.pdf');
  const confirmed = await invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

/** The stream record of a claim whose answers version moved from what `claim` holds to the next one. */
const repriced = (claim: Record<string, unknown>) =>
  streamRecord('MODIFY', 'application', {
    before: claim,
    after: { ...claim, answersVersion: ((claim.answersVersion as number | undefined) ?? 0) + 1 },
  });

describe('a claim whose price changes, through the stream', () => {
  it.each([
    ['new answers', addItin],
    ['a Form 1042-S uploaded', (customer: Customer) => uploadForm(customer.caller, customer.applicationId)],
  ])('%s: the open checkout is expired and its discount use given back', async (_, change) => {
    const code = await newCode({ maxUses: 1 });
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer, code);
    expect(await uses(code)).toBe(1);

    await change(customer);

    await expect.poll(() => statusOf(opened), eventually).toBe('expired');
    expect((await getLocalSession(opened.sessionId))?.expired).toBe(true);
    await expect.poll(() => uses(code), eventually).toBe(0);
    // The use is free again: another customer can hold it.
    await openCheckout(await customerReadyToPay(), code);
    expect(await uses(code)).toBe(1);
  });
});

describe('the checkout expiry', () => {
  it('expires only the checkouts quoted before the change: one opened since, at the new price, stays open', async () => {
    const code = await newCode({ maxUses: 5 });
    const customer = await customerReadyToPay();
    const stale = await openCheckout(customer, code);
    const before = await storedClaim(customer);
    await addItin(customer);
    await expect.poll(() => statusOf(stale), eventually).toBe('expired');
    await invoke('finishApplication', { caller: customer.caller, params: { applicationId: customer.applicationId } });
    const fresh = await openCheckout(customer, code);
    expect(fresh.payment.answersVersion).toBe(1);
    const usesHeld = await uses(code);

    // The same change delivered late, or again (the stream delivers at least once).
    const after = await storedClaim(customer);
    const record = streamRecord('MODIFY', 'application', { before, after });
    expect((await deliver(record)).batchItemFailures).toEqual([]);
    expect(await statusOf(fresh)).toBe('pending');
    expect((await getLocalSession(fresh.sessionId))?.expired).toBeFalsy();
    expect(await statusOf(stale)).toBe('expired');
    expect(await uses(code)).toBe(usesHeld); // the stale checkout's use is not given back twice
  });

  it('leaves checkouts open when a claim changes without a new price (a step, a status)', async () => {
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer);
    const claim = await storedClaim(customer);
    const response = await deliver(
      streamRecord('MODIFY', 'application', { before: claim, after: { ...claim, currentStep: 3 } }),
      streamRecord('MODIFY', 'application', { before: claim, after: { ...claim, status: 'submitted' } }),
      streamRecord('INSERT', 'application', { after: { ...claim, answersVersion: 4 } }),
      streamRecord('MODIFY', 'payment', { before: opened.payment, after: { ...opened.payment, answersVersion: 4 } }),
    );
    expect(response.batchItemFailures).toEqual([]);
    expect(await statusOf(opened)).toBe('pending');
  });

  it('reports a record it could not finish, so the stream retries it rather than dropping it', async () => {
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer);
    const claim = await storedClaim(customer);
    const record = repriced(claim);
    const stepMoved = streamRecord('MODIFY', 'application', { before: claim, after: { ...claim, currentStep: 3 } });

    const table = mockClient(documentClient());
    table.onAnyCommand().rejects(new Error('DynamoDB unavailable'));
    let failed: Awaited<ReturnType<typeof deliver>>;
    try {
      failed = await deliver(stepMoved, record);
    } finally {
      table.restore();
    }
    expect(failed.batchItemFailures).toEqual([{ itemIdentifier: record.dynamodb!.SequenceNumber }]);
    expect(await statusOf(opened)).toBe('pending');

    expect((await deliver(record)).batchItemFailures).toEqual([]);
    expect(await statusOf(opened)).toBe('expired');
    expect((await getLocalSession(opened.sessionId))?.expired).toBe(true);
  });
});
