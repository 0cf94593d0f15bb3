import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from './helpers/fake-api';
import { APPLICATION_ID, applicationOf, profileOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';
import { openWizard } from './helpers/wizard';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.accountPage.claims;
const PAID_ID = '0190d1b2-0000-7000-8000-000000002023';
const NEW_ID = '0190d1b2-0000-7000-8000-000000002024';

const paidClaim = applicationOf({
  applicationId: PAID_ID,
  status: 'submitted',
  taxYears: ['2023'],
  paid: true,
  paidCents: 8_900,
  estimatedRefundCents: 42_000,
  createdAt: '2025-02-01T10:00:00.000Z',
});

describe('a returning customer', () => {
  beforeEach(skipAnimations);
  afterEach(() => vi.useRealTimers());

  it('sees every claim on the account page and starts a new one when none is in progress', async () => {
    const user = userEvent.setup();
    let claims = [paidClaim];
    const fetchMock = fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      'GET /applications': () => ({ status: 200, body: { applications: claims } }),
      'POST /applications': () => {
        const created = applicationOf({ applicationId: NEW_ID, createdAt: '2026-11-22T10:00:00.000Z' });
        claims = [created, paidClaim];
        return { status: 201, body: created };
      },
      'GET /applications/current': () => ({ status: 200, body: { application: claims[0] } }),
    });
    renderApp('/account');

    const row = (await screen.findByRole('heading', { name: text.claimFor('2023') })).closest('li')!;
    expect(within(row).getByText(copy.refundStatus.shownStatuses.in_review)).toBeTruthy();
    expect(within(row).getByText('US$89.00')).toBeTruthy();
    expect(within(row).getByText('US$420.00')).toBeTruthy();
    expect(within(row).getByRole('link', { name: text.view }).getAttribute('href')).toBe(
      `/refund-status?claim=${PAID_ID}`,
    );
    // A paid claim is not continued in the wizard.
    expect(within(row).queryByRole('link', { name: text.continue })).toBeNull();

    await user.click(screen.getByRole('button', { name: text.startNew }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/applications')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/applications')[0]![1]?.body))).toEqual({});
  });

  it('is not offered a new claim while one is in progress, only to continue it', async () => {
    const draft = applicationOf({ applicationId: NEW_ID, taxYears: ['2024'], createdAt: '2026-11-22T10:00:00.000Z' });
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      'GET /applications': () => ({ status: 200, body: { applications: [draft, paidClaim] } }),
    });
    renderApp('/account');

    const row = (await screen.findByRole('heading', { name: text.claimFor('2024') })).closest('li')!;
    // Continuing is the draft's next action: its main button.
    const next = copy.refundStatus.action.buttons.continue_application;
    expect(within(row).getByRole('link', { name: next }).getAttribute('href')).toBe(
      `/application?applicationId=${NEW_ID}`,
    );
    expect(screen.getByRole('heading', { name: text.claimFor('2023') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.startNew })).toBeNull();
  });

  it('cannot pick in step 2 a year another claim holds: it is shown as already claimed, with a link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const user = userEvent.setup();
    const draft = applicationOf({ currentStep: 2, hasItin: false });
    const paid2025 = { ...paidClaim, taxYears: ['2025'] };
    const { fetchMock } = openWizard(draft, '/application', (claims) => ({
      'GET /applications': () => ({ status: 200, body: { applications: [claims.stored, paid2025] } }),
    }));

    await screen.findByRole('heading', { name: copy.wizard.years.title });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '2025' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByText(new RegExp(copy.wizard.years.alreadyClaimed))).toBeTruthy();
    expect(screen.getByRole('link', { name: copy.wizard.years.seeClaim('2025') }).getAttribute('href')).toBe(
      `/refund-status?claim=${PAID_ID}`,
    );

    await user.click(screen.getByRole('button', { name: '2024' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'PATCH', `/applications/${APPLICATION_ID}`)
          .map(([, init]) => JSON.parse(String(init?.body)))
          .at(-1)?.answers,
      ).toEqual({ taxYears: ['2024'] }),
    );
  });

  it('shows the refund status of the claim chosen on the account page', async () => {
    const draft = applicationOf({ applicationId: NEW_ID, taxYears: ['2024'] });
    fakeApi({
      ...signInAda(),
      'GET /applications/current': () => ({ status: 200, body: { application: draft } }),
      [`GET /applications/${PAID_ID}`]: () => ({ status: 200, body: paidClaim }),
    });
    renderApp(`/refund-status?claim=${PAID_ID}`);

    expect(await screen.findByText(copy.refundStatus.shownStatuses.in_review)).toBeTruthy();
    expect(screen.getByText('2023')).toBeTruthy();
    expect(screen.queryByText('2024')).toBeNull();
  });
});
