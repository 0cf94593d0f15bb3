import { describe, expect, it } from 'vitest';
import { claimableTaxYears, copy, FEES } from '@taxback/shared';
import { applications } from '../src/data/entities/application';
import type { Caller } from '../src/http/claims';
import { invoke, newCaller } from './support/invoke';
import { customerReadyToPay } from './support/applications';
import { finishedAnswers } from './support/answers';
import { openCheckout } from './support/payments';

const [newestYear, middleYear] = claimableTaxYears(new Date()).map(String) as [string, string];

async function draft(answers: Record<string, unknown> = {}) {
  const caller = newCaller();
  await invoke('registerSignIn', { caller, body: {} });
  const created = await invoke('createApplication', { caller, body: { answers: finishedAnswers(answers) } });
  expect(created.status).toBe(201);
  return { caller, applicationId: created.body.applicationId as string };
}

async function patch(customer: { caller: Caller; applicationId: string }, answers: Record<string, unknown>) {
  const current = await invoke('getApplicationById', {
    caller: customer.caller,
    params: { applicationId: customer.applicationId },
  });
  return invoke('updateApplicationAnswers', {
    caller: customer.caller,
    params: { applicationId: customer.applicationId },
    body: { version: current.body.version, answers },
  });
}

const finish = (customer: { caller: Caller; applicationId: string }) =>
  invoke('finishApplication', { caller: customer.caller, params: { applicationId: customer.applicationId } });

describe('answer rules on the server', () => {
  it('will not finish with an ITIN declared but none on file, nor a malformed one', async () => {
    const customer = await draft({ hasItin: true, itinIsActive: 'yes' });
    const refused = await finish(customer);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: copy.application.itinRequired, fields: { itin: copy.application.itinRequired } },
    });

    const malformed = await invoke('saveItin', { caller: customer.caller, body: { itin: '12345' } });
    expect(malformed.status).toBe(400);
    await invoke('saveItin', { caller: customer.caller, body: { itin: '912-70-1234' } });
    expect((await finish(customer)).body.status).toBe('ready_for_payment');
  });

  it.each([
    [
      'missingForms',
      {
        hasAll1042s: false,
        missingForms: [
          { id: 'same', city: 'Reno' },
          { id: 'same', city: 'Vegas' },
        ],
      },
    ],
    [
      'form1042sEntries',
      {
        form1042sEntries: [1, 2].map(() => ({
          id: 'same',
          taxYear: newestYear,
          game: 'slot-machine',
          winningsCents: 100_00,
          federalWithheldCents: 30_00,
        })),
      },
    ],
  ])('refuses two %s entries with one id, with 400 and the field, changing nothing', async (field, answers) => {
    const customer = await draft();
    const before = await invoke('getApplicationById', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    const refused = await patch(customer, answers);
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { [`answers.${field}`]: copy.application.entryRepeated } },
    });
    const after = await invoke('getApplicationById', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(after.body.version).toBe(before.body.version);
  });

  it('refuses a Form 1042-S withholding more than it paid out, with 400 on the field', async () => {
    const customer = await draft();
    const refused = await patch(customer, {
      form1042sEntries: [
        { id: 'f', taxYear: newestYear, game: 'slot-machine', winningsCents: 5_00, federalWithheldCents: 999_999_00 },
      ],
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { 'answers.form1042sEntries.0.federalWithheldCents': copy.estimator.withheldOverWinnings } },
    });
  });

  it('refuses losses for a year outside the claim, and a flood of years, with 400', async () => {
    const customer = await draft();
    const outside = await patch(customer, { lossesByYear: { '2001': 100 } });
    expect(outside).toMatchObject({
      status: 400,
      body: { fields: { lossesByYear: copy.application.lossYearOutside } },
    });

    const flood = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [String(1000 + (index % 9000)), 1]));
    const huge = await patch(customer, { lossesByYear: { ...flood, [newestYear]: 1 } });
    expect(huge.status).toBe(400);

    const fine = await patch(customer, { lossesByYear: { [newestYear]: 50_000 } });
    expect(fine.body.lossesByYear).toEqual({ [newestYear]: 50_000 });
  });

  it('drops the losses of a year the customer stops claiming', async () => {
    const customer = await draft({ taxYears: [newestYear, middleYear] });
    await patch(customer, { lossesByYear: { [newestYear]: 1_000, [middleYear]: 2_000 } });
    const narrowed = await patch(customer, { taxYears: [newestYear] });
    expect(narrowed.body.lossesByYear).toEqual({ [newestYear]: 1_000 });
  });

  it('refuses a missing form dated outside the claim’s years', async () => {
    const customer = await draft({ hasAll1042s: false });
    const response = await patch(customer, {
      missingForms: [{ id: 'm1', date: '2001-05-01', city: 'Reno' }],
    });
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { missingForms: copy.application.missingFormYearOutside } },
    });
    const inYear = await patch(customer, { missingForms: [{ id: 'm1', date: `${newestYear}-05-01`, city: 'Reno' }] });
    expect(inYear.body.numMissing1042s).toBe(1);
  });

  it('refuses a Form 1042-S for a year outside the claim, which no return would include, with 400', async () => {
    const customer = await draft();
    const form = { id: 'f', game: 'slot-machine', winningsCents: 5_000_00, federalWithheldCents: 1_500_00 };
    const outside = await patch(customer, { form1042sEntries: [{ ...form, taxYear: middleYear }] });
    expect(outside).toMatchObject({
      status: 400,
      body: { fields: { form1042sEntries: copy.application.formYearOutside } },
    });
    const unchanged = await invoke('getApplicationById', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(unchanged.body.form1042sEntries ?? []).toEqual([]);

    const inYear = await patch(customer, { form1042sEntries: [{ ...form, taxYear: newestYear }] });
    expect(inYear.status).toBe(200);
    expect(inYear.body.form1042sEntries).toEqual([{ ...form, taxYear: newestYear }]);
    expect(inYear.body.estimatedRefundCents).toEqual(expect.any(Number));
  });

  it('will not finish while a Form 1042-S belongs to a year the customer stopped claiming', async () => {
    const customer = await draft({ taxYears: [newestYear, middleYear] });
    const form = { id: 'f', game: 'slot-machine', winningsCents: 5_000_00, federalWithheldCents: 1_500_00 };
    expect((await patch(customer, { form1042sEntries: [{ ...form, taxYear: middleYear }] })).status).toBe(200);
    // Narrowing the years keeps the form (nothing the customer typed is dropped) but finishing waits for it.
    const narrowed = await patch(customer, { taxYears: [newestYear] });
    expect(narrowed.body.form1042sEntries).toHaveLength(1);
    // The refusal names what to fix, not only that something is missing.
    expect(await finish(customer)).toMatchObject({
      status: 400,
      body: {
        message: copy.application.formYearOutside,
        fields: { form1042sEntries: copy.application.formYearOutside },
      },
    });

    await patch(customer, { form1042sEntries: [{ ...form, taxYear: newestYear }] });
    expect((await finish(customer)).body.status).toBe('ready_for_payment');
  });

  it('will not finish a claim whose year left the claim window since it was chosen, and says so', async () => {
    const customer = await draft();
    const lapsed = String(Number(claimableTaxYears(new Date()).at(-1)) - 1);
    await applications()
      .patch({ userId: customer.caller.userId, applicationId: customer.applicationId })
      .set({ taxYears: [lapsed] })
      .go();
    expect(await finish(customer)).toMatchObject({
      status: 400,
      body: { message: copy.application.yearNotClaimable, fields: { taxYears: copy.application.yearNotClaimable } },
    });
  });

  it('clears missing forms, their count and their fee when the customer says they hold every form', async () => {
    const customer = await draft({ hasAll1042s: false });
    await patch(customer, {
      missingForms: [
        { id: 'm1', city: 'Reno' },
        { id: 'm2', city: 'Vegas' },
      ],
    });
    const reset = await patch(customer, { hasAll1042s: true });
    expect(reset.body).toMatchObject({ hasAll1042s: true, missingForms: [], numMissing1042s: 0 });

    // Entries sent while every form is held do not count either.
    const ignored = await patch(customer, { missingForms: [{ id: 'm3', city: 'Reno' }] });
    expect(ignored.body).toMatchObject({ missingForms: [], numMissing1042s: 0 });

    expect((await finish(customer)).status).toBe(200);
    const { payment } = await openCheckout(customer);
    expect(payment.amountCents).toBe(FEES.baseApplicationCents + FEES.itinProcessingCents);
  });

  it('refuses a province outside the list for a Canadian address, and takes a state abroad', async () => {
    const { caller } = await customerReadyToPay();
    const stored = await invoke('getProfileForEditing', { caller });
    const version = stored.status === 200 ? (stored.body.version as number) : 0;
    const address = { addressLine1: '1 Main St', addressLine2: '', city: 'Reno', postalCode: '89501', version };
    const canadian = await invoke('saveDeliveryAddress', {
      caller,
      body: { ...address, province: 'Nevada', country: 'Canada' },
    });
    expect(canadian).toMatchObject({ status: 400, body: { fields: { province: copy.profile.provinceInvalid } } });
    const abroad = await invoke('saveDeliveryAddress', {
      caller,
      body: { ...address, province: 'Nevada', country: 'United States' },
    });
    expect(abroad.status).toBe(200);
  });
});
