import { screen, within } from '@testing-library/react';
import type { NextAction } from '@taxback/shared/claim/next-action';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { copy, copyFor } from '@taxback/shared/copy';
import { amountDueCents } from '@taxback/shared/payments/amount-due';
import { formatUsd } from '@taxback/shared/payments/fees';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, currentLanguage } from '@/lib/language';
import { fakeApi } from './helpers/fake-api';
import { APPLICATION_ID, applicationOf, profileOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

afterEach(() => chooseLanguage('en'));

const paid: Partial<ApplicationView> = {
  taxYears: ['2024'],
  hasItin: true,
  itinIsActive: 'yes',
  hasAll1042s: true,
  num1042sForms: 1,
  paid: true,
  paidCents: 24_900,
  paymentCompletedDate: '2026-03-01T10:00:00.000Z',
};

const unsignedRetrieval = {
  formsToAuthorise: [{ entryId: 'm1', casinoName: 'Bellagio', date: '2024-03-14', amountWonCents: 5_000_00 }],
  authorisation: null,
  entries: [],
};

const formsToSign = (receivedDate: string | null) => ({
  forms: [
    {
      documentId: 'doc-1',
      fileName: 'f1040nr.pdf',
      form: '1040nr',
      taxYear: '2024',
      createdAt: '2026-03-02T00:00:00Z',
    },
  ],
  mailTo: 'TaxBack, 1 Front St, Toronto ON',
  receivedDate,
});

type Scenario = {
  claim: Partial<ApplicationView>;
  retrieval?: unknown;
  forms?: unknown;
  href: string | null;
};

const wizard = `/application?applicationId=${APPLICATION_ID}`;
const payment = `/payment?applicationId=${APPLICATION_ID}`;

/** One claim for each next action, and where its button leads (null: no button, it is our move). */
const scenarios: Record<NextAction, Scenario> = {
  continue_application: { claim: { taxYears: ['2024'] }, href: wizard },
  pay: { claim: { status: 'ready_for_payment', taxYears: ['2024'] }, href: payment },
  review_answers: { claim: { ...paid, status: 'reopened' }, href: wizard },
  pay_balance: {
    claim: {
      ...paid,
      status: 'awaiting_balance',
      balanceDue: {
        lines: [{ id: 'missingForms', quantity: 1, unitCents: 25_00, amountCents: 25_00 }],
        totalCents: 25_00,
      },
    },
    href: payment,
  },
  sign_authorisation: {
    claim: { ...paid, status: 'submitted', hasAll1042s: false, numMissing1042s: 1 },
    retrieval: unsignedRetrieval,
    href: '#missing-forms',
  },
  sign_and_mail_forms: { claim: { ...paid, status: 'processing' }, forms: formsToSign(null), href: '#forms-to-sign' },
  upload_documents: { claim: { ...paid, status: 'submitted', num1042sForms: 0 }, href: '/upload-documents' },
  none: { claim: { ...paid, status: 'processing' }, forms: formsToSign('2026-03-10'), href: null },
};

function show({ claim, retrieval, forms }: Scenario) {
  const application = applicationOf(claim);
  fakeApi({
    ...signInAda(),
    'GET /profile': () => ({ status: 200, body: profileOf() }),
    'GET /applications/current': () => ({ status: 200, body: { application } }),
    'GET /applications': () => ({ status: 200, body: { applications: [application] } }),
    ...(retrieval
      ? { [`GET /applications/${APPLICATION_ID}/retrieval`]: () => ({ status: 200, body: retrieval }) }
      : {}),
    ...(forms ? { [`GET /applications/${APPLICATION_ID}/forms-to-sign`]: () => ({ status: 200, body: forms }) } : {}),
  });
}

/** A payment button names its amount in US dollars; the others say what to do. */
const buttonName = (action: NextAction) => {
  const amount = amountDueCents(action, applicationOf(scenarios[action].claim));
  if (action === 'pay') return copy.paymentPage.pay(formatUsd(amount!));
  if (action === 'pay_balance') return copy.refundStatus.action.payBalanceAmount(formatUsd(amount!));
  return copy.refundStatus.action.buttons[action];
};

describe('the "Action needed" banner of the status page', () => {
  it('names the amount on its pay buttons, in US dollars', () => {
    expect(buttonName('pay')).toMatch(/^Pay US\$\d{3}\.\d{2}$/);
    expect(buttonName('pay_balance')).toBe('Pay the balance: US$25.00');
  });

  it.each(Object.keys(scenarios) as NextAction[])('leads with the next action: %s', async (action) => {
    const scenario = scenarios[action];
    show(scenario);
    renderApp('/refund-status');
    const text = copy.refundStatus.action;

    const banner = await screen.findByTestId('action-banner');
    await vi.waitFor(() => expect(banner.getAttribute('data-action')).toBe(action));
    // The banner comes before everything else on the page.
    const cards = [...document.querySelectorAll('.refund-status .flow-card')];
    expect(cards[0]).toBe(banner);
    expect(within(banner).getByText(text.bodies[action])).toBeTruthy();
    if (scenario.href === null) {
      expect(within(banner).getByRole('heading', { name: text.noneTitle })).toBeTruthy();
      expect(within(banner).queryByRole('link')).toBeNull();
      return;
    }
    expect(within(banner).getByRole('heading', { name: text.title })).toBeTruthy();
    const link = within(banner).getByRole('link', { name: buttonName(action) });
    expect(link.getAttribute('href')).toBe(scenario.href);
    // A signature is done in a card of the same page: the button leads to it.
    if (scenario.href.startsWith('#')) expect(await screen.findByTestId(scenario.href.slice(1))).toBeTruthy();
  });

  it('says it in French', async () => {
    chooseLanguage('fr-CA');
    await expect.poll(currentLanguage).toBe('fr-CA');
    show(scenarios.sign_and_mail_forms);
    renderApp('/refund-status');
    const french = copyFor('fr-CA').refundStatus;
    expect(french.action.title).not.toBe(copyFor('en').refundStatus.action.title);

    const banner = await screen.findByTestId('action-banner');
    await vi.waitFor(() => expect(banner.getAttribute('data-action')).toBe('sign_and_mail_forms'));
    expect(within(banner).getByRole('heading', { name: french.action.title })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: french.action.buttons.sign_and_mail_forms })).toBeTruthy();
    // The default matcher reads the non-breaking space before the colon as a plain space.
    expect(screen.getByText(french.shownStatuses.forms_sent.replace(/\s+/g, ' '))).toBeTruthy();
  });

  it('explains each payment on its line', async () => {
    const { claim } = scenarios.none;
    fakeApi({
      ...signInAda(),
      'GET /applications/current': () => ({ status: 200, body: { application: applicationOf(claim) } }),
      [`GET /applications/${APPLICATION_ID}/payments`]: () => ({
        status: 200,
        body: {
          items: [
            { kind: 'fee', status: 'paid', amountCents: 24_900, paidAt: '2026-02-20T15:00:00.000Z', refundedAt: null },
            {
              kind: 'balance',
              status: 'paid',
              amountCents: 2_500,
              paidAt: '2026-03-05T15:00:00.000Z',
              refundedAt: null,
            },
          ],
        },
      }),
    });
    renderApp('/refund-status');
    const text = copy.refundStatus.payments;

    await screen.findByText('US$25.00');
    const [fee, balance] = [...document.querySelectorAll<HTMLElement>('.timeline__step--payment')];
    expect(within(fee!).getByText(text.explanations.fee)).toBeTruthy();
    expect(within(balance!).getByText(text.explanations.balance)).toBeTruthy();
  });
});

describe('the claim card of the account page', () => {
  it.each([['pay'], ['pay_balance'], ['sign_and_mail_forms'], ['none']] as const)(
    'carries its next action (%s) as the primary button',
    async (action) => {
      const scenario = scenarios[action];
      const name = buttonName(action);
      show(scenario);
      renderApp('/account');

      const card = (await screen.findByRole('heading', { name: copy.accountPage.claims.claimFor('2024') })).closest(
        'li',
      )!;
      const button = await within(card).findByRole('link', { name });
      expect(button.className).toContain('amplify-button--primary');
      const expected = {
        pay: payment,
        pay_balance: payment,
        sign_and_mail_forms: `/refund-status?claim=${APPLICATION_ID}`,
        none: `/refund-status?claim=${APPLICATION_ID}`,
      }[action];
      expect(button.getAttribute('href')).toBe(expected);
      expect(
        within(card)
          .getAllByRole('link')
          .filter((link) => link.className.includes('--primary')),
      ).toHaveLength(1);
    },
  );
});
