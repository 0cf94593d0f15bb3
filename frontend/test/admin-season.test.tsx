import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffCopy } from '@taxback/shared/copy-staff';
import { SEASON_STAGES, type SeasonStage } from '@taxback/shared/back-office/season';
import type { SeasonView } from '@taxback/shared/back-office/schemas';
import { describe, expect, it, vi } from 'vitest';
import { signInAdmin } from './helpers/admin';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminSeason;
const stages = (counts: Partial<Record<SeasonStage, number>>) =>
  Object.fromEntries(SEASON_STAGES.map((stage) => [stage, counts[stage] ?? 0])) as Record<SeasonStage, number>;

const week = (weekStart: string, counts: Partial<Record<SeasonStage, number>>, paidCents = 0) => ({
  weekStart,
  stages: stages(counts),
  paidCents,
  balancePaidCents: 0,
  refundedCents: 0,
});

const view: SeasonView = {
  weeks: [week('2026-11-16', { in_review: 2 }, 49_800), week('2026-11-23', { in_review: 1, forms_sent: 3 }, 24_900)],
  stageTotals: stages({ in_review: 3, forms_sent: 3, balance_due: 2 }),
  money: { paidCents: 74_700, balancePaidCents: 0, refundedCents: 24_900 },
  funnel: { formsMissing: 10, formsAuthorised: 8, lettersSent: 6, copiesReceived: 4, formsNotAvailable: 1 },
  deadlines: {
    total: 60,
    items: [
      {
        applicationId: '0193a1b2-c3d4-7000-8000-000000000001',
        taxYear: 2023,
        deadlineDay: '2027-06-15',
        daysLeft: 12,
        stage: 'forms_sent',
      },
    ],
  },
  generatedAt: '2026-11-29T12:00:00.000Z',
};

describe('the season page', () => {
  it('says each chart in words, shows its figures as a table and links each stage to its claims', async () => {
    fakeApi({ ...signInAdmin(), 'GET /admin/season': () => ({ status: 200, body: view }) });
    renderApp('/admin/season');

    const chart = await screen.findByRole('img', { name: new RegExp(text.stageChart.title) });
    expect(chart.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByText(text.stageChart.summary(6, '6', 26, `${text.stages.in_review} (3)`))).toBeTruthy();
    expect(screen.getByText(text.moneyChart.summary('US$747', 'US$0', 'US$249'))).toBeTruthy();

    const stageTable = screen.getByRole('table', { name: text.stageChart.title });
    const lastWeek = within(stageTable).getAllByRole('row').at(-1)!;
    // Week of Nov 23: in review 1, forms sent 3, total 4.
    expect(
      within(lastWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      ...SEASON_STAGES.map((stage) => String({ in_review: 1, forms_sent: 3 }[stage as 'in_review'] ?? 0)),
      '4',
    ]);

    const links = screen.getByRole('navigation', { name: text.stageChart.stageLinksLabel });
    expect(
      within(links)
        .getByRole('link', { name: text.stageChart.stageLink(text.stages.forms_sent, '3') })
        .getAttribute('href'),
    ).toBe('/admin/claims?stage=forms_sent');
    expect(screen.getByRole('link', { name: text.moneyChart.owing(2, '2') }).getAttribute('href')).toBe(
      '/admin/claims?stage=balance_due',
    );

    const funnel = screen.getByRole('table', { name: text.funnel.title });
    expect(within(funnel).getByRole('row', { name: `${text.funnel.lettersSent} 6` })).toBeTruthy();

    const deadlines = screen.getByRole('region', { name: text.deadlines.title });
    expect(within(deadlines).getByRole('link', { name: '0193a1b2' }).getAttribute('href')).toBe(
      '/admin/claims/0193a1b2-c3d4-7000-8000-000000000001',
    );
    expect(screen.getByText(new RegExp(text.deadlines.more(1, '60')))).toBeTruthy();

    await userEvent.click(screen.getAllByText(text.tableView)[0]!);
    expect(screen.getAllByText(text.tableView)[0]!.closest('details')!.open).toBe(true);
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    fakeApi({
      ...signInAdmin(),
      'GET /admin/season': () => ({ status: 500, body: { code: 'internal', message: 'Boom.' } }),
    });
    renderApp('/admin/season');
    expect(await screen.findByText(text.failed, {}, { timeout: 5_000 })).toBeTruthy();
  });
});
