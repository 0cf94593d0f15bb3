import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminApplication } from '@taxback/shared/admin/schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { adminApplicationOf, firstPage, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { APPLICATION_ID } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminBackOffice;
const steps = text.progressSteps;
const path = `/admin/applications/${APPLICATION_ID}`;

async function openTracker(application: AdminApplication, payments: unknown[] = []) {
  const fetchMock = fakeApi({
    ...signInAdmin(),
    [`GET ${path}/payments`]: () => ({ status: 200, body: { items: payments } }),
    ...firstPage('applications', [application]),
    [`GET ${path}`]: () => ({ status: 200, body: application }),
    [`POST ${path}/progress`]: () => ({
      status: 200,
      body: { ...application, irsSubmissionDate: '2026-03-02T10:00:00.000Z' },
    }),
  });
  renderApp('/admin/dashboard');
  await userEvent.click(await screen.findByRole('tab', { name: staffCopy.adminDashboard.tabs.applications }));
  await userEvent.click(
    await screen.findByRole('button', { name: text.applications.manageLabel(application.applicantName) }),
  );
  return { fetchMock, dialog: within(screen.getByRole('dialog')) };
}

const stepLabels = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('region', { name: text.tracker.progressTitle }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent);

describe('the progress tracker', () => {
  it('lists the application in the table with its refund amount', async () => {
    fakeApi({
      ...signInAdmin(),
      ...firstPage('applications', [adminApplicationOf({ estimatedRefundCents: 123_456 })]),
    });
    renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: staffCopy.adminDashboard.tabs.applications }));
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('Lucie Tremblay')).toBeTruthy();
    expect(within(row).getByText(copy.statusLabels.submitted)).toBeTruthy();
    expect(within(row).getByText(text.applications.delivery.email)).toBeTruthy();
    expect(within(row).getByText('US$1,234.56')).toBeTruthy();
  });

  it("lists the application's payments: kind, amount, paid or refunded", async () => {
    const { dialog } = await openTracker(adminApplicationOf(), [
      { kind: 'fee', status: 'paid', amountCents: 24_900, paidAt: '2026-02-20T15:00:00.000Z', refundedAt: null },
      {
        kind: 'balance',
        status: 'refunded',
        amountCents: 10_000,
        paidAt: '2026-03-05T15:01:00.000Z',
        refundedAt: '2026-03-05T15:02:00.000Z',
      },
    ]);
    const list = await dialog.findByRole('list', { name: text.tracker.paymentsTitle });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      `${copy.refundStatus.payments.fee} · US$249.00${copy.refundStatus.payments.paid}`,
      `${copy.refundStatus.payments.balance} · US$100.00${copy.refundStatus.payments.refunded}`,
    ]);
  });

  it('flags a paid claim whose residency questions were never answered, and only such a claim', async () => {
    const { dialog } = await openTracker(adminApplicationOf({ residencyUnanswered: true }));
    expect(await dialog.findByText(text.tracker.residencyUnanswered)).toBeTruthy();
  });

  it('shows no residency flag on a claim with its answers', async () => {
    const { dialog } = await openTracker(adminApplicationOf());
    await dialog.findByText(text.tracker.progressTitle);
    expect(dialog.queryByText(text.tracker.residencyUnanswered)).toBeNull();
  });

  it('says when no money was taken yet', async () => {
    const { dialog } = await openTracker(adminApplicationOf({ status: 'ready_for_payment', paid: false }));
    expect(await dialog.findByText(text.tracker.noPayments)).toBeTruthy();
  });

  it('shows the 1042-S and passport steps without an ITIN, and no retrieval step when all forms are held', async () => {
    const { dialog } = await openTracker(adminApplicationOf({ hasItin: false, hasAll1042s: true }));
    expect(stepLabels(dialog)).toEqual([
      steps.started,
      steps.forms_1042s_received,
      steps.under_review,
      steps.signed_forms_received,
      steps.passport_received,
      steps.passport_returned,
      steps.irs_submitted,
      steps.irs_approved,
      steps.refund_issued,
    ]);
  });

  it('shows the retrieval step with missing forms, and no passport steps with an ITIN', async () => {
    const { dialog } = await openTracker(adminApplicationOf({ hasItin: true, hasAll1042s: false }));
    expect(stepLabels(dialog)).toEqual([
      steps.started,
      steps.under_review,
      steps.signed_forms_received,
      steps.forms_retrieval,
      steps.irs_submitted,
      steps.irs_approved,
      steps.refund_issued,
    ]);
  });

  it('posts the step’s action with the note, and shows the step done', async () => {
    const { fetchMock, dialog } = await openTracker(adminApplicationOf({ hasItin: true, hasAll1042s: true }));
    await userEvent.type(dialog.getByLabelText(text.tracker.notesLabel), 'Filed by mail');
    await userEvent.click(dialog.getByLabelText(steps.irs_submitted));

    expect(await dialog.findByText(text.applications.progressSaved)).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', `${path}/progress`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'irs_submitted', done: true, notes: 'Filed by mail' });
    expect((dialog.getByLabelText(steps.irs_submitted) as HTMLInputElement).checked).toBe(true);
  });

  it('offers only the status changes allowed from the current status', async () => {
    const { dialog } = await openTracker(adminApplicationOf({ status: 'submitted' }));
    const select = dialog.getByLabelText(text.tracker.newStatus);
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      text.tracker.chooseStatus,
      copy.statusLabels.processing,
      copy.statusLabels.rejected,
      copy.statusLabels.reopened,
    ]);
  });

  it('warns that rejecting a paid claim refunds its fee, and only then', async () => {
    const { dialog } = await openTracker(adminApplicationOf({ status: 'submitted' }));
    const select = dialog.getByLabelText(text.tracker.newStatus);
    await userEvent.selectOptions(select, 'processing');
    expect(dialog.queryByText(text.tracker.rejectRefunds)).toBeNull();
    await userEvent.selectOptions(select, 'rejected');
    expect(dialog.getByRole('note').textContent).toBe(text.tracker.rejectRefunds);
  });
});
