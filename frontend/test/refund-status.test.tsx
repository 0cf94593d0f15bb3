import { screen, within } from '@testing-library/react';
import { copy, copyFor } from '@taxback/shared/copy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, currentLanguage } from '@/lib/language';
import { fakeApi } from './helpers/fake-api';
import { APPLICATION_ID, applicationOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

afterEach(() => chooseLanguage('en'));

const text = copy.refundStatus;

describe('refund status', () => {
  it('shows the official forms to sign with how to sign and return them, and when the originals arrived', async () => {
    const application = applicationOf({ status: 'processing', taxYears: ['2024'], paid: true, hasItin: true });
    fakeApi({
      ...signInAda(),
      'GET /applications/current': () => ({ status: 200, body: { application } }),
      [`GET /applications/${APPLICATION_ID}/forms-to-sign`]: () => ({
        status: 200,
        body: {
          forms: [
            {
              documentId: 'doc-1',
              fileName: 'f1040nr.pdf',
              form: '1040nr',
              taxYear: '2024',
              createdAt: '2026-03-01T00:00:00.000Z',
            },
          ],
          mailTo: 'TaxBack, 1 Front St, Toronto ON',
          receivedDate: '2026-03-10',
        },
      }),
    });
    renderApp('/refund-status');

    const card = await screen.findByTestId('forms-to-sign');
    const forms = text.formsToSign;
    expect(within(card).getByText(forms.forYear(forms.names['1040nr'], '2024'))).toBeTruthy();
    for (const step of forms.steps) expect(within(card).getByText(step)).toBeTruthy();
    expect(within(card).getByText(forms.mailTo('TaxBack, 1 Front St, Toronto ON'))).toBeTruthy();
    expect(within(card).getByText(forms.received('Mar 10, 2026'))).toBeTruthy();
  });

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
    // Every form at hand: no "missing forms requested"; the forms were sent: "sign and return" is a step.
    const shown = Object.entries(text.steps).filter(([id]) => id !== 'forms_requested');
    expect(steps).toHaveLength(shown.length);
    shown.forEach(([, title], index) => expect(within(steps[index]!).getByText(title)).toBeTruthy());
    const badges = steps.map((step) => within(step).getByText(/^(Completed|Pending)$/).textContent);
    // Without an ITIN the claim has a W-7: the passport's arrival and return are steps too.
    expect(badges).toEqual([
      ...Array<string>(4).fill(text.completed),
      ...Array<string>(shown.length - 4).fill(text.pending),
    ]);
    expect(within(steps[2]!).getByText(text.on('Mar 2, 2026'))).toBeTruthy();

    // One status, read from the steps: the forms were sent, so that is where the claim stands.
    const summary = within(
      screen.getByRole('heading', { name: text.summaryTitle }).closest<HTMLElement>('.flow-card')!,
    );
    expect(summary.getByText(text.shownStatuses.forms_sent)).toBeTruthy();
    expect(screen.queryByText(text.statuses.submitted)).toBeNull();
    expect(screen.getByText('2024, 2023')).toBeTruthy();
  });

  it.each(['en', 'fr-CA'] as const)(
    'never calls a filled-in claim that waits for its payment "pending" or "upcoming" (%s)',
    async (locale) => {
      chooseLanguage(locale);
      await expect.poll(currentLanguage).toBe(locale);
      const words = copyFor(locale).refundStatus;
      const application = applicationOf({ status: 'ready_for_payment', taxYears: ['2024'], hasItin: true });
      fakeApi({ ...signInAda(), 'GET /applications/current': () => ({ status: 200, body: { application } }) });
      renderApp('/refund-status');

      const journey = (await screen.findByRole('heading', { name: words.journeyTitle })).closest('div')!;
      const [started, completed, next] = within(journey).getAllByRole('listitem');
      expect(within(started!).getByText(words.completed)).toBeTruthy();
      expect(within(completed!).getByText(words.steps.application_completed)).toBeTruthy();
      expect(within(completed!).getByText(words.awaitingPayment)).toBeTruthy();
      expect(within(completed!).queryByText(words.pending)).toBeNull();
      // The steps after it are still to come.
      expect(within(next!).getByText(words.pending)).toBeTruthy();
    },
  );

  describe('the missing forms', () => {
    const retrieval = {
      formsToAuthorise: [{ entryId: 'm1', casinoName: 'Bellagio', date: '2024-03-14', amountWonCents: 5_000_00 }],
      authorisation: null,
      entries: [],
    };
    const show = (changes: Parameters<typeof applicationOf>[0]) => {
      const application = applicationOf({ taxYears: ['2024'], hasAll1042s: false, ...changes });
      fakeApi({
        ...signInAda(),
        'GET /applications/current': () => ({ status: 200, body: { application } }),
        [`GET /applications/${application.applicationId}/retrieval`]: () => ({ status: 200, body: retrieval }),
      });
      renderApp('/refund-status');
    };

    it('asks for payment before the authorisation can be signed', async () => {
      show({ status: 'ready_for_payment' });
      const card = within(await screen.findByTestId('missing-forms'));
      expect(await card.findByText(copy.retrievalErrors.payFirst)).toBeTruthy();
      expect(card.queryByRole('button', { name: copy.retrieval.sign })).toBeNull();
    });

    it('offers the authorisation once the claim is paid', async () => {
      show({ status: 'submitted', paid: true, paymentCompletedDate: '2026-03-01T10:00:00.000Z' });
      const card = within(await screen.findByTestId('missing-forms'));
      expect(await card.findByRole('button', { name: copy.retrieval.sign })).toBeTruthy();
      expect(card.queryByText(copy.retrievalErrors.payFirst)).toBeNull();
    });
  });

  it('lists each payment of the claim in its journey: kind, amount, paid or refunded, and date', async () => {
    const application = applicationOf({
      status: 'submitted',
      taxYears: ['2024'],
      hasItin: false,
      hasAll1042s: true,
      paid: true,
      paidCents: 34_900,
      formsSentDate: '2026-03-02T12:00:00.000Z',
    });
    const payments = [
      // Listed oldest first by the server; the balance came after the forms were sent.
      { kind: 'fee', status: 'paid', amountCents: 24_900, paidAt: '2026-02-20T15:00:00.000Z', refundedAt: null },
      { kind: 'balance', status: 'paid', amountCents: 10_000, paidAt: '2026-03-05T15:00:00.000Z', refundedAt: null },
      {
        kind: 'balance',
        status: 'refunded',
        amountCents: 10_000,
        paidAt: '2026-03-05T15:01:00.000Z',
        refundedAt: '2026-03-05T15:02:00.000Z',
      },
    ];
    fakeApi({
      ...signInAda(),
      'GET /applications/current': () => ({ status: 200, body: { application } }),
      [`GET /applications/${APPLICATION_ID}/payments`]: () => ({ status: 200, body: { items: payments } }),
    });
    renderApp('/refund-status');

    const journey = (await screen.findByRole('heading', { name: text.journeyTitle })).closest('div')!;
    await within(journey).findByText(text.payments.fee);
    const titles = within(journey)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.timeline__title')?.textContent);
    expect(titles).toEqual([
      text.steps.application_started,
      text.steps.application_completed,
      `${text.payments.fee}US$249.00`,
      text.steps.under_review,
      text.steps.forms_sent,
      `${text.payments.balance}US$100.00`,
      `${text.payments.balance}US$100.00`,
      text.steps.signed_forms_received,
      text.steps.passport_received,
      text.steps.passport_returned,
      text.steps.submitted_to_irs,
      text.steps.approved_by_irs,
      text.steps.refund_issued,
    ]);
    // The specification's name stays; what it means is said beside it: the IRS processed the return.
    const approved = within(journey)
      .getAllByRole('listitem')
      .find((item) => item.querySelector('.timeline__title')?.textContent === text.steps.approved_by_irs)!;
    expect(within(approved).getByText(copy.refundFacts.approvedByIrs)).toBeTruthy();
    const [fee, balance, refunded] = within(journey)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('timeline__step--payment'));
    expect(within(fee!).getByText(text.payments.paid)).toBeTruthy();
    expect(within(fee!).getByText(text.on('Feb 20, 2026'))).toBeTruthy();
    expect(within(balance!).getByText(text.payments.paid)).toBeTruthy();
    expect(within(balance!).getByText(text.on('Mar 5, 2026'))).toBeTruthy();
    expect(within(refunded!).getByText(text.payments.refunded)).toBeTruthy();
    expect(within(refunded!).getByText(text.payments.refundedOn('Mar 5, 2026'))).toBeTruthy();
  });

  it('offers to continue a draft and says it is not finished', async () => {
    fakeApi({
      ...signInAda(),
      'GET /applications/current': () => ({ status: 200, body: { application: applicationOf() } }),
    });
    renderApp('/refund-status');

    expect(await screen.findByText(text.shownStatuses.draft)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.action.buttons.continue_application }).getAttribute('href')).toBe(
      `/application?applicationId=${APPLICATION_ID}`,
    );
  });

  it('shows the estimated refund with its no-promise note, and "not estimated yet" while there is none', async () => {
    let application = applicationOf({ estimatedRefundCents: 30_000 });
    fakeApi({ ...signInAda(), 'GET /applications/current': () => ({ status: 200, body: { application } }) });
    const { unmount } = renderApp('/refund-status');

    const estimate = await screen.findByText(copy.claimFigures.estimatedRefund);
    expect(estimate.nextElementSibling?.textContent).toBe('US$300.00');
    expect(screen.getByText(copy.claimFigures.noPromise)).toBeTruthy();
    unmount();

    application = applicationOf({ estimatedRefundCents: null });
    renderApp('/refund-status');
    const none = await screen.findByText(copy.claimFigures.estimatedRefund);
    expect(none.nextElementSibling?.textContent).toBe(text.notEstimated);
    expect(screen.queryByText('US$0.00')).toBeNull();
    expect(screen.queryByText(copy.claimFigures.noPromise)).toBeNull();
  });

  it('draws the refund: withheld, what the IRS keeps, the refund, the fee paid and what the customer keeps', async () => {
    const application = applicationOf({
      status: 'submitted',
      taxYears: ['2025'],
      paid: true,
      paidCents: 24_900,
      estimatedRefundCents: 30_000,
      form1042sEntries: [
        { id: 'f1', taxYear: '2025', game: 'slot-machine', winningsCents: 200_000, federalWithheldCents: 60_000 },
      ],
    });
    fakeApi({ ...signInAda(), 'GET /applications/current': () => ({ status: 200, body: { application } }) });
    renderApp('/refund-status');

    const picture = await screen.findByTestId('refund-picture');
    const figure = (part: string) =>
      within(picture)
        .getAllByRole('listitem')
        .find((item) => item.dataset.part === part)
        ?.querySelector('.refund-picture__amount')?.textContent;
    expect([figure('withheld'), figure('irsKeeps'), figure('refund'), figure('fee'), figure('youKeep')]).toEqual([
      'US$600.00',
      'US$300.00',
      'US$300.00',
      'US$249.00',
      'US$51.00',
    ]);
    expect(
      within(picture).getByText(
        copy.estimator.picture.summary('US$600.00', 'US$300.00', 'US$300.00', 'US$249.00', 'US$51.00'),
      ),
    ).toBeTruthy();
  });

  it.each([
    ['reopened', text.action.buttons.review_answers, `/application?applicationId=${APPLICATION_ID}`],
    ['awaiting_balance', text.action.buttons.pay_balance, `/payment?applicationId=${APPLICATION_ID}`],
  ] as const)('tells the customer what a %s claim needs next', async (status, action, href) => {
    const application = applicationOf({ status, taxYears: ['2024'], hasItin: false, hasAll1042s: true, paid: true });
    fakeApi({ ...signInAda(), 'GET /applications/current': () => ({ status: 200, body: { application } }) });
    renderApp('/refund-status');

    expect((await screen.findByRole('link', { name: action })).getAttribute('href')).toBe(href);
    expect(screen.queryByText(text.action.bodies.none)).toBeNull();
  });

  it('says there is no application and links to the start', async () => {
    fakeApi({ ...signInAda(), 'GET /applications/current': () => ({ status: 200, body: { application: null } }) });
    renderApp('/refund-status');

    expect(await screen.findByText(text.noApplication)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.startApplication }).getAttribute('href')).toBe('/step1');
  });
});
