import { screen } from '@testing-library/react';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { APPLICATION_ID, applicationOf, applicationServer, profileOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';
import { openWizard } from './helpers/wizard';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const answered: Partial<ApplicationView> = {
  hasItin: true,
  itinIsActive: 'yes',
  taxYears: ['2024'],
  hasAll1042s: true,
};

function openPayment(application: ApplicationView) {
  fakeApi({ ...signInAda(), [`GET /applications/${APPLICATION_ID}`]: () => ({ status: 200, body: application }) });
  renderApp(`/payment?applicationId=${APPLICATION_ID}`);
}

const openClaim = (status: ApplicationView['status']) =>
  openWizard(applicationOf({ ...answered, status, paid: true, currentStep: 7 }));

describe('pages follow the claim lifecycle', () => {
  it.each([
    ['draft', false, copy.payment.notReadyForPayment],
    ['reopened', true, copy.payment.notReadyForPayment],
    ['rejected', false, copy.lifecycle.notPayable],
  ] as const)(
    'the payment page of a %s claim offers no payment and says what the server would answer',
    async (status, paid, message) => {
      openPayment(applicationOf({ ...answered, status, paid }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
      expect(screen.queryByText(copy.paymentPage.alreadyPaid)).toBeNull();
    },
  );

  it('the payment page of a paid claim in progress says it is paid and links to its status', async () => {
    openPayment(applicationOf({ ...answered, status: 'processing', paid: true, paidCents: 24_900 }));
    expect(await screen.findByText(copy.paymentPage.alreadyPaid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it.each(['submitted', 'processing', 'completed'] as const)(
    'the wizard of a %s claim is replaced by where to follow it',
    async (status) => {
      openClaim(status);
      expect(await screen.findByRole('heading', { name: copy.wizard.locked.title })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: copy.wizard.delivery.title })).toBeNull();
      const statusLink = screen.getByRole('link', { name: copy.wizard.locked.viewStatus });
      expect(statusLink.getAttribute('href')).toBe(`/refund-status?claim=${APPLICATION_ID}`);
    },
  );

  it('a reopened claim opens the wizard again', async () => {
    openClaim('reopened');
    expect(await screen.findByRole('heading', { name: copy.wizard.delivery.title })).toBeTruthy();
  });

  describe('a link naming the claim', () => {
    const PAID_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
    function openNamed(applicationId: string) {
      const draft = applicationOf({ ...answered, taxYears: ['2025'], status: 'draft', currentStep: 7 });
      const paid = applicationOf({ ...answered, applicationId: PAID_ID, status: 'processing', paid: true });
      fakeApi({
        ...signInAda(),
        'GET /profile': () => ({ status: 200, body: profileOf() }),
        ...applicationServer(draft).handlers,
        [`GET /applications/${PAID_ID}`]: () => ({ status: 200, body: paid }),
        'GET /applications/unknown-claim': () => ({ status: 404, body: { code: 'not_found', message: 'Not found.' } }),
      });
      renderApp(`/application?applicationId=${applicationId}`);
    }

    it('to a paid claim shows where to follow that claim, not the wizard of the one in progress', async () => {
      openNamed(PAID_ID);
      expect(await screen.findByRole('heading', { name: copy.wizard.locked.title })).toBeTruthy();
      const statusLink = screen.getByRole('link', { name: copy.wizard.locked.viewStatus });
      expect(statusLink.getAttribute('href')).toBe(`/refund-status?claim=${PAID_ID}`);
      expect(screen.queryByRole('heading', { name: copy.wizard.delivery.title })).toBeNull();
    });

    it('to the claim in progress opens its wizard', async () => {
      openNamed(APPLICATION_ID);
      expect(await screen.findByRole('heading', { name: copy.wizard.delivery.title })).toBeTruthy();
    });

    it('to a claim that is not the customer’s falls back to the claim in progress', async () => {
      openNamed('unknown-claim');
      expect(await screen.findByRole('heading', { name: copy.wizard.delivery.title })).toBeTruthy();
    });
  });
});
