import { screen } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { applicationOf, applicationServer, profileOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { claimBy, payBy, paySoon } = copy.claimDeadline;
const { closed, note } = copy.wizard.years;

describe('wizard step 2: the tax years', () => {
  beforeEach(() => {
    skipAnimations();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-05-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the claim deadline and the last day to pay beside each year, and warns of the one closing soon', async () => {
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      ...applicationServer(applicationOf({ currentStep: 2, hasItin: false })).handlers,
    });
    renderApp('/application');
    expect(await screen.findByRole('heading', { name: copy.wizard.years.title })).toBeTruthy();

    const deadlines = { 2026: '2030', 2025: '2029', 2024: '2028' };
    for (const [year, in4Years] of Object.entries(deadlines)) {
      const description = `${claimBy(`Jun 15, ${in4Years}`)} ${payBy(`May 16, ${in4Years}`)}`;
      expect(screen.getByRole('button', { name: year, description })).toBeTruthy();
    }
    // 2023's deadline is 45 days away, but payment for it ends 30 days before: 15 days left to pay.
    expect(
      screen.getByRole('button', {
        name: '2023',
        description: `${claimBy('Jun 15, 2027')} ${payBy('May 16, 2027')} ${paySoon(15)}`,
      }),
    ).toBeTruthy();
    expect(screen.getAllByText(paySoon(15))).toHaveLength(1);
    expect(screen.getByText(note(4))).toBeTruthy();
  });

  it('shows a year past its last payment day as closed, with its dates and why, and does not let it be chosen', async () => {
    // 2023's deadline is June 15, 2027; payment for it ended on May 16, 2027 (Eastern time).
    vi.setSystemTime(new Date('2027-05-17T04:00:00Z'));
    const server = applicationServer(applicationOf({ currentStep: 2, hasItin: false, taxYears: ['2023', '2025'] }));
    fakeApi({ ...signInAda(), 'GET /profile': () => ({ status: 200, body: profileOf() }), ...server.handlers });
    renderApp('/application');
    await screen.findByRole('heading', { name: copy.wizard.years.title });

    const year2023 = screen.getByRole('button', { name: '2023', description: closed('May 16, 2027', 'Jun 15, 2027') });
    expect(year2023.hasAttribute('disabled')).toBe(true);
    expect(year2023.getAttribute('aria-pressed')).toBe('false');
    expect(
      screen.getByRole('button', { name: '2025', description: `${claimBy('Jun 15, 2029')} ${payBy('May 16, 2029')}` }),
    ).toBeTruthy();
  });

  it('offers a year until the end of its last payment day, Eastern time', async () => {
    vi.setSystemTime(new Date('2027-05-17T03:59:00Z'));
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      ...applicationServer(applicationOf({ currentStep: 2, hasItin: false })).handlers,
    });
    renderApp('/application');
    await screen.findByRole('heading', { name: copy.wizard.years.title });
    const year2023 = screen.getByRole('button', { name: '2023' });
    expect(year2023.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(closed('May 16, 2027', 'Jun 15, 2027'))).toBeNull();
  });

  it('opens the next step at its top, though Continue sat far down the step before', async () => {
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      ...applicationServer(applicationOf({ currentStep: 2, hasItin: false, taxYears: ['2025'] })).handlers,
    });
    renderApp('/application');
    await screen.findByRole('heading', { name: copy.wizard.years.title });
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    try {
      screen.getByRole('button', { name: copy.wizard.continue }).click();
      expect(await screen.findByRole('heading', { name: copy.wizard.formsOnHand.title })).toBeTruthy();
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      vi.unstubAllGlobals();
    }
  });
});
