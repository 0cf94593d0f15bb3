import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffCopy } from '@taxback/shared/copy-staff';
import { describe, expect, it, vi } from 'vitest';
import { firstPage, signInAdmin } from './helpers/admin';
import { callsTo, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = staffCopy.adminBackOffice.stats;

function dashboardWith(figures: { totalApplications: number; untouchedDrafts: number }) {
  const staff = signInAdmin();
  const stats = staff['GET /admin/stats']!(undefined).body as object;
  fakeApi({
    ...staff,
    ...firstPage('applications', []),
    'GET /admin/stats': () => ({ status: 200, body: { ...stats, ...figures } }),
  });
  renderApp('/admin/dashboard');
}

describe('the dashboard figures', () => {
  it('count claims in work and show the ones opened and never answered apart', async () => {
    dashboardWith({ totalApplications: 12, untouchedDrafts: 3 });
    const figures = await screen.findByRole('list', { name: staffCopy.adminBackOffice.statsLabel });
    const card = (await within(figures).findByText(text.totalApplications)).closest('li')!;
    expect(await within(card).findByText('12')).toBeTruthy();
    expect(within(card).getByText(text.untouchedDrafts(3))).toBeTruthy();
  });

  it('say nothing of untouched claims when there are none', async () => {
    dashboardWith({ totalApplications: 4, untouchedDrafts: 0 });
    const figures = await screen.findByRole('list', { name: staffCopy.adminBackOffice.statsLabel });
    const card = (await within(figures).findByText(text.totalApplications)).closest('li')!;
    expect(await within(card).findByText('4')).toBeTruthy();
    expect(within(card).queryByText(text.untouchedDrafts(0))).toBeNull();
  });
});

describe('recounting the figures', () => {
  it('starts a recount, says it is counting, and reloads the figures once the jobs function is done', async () => {
    const user = userEvent.setup();
    const staff = signInAdmin();
    const stats = staff['GET /admin/stats']!(undefined).body as object;
    const recount = { recountId: 'r-1', createdAt: '2026-11-24T10:00:00.000Z', finishedAt: null };
    let figures = { ...stats, totalApplications: 40, untouchedDrafts: 0 };
    let latest: object | null = null;
    const fetchMock = fakeApi({
      ...staff,
      ...firstPage('applications', []),
      'GET /admin/stats': () => ({ status: 200, body: figures }),
      'GET /admin/stats/recount': () => ({ status: 200, body: { recount: latest } }),
      'POST /admin/stats/recount': () => {
        latest = { ...recount, status: 'counting' };
        return { status: 202, body: latest };
      },
    });
    renderApp('/admin/dashboard');
    const list = await screen.findByRole('list', { name: staffCopy.adminBackOffice.statsLabel });
    expect(await within(list).findByText('40')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: text.recount }));
    expect(await screen.findByText(text.recounting)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.recount }).hasAttribute('disabled')).toBe(true);
    expect(callsTo(fetchMock, 'POST', '/admin/stats/recount')).toHaveLength(1);

    figures = { ...figures, totalApplications: 31, untouchedDrafts: 9 };
    latest = { ...recount, status: 'done', finishedAt: '2026-11-24T10:00:05.000Z' };
    expect(await screen.findByText(/^Figures recounted/, {}, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(within(list).getByText('31')).toBeTruthy());
    expect(within(list).getByText(text.untouchedDrafts(9))).toBeTruthy();
    expect(screen.getByRole('button', { name: text.recount }).hasAttribute('disabled')).toBe(false);
  });
});
