import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLAIM_STEPS, claimableTaxYears, copy, displayedStatus } from '@taxback/shared';
import { getApplication } from '../src/data/stores/application';
import { invoke, newCaller } from './support/invoke';
import { customerReadyToPay } from './support/applications';
import { pay } from './support/payments';

const admin = newCaller({ isAdmin: true, email: 'claims@taxback.local' });
const year = String(claimableTaxYears(new Date())[0]);

/** A paid claim without an ITIN and with every form: its steps start with the 1042-S step, then review. */
async function paidClaim() {
  const { caller, applicationId } = await pay(await customerReadyToPay());
  return { caller, applicationId, params: { applicationId } };
}

const step = (params: { applicationId: string }, body: Record<string, unknown>, caller = admin) =>
  invoke('recordProgress', { caller, params, body });

const storedOf = async (caller: { userId: string }, applicationId: string) =>
  (await getApplication(caller.userId, applicationId))!;

describe('the claim’s steps, in the order the server keeps', () => {
  it('records the next step, and the claim’s stage and work state follow it', async () => {
    const { caller, applicationId, params } = await paidClaim();
    const first = await step(params, { action: 'forms_1042s_received', done: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'processing', stage: 'in_review' });
    const second = await step(params, { action: 'application_completed', done: true, notes: 'Mailed today' });
    expect(second.body).toMatchObject({ stage: 'forms_sent', stageSince: second.body.formsSentDate });
    // The customer's page reads the same stage from the same facts.
    const seen = (await invoke('getApplicationById', { caller, params })).body;
    expect(displayedStatus(seen)).toBe('forms_sent');
    expect(second.body.auditTrail.at(-1)).toMatchObject({
      action: 'application_completed:done',
      by: admin.email,
      detail: 'Mailed today',
    });
    expect((await storedOf(caller, applicationId)).status).toBe('processing');
  });

  it('refuses a step out of order without a reason (409, nothing changed), and records it with one', async () => {
    const { caller, applicationId, params } = await paidClaim();
    await step(params, { action: 'forms_1042s_received', done: true });
    const before = await storedOf(caller, applicationId);

    const refused = await step(params, { action: 'irs_submitted', done: true });
    expect(refused).toMatchObject({ status: 409, body: { message: copy.lifecycle.stepOutOfOrder } });
    const blank = await step(params, { action: 'irs_submitted', done: true, overrideReason: '   ' });
    expect(blank).toMatchObject({ status: 409, body: { message: copy.lifecycle.stepOutOfOrder } });
    expect(await storedOf(caller, applicationId)).toEqual(before);

    const reason = 'Filed by fax on the customer’s request';
    const recorded = await step(params, { action: 'irs_submitted', done: true, overrideReason: reason });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ irsSubmissionDate: expect.any(String), stage: 'submitted_to_irs' });
    expect(recorded.body.auditTrail.at(-1)).toMatchObject({
      action: 'irs_submitted:done:override',
      by: admin.email,
      detail: `Override: ${reason}`,
    });

    // Clearing an earlier step while a later one is recorded is out of order too.
    const cleared = await step(params, { action: 'forms_1042s_received', done: false });
    expect(cleared).toMatchObject({ status: 409, body: { message: copy.lifecycle.stepOutOfOrder } });
    const undone = await step(params, { action: 'irs_submitted', done: false });
    expect(undone).toMatchObject({ status: 200, body: { irsSubmissionDate: null, stage: 'in_review' } });
  });

  it('refuses a step the claim does not have', async () => {
    const { params } = await paidClaim();
    // Every form held: no retrieval step on this claim.
    const refused = await step(params, { action: 'documents_requested', done: true, overrideReason: 'any' });
    expect(refused).toMatchObject({ status: 409, body: { message: copy.lifecycle.stepNotOnClaim } });
  });

  it('refuses a customer (403), an unknown claim (404) and a huge reason (400), changing nothing', async () => {
    const { caller, applicationId, params } = await paidClaim();
    const before = await storedOf(caller, applicationId);
    const body = { action: 'forms_1042s_received', done: true };
    expect((await step(params, body, caller)).status).toBe(403);
    expect((await step(params, body, newCaller())).status).toBe(403);
    const unknown = await step({ applicationId: randomUUID() }, body);
    expect(unknown).toMatchObject({ status: 404, body: { message: copy.payment.noApplication } });
    const huge = await step(params, {
      action: 'irs_submitted',
      done: true,
      overrideReason: 'x'.repeat(CLAIM_STEPS.overrideReasonMaxLength + 1),
    });
    expect(huge.status).toBe(400);
    expect(await storedOf(caller, applicationId)).toEqual(before);
  });

  it('takes no status by hand: only the lifecycle actions, and a rejected claim comes back where its steps say', async () => {
    const { params } = await paidClaim();
    expect((await invoke('changeStatus', { caller: admin, params, body: { status: 'approved' } })).status).toBe(400);
    const steps = await step(params, { action: 'forms_1042s_received', done: true });
    expect(steps.body.status).toBe('processing');
    const rejected = await invoke('changeStatus', { caller: admin, params, body: { action: 'reject' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', stage: 'rejected' });
  });
});

describe('the refund estimate staff see', () => {
  const form = {
    id: 'f1',
    taxYear: year,
    game: 'slot-machine',
    winningsCents: 10_000_00,
    federalWithheldCents: 3_000_00,
  };

  it('is computed from the recorded Forms 1042-S; a typed amount needs a note and is audited', async () => {
    const { caller, applicationId } = await customerReadyToPay({
      form1042sEntries: [form],
      lossesByYear: { [year]: 8_000_00 },
    });
    const params = { applicationId };
    const view = (await invoke('getAdminApplication', { caller: admin, params })).body;
    expect(view.computedEstimateCents).toEqual(expect.any(Number));
    expect(view.computedEstimateCents).toBeGreaterThan(0);
    // The same figure the customer's answers gave.
    expect(view.estimatedRefundCents).toBe(view.computedEstimateCents);
    expect(view.estimatedRefundOverridden).toBe(false);
    const before = await storedOf(caller, applicationId);

    const bare = await invoke('setEstimatedRefund', { caller: admin, params, body: { estimatedRefundCents: 500_00 } });
    expect(bare).toMatchObject({ status: 400, body: { message: copy.lifecycle.estimateNoteRequired } });
    const blank = await invoke('setEstimatedRefund', {
      caller: admin,
      params,
      body: { estimatedRefundCents: 500_00, note: '  ' },
    });
    expect(blank.status).toBe(400);
    const long = await invoke('setEstimatedRefund', {
      caller: admin,
      params,
      body: { estimatedRefundCents: 500_00, note: 'x'.repeat(CLAIM_STEPS.estimateNoteMaxLength + 1) },
    });
    expect(long.status).toBe(400);
    expect(await storedOf(caller, applicationId)).toEqual(before);

    const typed = await invoke('setEstimatedRefund', {
      caller: admin,
      params,
      body: { estimatedRefundCents: 500_00, note: 'Casino letter shows a second jackpot' },
    });
    expect(typed.body).toMatchObject({
      estimatedRefundCents: 500_00,
      estimatedRefundOverridden: true,
      computedEstimateCents: view.computedEstimateCents,
    });
    expect(typed.body.auditTrail.at(-1)).toMatchObject({
      action: 'estimated_refund:50000',
      by: admin.email,
      detail: 'Casino letter shows a second jackpot',
    });
    // The customer sees the typed figure.
    expect((await invoke('getApplicationById', { caller, params })).body.estimatedRefundCents).toBe(500_00);

    const back = await invoke('setEstimatedRefund', { caller: admin, params, body: { estimatedRefundCents: null } });
    expect(back.body).toMatchObject({
      estimatedRefundCents: view.computedEstimateCents,
      estimatedRefundOverridden: false,
    });
    expect(back.body.auditTrail.at(-1)).toMatchObject({ action: 'estimated_refund:computed' });
  });
});
