import { screen } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { applicationOf, applicationServer, profileOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { claimBy, closingSoon } = copy.claimDeadline;

describe('wizard step 2: the tax years', () => {
  beforeEach(() => {
    skipAnimations();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-05-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the claim deadline beside each year and warns of the one closing soon', async () => {
    fakeApi({
      ...signInAda(),
      'GET /profile': () => ({ status: 200, body: profileOf() }),
      ...applicationServer(applicationOf({ currentStep: 2, hasItin: false })).handlers,
    });
    renderApp('/application');
    expect(await screen.findByRole('heading', { name: copy.wizard.years.title })).toBeTruthy();

    const deadlines = { 2026: 'Jun 15, 2030', 2025: 'Jun 15, 2029', 2024: 'Jun 15, 2028' };
    for (const [year, date] of Object.entries(deadlines)) {
      expect(screen.getByRole('button', { name: year, description: claimBy(date) })).toBeTruthy();
    }
    expect(
      screen.getByRole('button', { name: '2023', description: `${claimBy('Jun 15, 2027')} ${closingSoon(45)}` }),
    ).toBeTruthy();
    expect(screen.getAllByText(closingSoon(45))).toHaveLength(1);
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
