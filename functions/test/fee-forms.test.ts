import { describe, expect, it } from 'vitest';
import { claimableTaxYears, copy, FEES } from '@taxback/shared';
import { customerReadyToPay } from './support/applications';
import { pdfBytes, pngBytes, postToS3 } from './support/files';
import type { Caller } from '../src/http/claims';
import { invoke, newCaller } from './support/invoke';
import { openCheckout, pay } from './support/payments';

const year = String(claimableTaxYears(new Date())[0]);
const typedForms = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `f${index + 1}`,
    taxYear: year,
    game: 'slot-machine',
    winningsCents: 2_000_00,
    federalWithheldCents: 600_00,
  }));

/** A finished claim with an active ITIN and `count` typed Forms 1042-S, none uploaded as a form. */
const claimWithTypedForms = (count: number) =>
  customerReadyToPay({ hasItin: true, itinIsActive: 'yes', form1042sEntries: typedForms(count) });

async function upload(caller: Caller, applicationId: string, category: 'ID' | 'Form') {
  const [fileName, bytes] = category === 'ID' ? ['scan.png', pngBytes()] : ['form.pdf', pdfBytes()];
  const presigned = await invoke('presignDocumentUpload', {
    caller,
    body: { category, fileName, sizeBytes: bytes.length, applicationId },
  });
  if (presigned.status !== 201) return presigned;
  await postToS3(presigned.body.url, presigned.body.fields, bytes, fileName);
  return invoke('confirmDocumentUpload', { caller, body: { uploadId: presigned.body.uploadId } });
}

describe('the fee counts the Forms 1042-S the return files', () => {
  it('prices 20 typed forms as 20 forms, whatever the uploads were labelled', async () => {
    const customer = await claimWithTypedForms(20);
    // The forms scanned and uploaded as "ID" change nothing.
    expect((await upload(customer.caller, customer.applicationId, 'ID')).status).toBe(200);
    const opened = await openCheckout(customer);
    expect(FEES.baseApplicationCents + 19 * FEES.additional1042sCents).toBe(724_00);
    expect(opened.payment.amountCents).toBe(724_00);
  });

  it('counts the uploaded forms when there are more of them than typed ones', async () => {
    const customer = await claimWithTypedForms(1);
    for (let i = 0; i < 3; i += 1)
      expect((await upload(customer.caller, customer.applicationId, 'Form')).status).toBe(200);
    const opened = await openCheckout(customer);
    expect(opened.payment.amountCents).toBe(FEES.baseApplicationCents + 2 * FEES.additional1042sCents);
  });

  it('refuses, once paid, a form upload or a typed form that would raise the price; an ID changes no price', async () => {
    const customer = await claimWithTypedForms(2);
    const { caller, applicationId } = customer;
    await pay(customer);
    const paid = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;

    expect(await upload(caller, applicationId, 'Form')).toMatchObject({
      status: 409,
      body: { message: copy.lifecycle.documentsFrozen },
    });
    const typed = await invoke('updateApplicationAnswers', {
      caller,
      params: { applicationId },
      body: { version: paid.version, answers: { form1042sEntries: typedForms(3) } },
    });
    expect(typed).toMatchObject({ status: 409, body: { message: copy.lifecycle.answersFrozen } });

    expect((await upload(caller, applicationId, 'ID')).status).toBe(200);
    const after = (await invoke('getApplicationById', { caller, params: { applicationId } })).body;
    expect(after).toMatchObject({
      status: 'submitted',
      num1042sForms: 0,
      form1042sEntries: typedForms(2),
      paidCents: paid.paidCents,
      balanceDue: null,
    });
  });

  it('charges the forms typed on a reopened claim as a balance', async () => {
    const customer = await claimWithTypedForms(1);
    const { caller, applicationId } = customer;
    await pay(customer);
    const admin = newCaller({ isAdmin: true, email: 'staff@taxback.example' });
    const reopened = await invoke('changeStatus', {
      caller: admin,
      params: { applicationId },
      body: { action: 'reopen' },
    });
    expect(reopened.status).toBe(200);
    const saved = await invoke('updateApplicationAnswers', {
      caller,
      params: { applicationId },
      body: { version: reopened.body.version, answers: { form1042sEntries: typedForms(4) } },
    });
    expect(saved.status).toBe(200);
    const finished = await invoke('finishApplication', { caller, params: { applicationId } });
    expect(finished.body).toMatchObject({
      status: 'awaiting_balance',
      balanceDue: { totalCents: 3 * FEES.additional1042sCents },
    });
  });
});
