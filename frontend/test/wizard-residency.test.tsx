import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/i18n/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from './helpers/fake-api';
import { APPLICATION_ID, applicationOf, signInAda, skipAnimations } from './helpers/journey';
import { renderApp } from './helpers/render-app';
import { openWizard } from './helpers/wizard';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.screening;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

/** A claim stored before the residency questions were asked. */
const unanswered = {
  countryOfResidence: null,
  everUsCitizenOrGreenCard: null,
  daysInUs: {},
  closerConnection8840Filed: {},
  ssnEligible: null,
  returnAlreadyFiled: {},
  maritalStatus: null,
};

const openResidency = () =>
  openWizard(applicationOf({ currentStep: 2, hasItin: true, itinIsActive: 'yes', ...unanswered })).server;

describe('the residency questions of the wizard', () => {
  beforeEach(() => {
    skipAnimations();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks them in step 2 for the years chosen, and goes on once all are answered', async () => {
    const user = userEvent.setup();
    const server = openResidency();
    await screen.findByRole('heading', { name: copy.wizard.years.title });
    const next = screen.getByRole('button', { name: copy.wizard.continue });

    await user.click(screen.getByRole('button', { name: '2025' }));
    expect(isDisabled(next)).toBe(true);
    expect(screen.getByText(text.answerAll)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(text.country, { exact: false }), 'CA');
    const citizen = screen.getByRole('radiogroup', { name: text.citizen });
    await user.click(within(citizen).getByRole('radio', { name: text.no }));
    await user.click(screen.getByRole('radio', { name: text.maritalStatuses.married }));
    // Days for the claim year and the two before it.
    for (const year of ['2025', '2024', '2023']) await user.type(screen.getByLabelText(text.days(year)), '12');
    expect(screen.queryByLabelText(text.days('2022'))).toBeNull();
    const filed = screen.getByRole('radiogroup', { name: text.returnFiled('2025') });
    await user.click(within(filed).getByRole('radio', { name: text.no }));

    expect(screen.queryByText(text.answerAll)).toBeNull();
    expect(isDisabled(next)).toBe(false);
    await waitFor(() =>
      expect(server.stored).toMatchObject({
        countryOfResidence: 'CA',
        everUsCitizenOrGreenCard: false,
        maritalStatus: 'married',
        daysInUs: { '2025': 12, '2024': 12, '2023': 12 },
        returnAlreadyFiled: { '2025': false },
      }),
    );
    await user.click(next);
    expect(await screen.findByRole('heading', { name: copy.wizard.formsOnHand.title })).toBeTruthy();
  });

  it('asks for Form 8840 only when the days meet the test, and says plainly why it cannot file without it', async () => {
    const user = userEvent.setup();
    openWizard(
      applicationOf({
        currentStep: 2,
        hasItin: true,
        itinIsActive: 'yes',
        taxYears: ['2025'],
        ...unanswered,
        countryOfResidence: 'CA',
        everUsCitizenOrGreenCard: false,
        maritalStatus: 'unmarried',
        returnAlreadyFiled: { '2025': false },
        daysInUs: { '2024': 150, '2023': 150 },
      }),
    );
    await screen.findByRole('heading', { name: copy.wizard.years.title });
    expect(screen.queryByText(text.form8840('2025'))).toBeNull();
    await user.type(screen.getByLabelText(text.days('2025')), '150');

    const form8840 = await screen.findByRole('radiogroup', { name: text.form8840('2025') });
    await user.click(within(form8840).getByRole('radio', { name: text.no }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(text.refusals['substantial-presence']('2025'));
    expect(isDisabled(screen.getByRole('button', { name: copy.wizard.continue }))).toBe(true);

    await user.click(within(form8840).getByRole('radio', { name: text.yes }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(isDisabled(screen.getByRole('button', { name: copy.wizard.continue }))).toBe(false);
  });

  it('asks whether an SSN could be had when an ITIN is needed, and refuses when it could', async () => {
    const user = userEvent.setup();
    openWizard(applicationOf({ currentStep: 1, ...unanswered }));
    await screen.findByRole('heading', { name: copy.wizard.itin.title });
    expect(screen.queryByText(text.ssn)).toBeNull();
    await user.click(screen.getByRole('radio', { name: copy.wizard.itin.no }));

    const ssn = await screen.findByRole('radiogroup', { name: text.ssn });
    const confirm = screen.getByRole('button', { name: copy.wizard.continue });
    expect(isDisabled(confirm)).toBe(true);
    await user.click(within(ssn).getByRole('radio', { name: text.yes }));
    expect((await screen.findByRole('alert')).textContent).toContain(text.refusals['ssn-eligible']());
    expect(isDisabled(confirm)).toBe(true);
    await user.click(within(ssn).getByRole('radio', { name: text.no }));
    expect(isDisabled(confirm)).toBe(false);
  });

  it('sends a claim stored before the questions back to them on its next visit', async () => {
    openWizard(
      applicationOf({
        status: 'ready_for_payment',
        currentStep: 7,
        hasItin: true,
        itinIsActive: 'yes',
        taxYears: ['2025'],
        hasAll1042s: true,
        formDeliveryPreference: 'email',
        ...unanswered,
      }),
    );
    expect(await screen.findByRole('heading', { name: copy.wizard.years.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
  });
});

describe('the payment page and the screening', () => {
  const assign = vi.fn();
  afterEach(() => vi.unstubAllGlobals());
  const paymentPath = `/payment?applicationId=${APPLICATION_ID}`;
  /** A finished claim for 2025 (no ITIN, every form held, delivery by email), on the payment page. */
  const readyToPay = (answers: Parameters<typeof applicationOf>[0]) =>
    applicationOf({
      status: 'ready_for_payment',
      taxYears: ['2025'],
      hasItin: false,
      hasAll1042s: true,
      formDeliveryPreference: 'email',
      ...answers,
    });

  it('asks for an explicit confirmation when the estimate is below the fee, and sends it', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    const application = readyToPay({ estimatedRefundCents: 300_00 });
    const fetchMock = fakeApi({
      ...signInAda(),
      [`GET /applications/${APPLICATION_ID}`]: () => ({ status: 200, body: application }),
      'POST /payments/checkout': () => ({ status: 200, body: { url: 'https://checkout.test/cs_low' } }),
    });
    renderApp(paymentPath);

    expect(await screen.findByText(text.lowRefundBody(formatUsd(300_00), formatUsd(349_00)))).toBeTruthy();
    const pay = screen.getByRole('button', { name: copy.paymentPage.pay(formatUsd(349_00)) });
    expect(isDisabled(pay)).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: text.lowRefundConfirm }));
    expect(isDisabled(pay)).toBe(false);
    await userEvent.click(pay);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/payments/checkout')).toHaveLength(1));
    const [checkout] = callsTo(fetchMock, 'POST', '/payments/checkout');
    expect(JSON.parse(String(checkout![1]!.body))).toEqual({ applicationId: APPLICATION_ID, confirmLowRefund: true });
  });

  it('says why a claim the screening refuses cannot be paid, with no Pay button', async () => {
    const application = readyToPay({ everUsCitizenOrGreenCard: true });
    fakeApi({
      ...signInAda(),
      [`GET /applications/${APPLICATION_ID}`]: () => ({ status: 200, body: application }),
    });
    renderApp(paymentPath);
    expect(await screen.findByText(text.refusals['us-citizen-or-green-card']())).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\$/ })).toBeNull();
  });
});
