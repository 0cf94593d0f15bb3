import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORK_QUEUE_IDS, type WorkQueue, type WorkQueueRow } from '@taxback/shared/back-office/work-queues';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminWorkQueue;

const counts = {
  paid_not_reviewed: 3,
  awaiting_signature: 2,
  forms_to_request: 1,
  follow_ups_due: 0,
  unread_messages: 4,
  stalled: 1,
  deadline_near: 0,
};
const stageCounts = {
  draft: 1,
  ready_for_payment: 0,
  reopened: 0,
  balance_due: 0,
  in_review: 5,
  forms_sent: 2,
  forms_received: 0,
  submitted_to_irs: 0,
  approved_by_irs: 0,
  refund_issued: 0,
  rejected: 0,
};

const row = (overrides: Partial<WorkQueueRow> = {}): WorkQueueRow => ({
  applicationId: 'app-1',
  userId: 'user-lucie',
  customerName: 'Lucie Tremblay',
  taxYears: ['2024', '2023'],
  paidCents: 249_00,
  paidAt: '2026-11-10T15:00:00.000Z',
  stage: 'in_review',
  stageSince: '2026-11-10T15:00:00.000Z',
  daysInStage: 13,
  nextAction: 'none',
  queues: ['paid_not_reviewed', 'stalled'],
  ...overrides,
});

const answer = (rows: WorkQueueRow[], total = rows.length): WorkQueue => ({ rows, total, counts, stageCounts });

describe('the work queue page', () => {
  it('shows every queue with its count, what it counts, and a link to its claims', async () => {
    fakeApi({ ...signInAdmin(), 'GET /admin/work-queue?limit=0': () => ({ status: 200, body: answer([], 9) }) });
    renderApp('/admin');
    const list = await screen.findByRole('list', { name: text.queuesLabel });
    for (const queue of WORK_QUEUE_IDS) {
      const { title, counts: what } = text.queues[queue];
      const link = await within(list).findByRole('link', {
        name: `${counts[queue]} ${text.countUnit(counts[queue])}: ${title}`,
      });
      expect(link.getAttribute('href')).toBe(`/admin/claims?queue=${queue}`);
      expect(within(link.closest('li')!).getByText(what)).toBeTruthy();
    }
  });
});

describe('the claims page', () => {
  it('lists the queue of the address, with paid, stage, days in stage and next action, and filters by stage', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      ...signInAdmin(),
      'GET /admin/work-queue?queue=stalled': () => ({ status: 200, body: answer([row()]) }),
      'GET /admin/work-queue?queue=stalled&stage=forms_sent': () => ({
        status: 200,
        body: answer([
          row({ applicationId: 'app-2', customerName: '', stage: 'forms_sent', nextAction: 'none', daysInStage: 1 }),
        ]),
      }),
    });
    renderApp('/admin/claims?queue=stalled');
    const table = await screen.findByRole('table', { name: text.claims.tableLabel });
    const link = await within(table).findByRole('link', { name: 'Lucie Tremblay' });
    expect(link.getAttribute('href')).toBe('/admin/claims/app-1');
    const cells = within(link.closest('tr')!);
    expect(cells.getByText('2024, 2023')).toBeTruthy();
    expect(cells.getByText(text.stages.in_review)).toBeTruthy();
    expect(cells.getByText(text.claims.businessDays(13))).toBeTruthy();
    expect(cells.getByText(text.ourMoves.in_review)).toBeTruthy();
    expect(screen.getByText(text.queues.stalled.counts)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(text.claims.stageFilter), 'forms_sent');
    const other = await screen.findByRole('link', { name: text.claims.unnamed });
    expect(other.getAttribute('href')).toBe('/admin/claims/app-2');
    expect(within(other.closest('tr')!).getByText(text.ourMoves.forms_sent)).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/admin/work-queue?queue=stalled&stage=forms_sent')).not.toHaveLength(0);
  });
});
