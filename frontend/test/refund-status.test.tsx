import { screen, within } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { applicationOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.refundStatus;

describe('refund status', () => {
  it('shows each step of the refund journey as completed or pending, with its date', async () => {
    const application = applicationOf({
      status: 'submitted',
      taxYears: ['2024', '2023'],
      hasItin: false,
      hasAll1042s: true,
      paid: true,
      formsSentDate: '2026-03-02',
    });
    fakeApi({ ...signInAda(), 'GET /applications/current': () => ({ status: 200, body: { application } }) });
    renderApp('/refund-status');

    const journey = (await screen.findByRole('heading', { name: text.journeyTitle })).closest('div')!;
    const steps = within(journey).getAllByRole('listitem');
    Object.values(text.steps).forEach((title, index) => expect(within(steps[index]!).getByText(title)).toBeTruthy());
    const badges = steps.map((step) => within(step).getByText(/^(Completed|Pending)$/).textContent);
    expect(badges).toEqual([text.completed, text.completed, text.completed, text.pending, text.pending, text.pending]);
    expect(within(steps[2]!).getByText(text.on('Mar 2, 2026'))).toBeTruthy();

    expect(screen.getByText(text.statuses.submitted)).toBeTruthy();
    expect(screen.getByText('2024, 2023')).toBeTruthy();
    expect(screen.getByText(text.summaries.in_progress)).toBeTruthy();
  });

  it('offers to continue a draft and says "Not started" when nothing is answered', async () => {
    fakeApi({
      ...signInAda(),
      'GET /applications/current': () => ({ status: 200, body: { application: applicationOf() } }),
    });
    renderApp('/refund-status');

    expect(await screen.findByText(text.summaries.not_started)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.continueApplication }).getAttribute('href')).toBe('/application');
  });

  it('shows the estimated refund with its no-promise note, and nothing while there is none', async () => {
    let application = applicationOf({ estimatedRefundCents: 30_000 });
    fakeApi({ ...signInAda(), 'GET /applications/current': () => ({ status: 200, body: { application } }) });
    const { unmount } = renderApp('/refund-status');

    const estimate = await screen.findByText(copy.claimFigures.estimatedRefund);
    expect(estimate.nextElementSibling?.textContent).toBe('$300.00');
    expect(screen.getByText(copy.claimFigures.noPromise)).toBeTruthy();
    unmount();

    application = applicationOf({ estimatedRefundCents: null });
    renderApp('/refund-status');
    expect(await screen.findByText(text.summaries.not_started)).toBeTruthy();
    expect(screen.queryByText(copy.claimFigures.estimatedRefund)).toBeNull();
    expect(screen.queryByText(copy.claimFigures.noPromise)).toBeNull();
  });

  it('says there is no application and links to the start', async () => {
    fakeApi({ ...signInAda(), 'GET /applications/current': () => ({ status: 200, body: { application: null } }) });
    renderApp('/refund-status');

    expect(await screen.findByText(text.noApplication)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.startApplication }).getAttribute('href')).toBe('/step1');
  });
});
