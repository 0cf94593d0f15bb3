import { describe, expect, it } from 'vitest';
import { claimableTaxYears, copy } from '@taxback/shared';
import { eligibleCanadian } from './support/applications';
import { invoke, newCaller } from './support/invoke';

const [newestYear, , oldestYear] = claimableTaxYears(new Date()).map(String);

async function startApplication() {
  const caller = newCaller();
  const created = await invoke('createApplication', { caller, body: { answers: { hasItin: false, currentStep: 2 } } });
  expect(created.status).toBe(201);
  /** Saves answers over the new application (version 1 unless told). */
  const answer = (answers: Record<string, unknown>, version = 1) =>
    invoke('updateApplicationAnswers', {
      caller,
      params: { applicationId: created.body.applicationId },
      body: { version, answers },
    });
  return { caller, application: created.body, answer };
}

describe('applications', () => {
  it('has none at first, then the one created, as the current one', async () => {
    const caller = newCaller();
    expect((await invoke('getCurrentApplication', { caller })).body).toEqual({ application: null });
    const created = await invoke('createApplication', { caller, body: { answers: { hasItin: true } } });
    expect(created.body).toMatchObject({ status: 'draft', hasItin: true, version: 1, paid: false });
    expect((await invoke('getCurrentApplication', { caller })).body.application.applicationId).toBe(
      created.body.applicationId,
    );
  });

  it('opens only one application when two tabs create at once: the other answers 409', async () => {
    const caller = newCaller();
    const results = await Promise.all([
      invoke('createApplication', { caller, body: {} }),
      invoke('createApplication', { caller, body: {} }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await invoke('listApplications', { caller })).body.applications).toHaveLength(1);
  });

  it('saves answers with the version and refuses a stale version, returning the stored answers', async () => {
    const { answer } = await startApplication();
    const saved = await answer({ taxYears: [newestYear], currentStep: 3 });
    expect(saved.body).toMatchObject({ taxYears: [newestYear], currentStep: 3, version: 2 });

    const stale = await answer({ hasAll1042s: true }, 1);
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ taxYears: [newestYear], version: 2 });
  });

  it('lets only one of two concurrent saves of the same version through', async () => {
    const { answer } = await startApplication();
    const results = await Promise.all([answer({ taxYears: [newestYear] }), answer({ hasAll1042s: true })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a tax year outside the claim window', async () => {
    const { answer } = await startApplication();
    const tooOld = String(Number(oldestYear) - 1);
    const response = await answer({ taxYears: [tooOld] });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(copy.application.yearNotClaimable);
  });

  it('refuses fields only the server may write', async () => {
    const { answer } = await startApplication();
    for (const answers of [{ status: 'completed' }, { paymentCompletedDate: '2026-01-01' }, { currentStep: 8 }]) {
      const response = await answer(answers);
      expect(response.status).toBe(400);
    }
  });

  it('never reaches another customer’s application', async () => {
    const { application } = await startApplication();
    const stranger = newCaller();
    const params = { applicationId: application.applicationId };
    expect((await invoke('getApplicationById', { caller: stranger, params })).status).toBe(404);
    const write = await invoke('updateApplicationAnswers', {
      caller: stranger,
      params,
      body: { version: 1, answers: { hasItin: true } },
    });
    expect(write.status).toBe(404);
  });

  it('counts described missing forms and dates the request when leaving step 4', async () => {
    const { answer } = await startApplication();
    const response = await answer({
      hasAll1042s: false,
      currentStep: 7,
      missingForms: [
        { id: 'a', casino: 'bellagio', amountWonCents: 500000, city: 'Las Vegas' },
        { id: 'b', additionalInfo: 'not sure' },
      ],
    });
    expect(response.body.numMissing1042s).toBe(1);
    expect(response.body.documentsRequestedDate).toEqual(expect.any(String));
  });

  it('finishes a complete application into ready for payment, and refuses an incomplete one', async () => {
    const { caller, application, answer } = await startApplication();
    const params = { applicationId: application.applicationId };
    const early = await invoke('finishApplication', { caller, params });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(copy.application.incomplete);
    expect(Object.keys(early.body.fields)).toEqual(
      expect.arrayContaining(['taxYears', 'hasAll1042s', 'formDeliveryPreference']),
    );

    await answer({
      taxYears: [newestYear],
      hasAll1042s: true,
      formDeliveryPreference: 'email',
      currentStep: 7,
      ...eligibleCanadian,
    });
    const finished = await invoke('finishApplication', { caller, params });
    expect(finished.body).toMatchObject({ status: 'ready_for_payment', currentStep: 8 });
  });
});

describe('the refund estimate on an application', () => {
  it('is computed on the server from the 1042-S figures and losses, until staff override it', async () => {
    const { caller, application, answer } = await startApplication();
    const params = { applicationId: application.applicationId };
    const saved = await answer({
      taxYears: [newestYear],
      form1042sEntries: [
        { id: 'f1', taxYear: newestYear, game: 'slot-machine', winningsCents: 2_000_00, federalWithheldCents: 600_00 },
      ],
      lossesByYear: { [newestYear!]: 1_000_00 },
    });
    const expected = Number(newestYear) >= 2026 ? 270_00 : 300_00;
    expect(saved.body.estimatedRefundCents).toBe(expected);

    const admin = newCaller({ isAdmin: true });
    await invoke('setEstimatedRefund', {
      caller: admin,
      params,
      body: { estimatedRefundCents: 999_00, note: 'From the casino statement' },
    });
    const current = (await invoke('getApplicationById', { caller, params })).body;
    const afterOverride = await invoke('updateApplicationAnswers', {
      caller,
      params,
      body: { version: current.version, answers: { lossesByYear: { [newestYear!]: 0 } } },
    });
    expect(afterOverride.body.estimatedRefundCents).toBe(999_00);
  });
});
