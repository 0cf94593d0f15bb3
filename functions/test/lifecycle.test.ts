import { describe, expect, it } from 'vitest';
import { copy, FEES } from '@taxback/shared';
import { storedSize } from '../src/adapters/files';
import { getTicket } from '../src/data/stores/upload-ticket';
import { quarantineKey } from '../src/http/stored-upload';
import { invoke, newCaller } from './support/invoke';
import { pdfBytes, postToS3 } from './support/files';
import { customerReadyToPay, recordFirstStep } from './support/applications';
import { newCode, openCheckout, pay, paymentEventFor } from './support/payments';

const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });

const stored = async (customer: { caller: ReturnType<typeof newCaller>; applicationId: string }) =>
  (await invoke('getApplicationById', { caller: customer.caller, params: { applicationId: customer.applicationId } }))
    .body;

const patch = async (
  customer: { caller: ReturnType<typeof newCaller>; applicationId: string },
  answers: Record<string, unknown>,
) => {
  const { version } = await stored(customer);
  return invoke('updateApplicationAnswers', {
    caller: customer.caller,
    params: { applicationId: customer.applicationId },
    body: { version, answers },
  });
};

describe('a paid claim', () => {
  it('refuses changed answers with 409 and keeps them as paid for', async () => {
    const customer = await customerReadyToPay({ hasItin: true, itinIsActive: 'yes' });
    await pay(customer);
    const before = await stored(customer);

    const response = await patch(customer, {
      hasItin: false,
      hasAll1042s: false,
      missingForms: [{ id: 'm1', city: 'Reno' }],
    });

    expect(response).toMatchObject({ status: 409, body: { message: copy.lifecycle.answersFrozen } });
    expect(await stored(customer)).toEqual(before);
    expect(before).toMatchObject({ status: 'submitted', hasItin: true, numMissing1042s: 0 });
  });

  it('refuses a Form 1042-S upload that would change the price, but still takes an ID', async () => {
    const customer = await customerReadyToPay();
    await pay(customer);
    const form = await invoke('presignDocumentUpload', {
      caller: customer.caller,
      body: { category: 'Form', fileName: 'late-1042s.pdf', sizeBytes: 1000 },
    });
    expect(form).toMatchObject({ status: 409, body: { message: copy.lifecycle.documentsFrozen } });
    const id = await invoke('presignDocumentUpload', {
      caller: customer.caller,
      body: { category: 'ID', fileName: 'passport.pdf', sizeBytes: 1000 },
    });
    expect(id.status).toBe(201);
  });

  it('refuses to record a Form 1042-S posted before payment and confirmed after, keeping it out of the claim’s files', async () => {
    const customer = await customerReadyToPay();
    const presigned = await invoke('presignDocumentUpload', {
      caller: customer.caller,
      body: { category: 'Form', fileName: 'late-1042s.pdf', sizeBytes: pdfBytes().length },
    });
    expect(presigned.status).toBe(201);
    await postToS3(presigned.body.url, presigned.body.fields, pdfBytes(), 'late-1042s.pdf');
    const { filePath } = (await getTicket(customer.caller.userId, presigned.body.uploadId))!;
    await pay(customer);

    const confirmed = await invoke('confirmDocumentUpload', {
      caller: customer.caller,
      body: { uploadId: presigned.body.uploadId },
    });
    expect(confirmed).toMatchObject({ status: 409, body: { message: copy.lifecycle.documentsFrozen } });
    expect(await storedSize(filePath)).toBeNull();
    expect(await storedSize(quarantineKey(filePath))).toBe(pdfBytes().length);
    expect(await getTicket(customer.caller.userId, presigned.body.uploadId)).not.toBeNull();
  });

  it('refuses a second checkout', async () => {
    const customer = await customerReadyToPay();
    await pay(customer);
    const again = await invoke('createCheckout', {
      caller: customer.caller,
      body: { applicationId: customer.applicationId },
    });
    expect(again).toMatchObject({ status: 409, body: { message: copy.payment.alreadyPaid } });
  });

  it('is not moved back to submitted by a replayed payment once staff process it', async () => {
    const customer = await customerReadyToPay();
    const opened = await pay(customer);
    const moved = await recordFirstStep(customer.applicationId);
    expect(moved).toMatchObject({ status: 200, body: { status: 'processing' } });

    const late = await invoke('paymentWebhook', paymentEventFor(opened));
    expect(late.status).toBe(200);
    expect((await stored(customer)).status).toBe('processing');
  });
});

describe('answers changed after finishing', () => {
  it('send the claim back to the wizard: no checkout until it is finished again', async () => {
    const customer = await customerReadyToPay();
    await invoke('saveItin', { caller: customer.caller, body: { itin: '912701234' } });
    expect((await patch(customer, { hasItin: true, itinIsActive: 'yes' })).body.status).toBe('draft');
    const refused = await invoke('createCheckout', {
      caller: customer.caller,
      body: { applicationId: customer.applicationId },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: copy.payment.notReadyForPayment } });

    const finished = await invoke('finishApplication', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(finished.body.status).toBe('ready_for_payment');
    const { payment } = await openCheckout(customer);
    expect(payment.amountCents).toBe(FEES.baseApplicationCents);
  });

  it('moving between steps changes nothing', async () => {
    const customer = await customerReadyToPay();
    expect((await patch(customer, { currentStep: 3 })).body.status).toBe('ready_for_payment');
  });
});

describe('staff status changes', () => {
  it('refuses an action the lifecycle does not allow with 409, and a status set by hand with 400, changing nothing', async () => {
    const customer = await customerReadyToPay();
    const before = await stored(customer);
    const change = (body: Record<string, unknown>) =>
      invoke('changeStatus', { caller: admin, params: { applicationId: customer.applicationId }, body });
    // Unpaid: nothing to reopen or take back to work.
    expect(await change({ action: 'reopen' })).toMatchObject({
      status: 409,
      body: { message: copy.lifecycle.cannotReopen },
    });
    expect(await change({ action: 'restore' })).toMatchObject({
      status: 409,
      body: { message: copy.lifecycle.statusNotAllowed },
    });
    for (const status of ['processing', 'completed', 'submitted', 'draft'] as const) {
      expect((await change({ status })).status, status).toBe(400);
    }
    expect(await stored(customer)).toEqual(before);
  });

  it('refuses progress on a claim that is not paid', async () => {
    const customer = await customerReadyToPay();
    const response = await invoke('recordProgress', {
      caller: admin,
      params: { applicationId: customer.applicationId },
      body: { action: 'irs_submitted', done: true },
    });
    expect(response).toMatchObject({ status: 409, body: { message: copy.lifecycle.notPaidYet } });
  });

  it('reopens a paid claim: the customer changes answers and, owing nothing more, it returns to the team', async () => {
    const customer = await customerReadyToPay();
    await pay(customer);
    const reopened = await invoke('changeStatus', {
      caller: admin,
      params: { applicationId: customer.applicationId },
      body: { action: 'reopen', notes: 'Wrong delivery preference' },
    });
    expect(reopened.body).toMatchObject({ status: 'reopened' });
    expect(reopened.body.auditTrail.at(-1)).toMatchObject({
      action: 'status:submitted->reopened',
      detail: 'Wrong delivery preference',
    });

    expect((await patch(customer, { formDeliveryPreference: 'mail' })).status).toBe(200);
    const finished = await invoke('finishApplication', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(finished.body).toMatchObject({ status: 'submitted', formDeliveryPreference: 'mail' });
  });
});

describe('money routes', () => {
  it('answer a double click on Pay with the same checkout session', async () => {
    const customer = await customerReadyToPay();
    const clicks = await Promise.all(
      [1, 2].map(() =>
        invoke('createCheckout', { caller: customer.caller, body: { applicationId: customer.applicationId } }),
      ),
    );
    expect(clicks.map((click) => click.status)).toEqual([200, 200]);
    expect(clicks[0]!.body.url).toBe(clicks[1]!.body.url);
  });

  it('let only one of two racing free redemptions through; the other answers 409', async () => {
    const code = await newCode({ discountValue: 100 });
    const customer = await customerReadyToPay();
    const redeem = () =>
      invoke('createCheckout', {
        caller: customer.caller,
        body: { applicationId: customer.applicationId, discountCode: code },
      });
    const first = await redeem();
    expect(first.status).toBe(200);
    const second = await redeem();
    expect(second.status).toBe(409);
    expect((await stored(customer)).status).toBe('submitted');
  });
});
