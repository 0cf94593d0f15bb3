import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { FEES } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/payments/fees';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { APPLICATION_ID, applicationOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';
import { openWizard } from './helpers/wizard';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const { wizard } = copy;

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const feeSoFar = (cents: number) => wizard.feeSoFar(formatUsd(cents));

describe('the wizard says what each choice costs', () => {
  beforeEach(skipAnimations);

  it('puts the ITIN price on "No ITIN" and on an expired ITIN, and keeps a running total', async () => {
    const user = userEvent.setup();
    openWizard(applicationOf({ currentStep: 1 }));
    await screen.findByRole('heading', { name: wizard.itin.title });

    const itinPrice = `+${formatUsd(FEES.itinProcessingCents)}`;
    expect(itinPrice).toBe('+US$100.00');
    const no = screen.getByRole('radio', { name: wizard.itin.no });
    expect(description(no)).toBe(itinPrice);
    expect(description(screen.getByRole('radio', { name: wizard.itin.yes }))).toBe('');
    expect(screen.getByText(feeSoFar(FEES.baseApplicationCents))).toBeTruthy();

    await user.click(no);
    expect(await screen.findByText(feeSoFar(FEES.baseApplicationCents + FEES.itinProcessingCents))).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: wizard.itin.yes }));
    expect(await screen.findByText(feeSoFar(FEES.baseApplicationCents))).toBeTruthy();
    expect(description(await screen.findByRole('radio', { name: wizard.itin.inactive }))).toBe(itinPrice);
    expect(description(screen.getByRole('radio', { name: wizard.itin.active }))).toBe('');
  });

  it('puts the per-form price on "some are missing", and adds each missing form to the total', async () => {
    openWizard(applicationOf({ currentStep: 3, hasItin: true, itinIsActive: 'yes', taxYears: ['2024'] }));
    await screen.findByRole('heading', { name: wizard.formsOnHand.title });
    const missing = screen.getByRole('radio', { name: wizard.formsOnHand.no });
    expect(description(missing)).toBe(wizard.formsOnHand.perMissingForm(formatUsd(FEES.missingFormRetrievalCents)));
    expect(description(missing)).toContain('US$25.00');
  });

  it('counts two described missing forms in the running total on the missing-forms step', async () => {
    const entry = (id: string) => ({
      id,
      date: '2024-03-02',
      winType: 'slot-machine' as const,
      amountWon: '1500.00',
      withholding: '',
      city: 'Las Vegas',
      casino: '',
      casinoOther: '',
      playerCardNumber: '',
      additionalInfo: '',
    });
    openWizard(
      applicationOf({
        currentStep: 4,
        hasItin: false,
        taxYears: ['2024'],
        hasAll1042s: false,
        missingForms: [entry('a'), entry('b')] as unknown as ApplicationView['missingForms'],
      }),
    );
    await screen.findByRole('heading', { name: wizard.missingForms.title });
    expect(screen.getByText(wizard.missingForms.price(formatUsd(FEES.missingFormRetrievalCents)))).toBeTruthy();
    const total = FEES.baseApplicationCents + FEES.itinProcessingCents + 2 * FEES.missingFormRetrievalCents;
    expect(screen.getByText(feeSoFar(total))).toBeTruthy();
  });

  it('lists the forms to sign openly on the delivery step, with the Power of Attorney in one plain line', async () => {
    openWizard(
      applicationOf({ currentStep: 7, hasItin: true, itinIsActive: 'yes', taxYears: ['2024'], hasAll1042s: true }),
    );
    await screen.findByRole('heading', { name: wizard.delivery.title });
    const list = screen.getByRole('region', { name: wizard.delivery.formsToSign });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // An active ITIN: no Form W-7 to sign.
    expect(items).toEqual([wizard.delivery.forms.powerOfAttorney, wizard.delivery.forms.return1040nr]);
    expect(within(list).getByText(wizard.delivery.powerOfAttorneyPlain)).toBeTruthy();
  });
});

describe('the payment page', () => {
  it('says "Your total, itemised" and states the cancellation policy beside Pay, linked to the terms', async () => {
    const application = applicationOf({
      status: 'ready_for_payment',
      taxYears: ['2024'],
      hasItin: false,
      hasAll1042s: true,
      num1042sForms: 1,
      estimatedRefundCents: 90_000,
    });
    fakeApi({ ...signInAda(), [`GET /applications/${APPLICATION_ID}`]: () => ({ status: 200, body: application }) });
    renderApp(`/payment?applicationId=${APPLICATION_ID}`);

    const pay = await screen.findByRole('button', { name: copy.paymentPage.pay('US$349.00') });
    expect(screen.getByText(copy.paymentPage.subtitle).textContent).toBe('Your total, itemised');
    const card = pay.closest('.page-card') as HTMLElement;
    expect(within(card).getByText(copy.paymentPage.cancellation, { exact: false })).toBeTruthy();
    expect(within(card).getByRole('link', { name: copy.paymentPage.termsLink }).getAttribute('href')).toBe('/terms');
  });
});
