import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { adminApplicationOf, firstPage, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { APPLICATION_ID } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminBackOffice;
const page = text.claimPage;
const steps = text.progressSteps;
const path = `/admin/applications/${APPLICATION_ID}`;

type Answer = { status: number; body?: unknown };

async function openClaim(
  application: AdminApplication,
  { payments = [] as unknown[], progress, lifecycle, refund } = {} as {
    payments?: unknown[];
    progress?: (body: unknown) => Answer;
    lifecycle?: (body: unknown) => Answer;
    refund?: (body: unknown) => Answer;
  },
) {
  const fetchMock = fakeApi({
    ...signInAdmin(),
    [`GET ${path}/payments`]: () => ({ status: 200, body: { items: payments } }),
    [`GET ${path}`]: () => ({ status: 200, body: application }),
    [`POST ${path}/progress`]: progress ?? (() => ({ status: 200, body: application })),
    [`POST ${path}/status`]: lifecycle ?? (() => ({ status: 200, body: application })),
    [`PUT ${path}/estimated-refund`]: refund ?? (() => ({ status: 200, body: application })),
  });
  renderApp(`/admin/claims/${APPLICATION_ID}`);
  await screen.findByRole('heading', { level: 1, name: page.title(application.applicantName) });
  return { fetchMock, checklist: within(screen.getByRole('region', { name: page.steps.title })) };
}

const bodiesTo = (fetchMock: ReturnType<typeof fakeApi>, method: string, route: string) =>
  callsTo(fetchMock, method, route).map(([, init]) => JSON.parse(String(init?.body)));

const stepNames = (checklist: ReturnType<typeof within>) =>
  checklist.getAllByRole('listitem').map((item: HTMLElement) => item.querySelector('p')?.textContent);

describe('the claims table', () => {
  it('lists the claim and opens its page, not a dialog', async () => {
    fakeApi({
      ...signInAdmin(),
      ...firstPage('applications', [adminApplicationOf({ estimatedRefundCents: 123_456 })]),
    });
    renderApp('/admin/claims?view=search');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('Lucie Tremblay')).toBeTruthy();
    expect(within(row).getByText(copy.statusLabels.submitted)).toBeTruthy();
    expect(within(row).getByText('US$1,234.56')).toBeTruthy();
    const open = within(row).getByRole('link', { name: text.applications.manageLabel('Lucie Tremblay') });
    expect(open.getAttribute('href')).toBe(`/admin/claims/${APPLICATION_ID}`);
  });
});

describe('the claim page', () => {
  it('heads the claim with its years, paid amount, derived stage, days in stage, language and delivery', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-16T12:00:00.000Z') });
    await openClaim(
      adminApplicationOf({
        paidCents: 249_00,
        stage: 'forms_sent',
        stageSince: '2026-01-06T10:00:00.000Z',
        customerLanguage: 'fr-CA',
        formDeliveryPreference: 'mail',
      }),
    );
    const facts = within(screen.getByLabelText(page.header.label));
    const value = (label: string) => facts.getByText(label).nextElementSibling?.textContent;
    expect(value(page.header.years)).toBe('2024');
    expect(value(page.header.paid)).toBe('US$249.00');
    expect(value(page.header.stage)).toBe(page.stages.forms_sent);
    // Tuesday Jan 6 to Friday Jan 16: ten calendar days, eight business days (as the work queue counts them).
    expect(value(page.header.daysInStage)).toMatch(/^8 business days/);
    expect(value(page.header.language)).toBe(page.languages['fr-CA']);
    expect(value(page.header.delivery)).toBe(page.deliveries.mail);
    vi.useRealTimers();
  });

  it('lists the steps in order: the 1042-S and passport steps without an ITIN, no retrieval with every form', async () => {
    const { checklist } = await openClaim(adminApplicationOf({ hasItin: false, hasAll1042s: true }));
    expect(stepNames(checklist)).toEqual([
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

  it('records the next step in order, with the note', async () => {
    const application = adminApplicationOf({ hasItin: true, itinIsActive: 'yes', hasAll1042s: true });
    const { fetchMock, checklist } = await openClaim(application, {
      progress: () => ({ status: 200, body: { ...application, formsSentDate: '2026-03-02T10:00:00.000Z' } }),
    });
    // Only the next step can be recorded directly; a later one asks for the override.
    expect(checklist.queryByRole('button', { name: page.steps.recordLabel(steps.irs_submitted) })).toBeNull();
    await userEvent.type(checklist.getByLabelText(page.steps.notesLabel), 'Mailed today');
    await userEvent.click(checklist.getByRole('button', { name: page.steps.recordLabel(steps.under_review) }));

    expect(await checklist.findByText(page.steps.saved)).toBeTruthy();
    expect(bodiesTo(fetchMock, 'POST', `${path}/progress`)).toEqual([
      { action: 'application_completed', done: true, notes: 'Mailed today' },
    ]);
    expect(await checklist.findByRole('button', { name: page.steps.clearLabel(steps.under_review) })).toBeTruthy();
  });

  it('says the server’s refusal of a step out of order, and sends the reason given', async () => {
    const application = adminApplicationOf({ hasItin: true, itinIsActive: 'yes', hasAll1042s: true });
    const { fetchMock, checklist } = await openClaim(application, {
      progress: (body) =>
        (body as { overrideReason?: string }).overrideReason
          ? { status: 200, body: { ...application, irsSubmissionDate: '2026-03-02T10:00:00.000Z' } }
          : { status: 409, body: { code: 'conflict', message: copy.lifecycle.stepOutOfOrder } },
    });
    await userEvent.click(checklist.getByRole('button', { name: page.steps.overrideLabel(steps.irs_submitted) }));
    await userEvent.click(checklist.getByRole('button', { name: page.steps.recordOutOfOrder }));
    expect((await checklist.findByRole('alert')).textContent).toBe(copy.lifecycle.stepOutOfOrder);

    await userEvent.type(checklist.getByLabelText(page.steps.reasonLabel), 'Filed by fax');
    await userEvent.click(checklist.getByRole('button', { name: page.steps.recordOutOfOrder }));
    expect(await checklist.findByText(page.steps.saved)).toBeTruthy();
    expect(bodiesTo(fetchMock, 'POST', `${path}/progress`)).toEqual([
      { action: 'irs_submitted', done: true, overrideReason: '' },
      { action: 'irs_submitted', done: true, overrideReason: 'Filed by fax' },
    ]);
  });

  it('offers the lifecycle actions only, and confirms rejecting a paid claim (it refunds the fee)', async () => {
    const { fetchMock } = await openClaim(adminApplicationOf({ status: 'submitted' }));
    const actions = within(screen.getByRole('region', { name: page.lifecycle.title }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      page.lifecycle.reopen,
      page.lifecycle.reject,
    ]);
    await userEvent.click(actions.getByRole('button', { name: page.lifecycle.reject }));
    expect(actions.getByRole('note').textContent).toBe(text.tracker.rejectRefunds);
    expect(callsTo(fetchMock, 'POST', `${path}/status`)).toHaveLength(0);
    await userEvent.click(actions.getByRole('button', { name: page.lifecycle.confirmReject }));
    expect(await actions.findByText(page.lifecycle.done)).toBeTruthy();
    expect(bodiesTo(fetchMock, 'POST', `${path}/status`)).toEqual([{ action: 'reject' }]);
  });

  it('shows the estimate the figures give, and sends a typed amount with its note', async () => {
    const application = adminApplicationOf({ computedEstimateCents: 1_234_00, estimatedRefundCents: 1_234_00 });
    const { fetchMock } = await openClaim(application, {
      refund: () => ({
        status: 200,
        body: { ...application, estimatedRefundCents: 500_00, estimatedRefundOverridden: true },
      }),
    });
    const estimate = within(screen.getByRole('region', { name: page.estimate.title }));
    expect(estimate.getByText(page.estimate.computed('US$1,234.00'))).toBeTruthy();
    await userEvent.type(estimate.getByLabelText(page.estimate.amountLabel), '500');
    await userEvent.type(estimate.getByLabelText(page.estimate.noteLabel), 'Second jackpot');
    await userEvent.click(estimate.getByRole('button', { name: page.estimate.save }));
    expect(await estimate.findByText(page.estimate.typedByStaff)).toBeTruthy();
    expect(estimate.getByText(page.estimate.shown('US$500.00'))).toBeTruthy();
    expect(bodiesTo(fetchMock, 'PUT', `${path}/estimated-refund`)).toEqual([
      { estimatedRefundCents: 500_00, note: 'Second jackpot' },
    ]);
  });

  it('lists the claim’s payments: kind, amount, paid or refunded', async () => {
    await openClaim(adminApplicationOf(), {
      payments: [
        { kind: 'fee', status: 'paid', amountCents: 24_900, paidAt: '2026-02-20T15:00:00.000Z', refundedAt: null },
      ],
    });
    const list = await screen.findByRole('list', { name: text.tracker.paymentsTitle });
    expect(within(list).getAllByRole('listitem')[0]!.firstElementChild?.textContent).toBe(
      `${copy.refundStatus.payments.fee} · US$249.00${copy.refundStatus.payments.paid}`,
    );
  });

  it('flags a paid claim whose residency questions were never answered', async () => {
    await openClaim(adminApplicationOf({ residencyUnanswered: true }));
    expect(screen.getByText(text.tracker.residencyUnanswered)).toBeTruthy();
  });

  it('says when there is no such claim', async () => {
    fakeApi({ ...signInAdmin() });
    renderApp('/admin/claims/0190a0b2-0000-7000-8000-00000000dead');
    expect((await screen.findByRole('alert')).textContent).toBe(page.notFound);
  });
});
