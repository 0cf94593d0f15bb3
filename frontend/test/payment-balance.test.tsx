import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@taxback/shared/copy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from './helpers/fake-api';
import { APPLICATION_ID, applicationOf, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const text = copy.paymentPage;
const paymentPath = `/payment?applicationId=${APPLICATION_ID}`;

/** The texts of the fee summary, label and amount of each row in turn (a label's form names are spans of their own). */
const summaryRows = () =>
  [...screen.getByLabelText(text.summaryTitle).querySelectorAll('p')].map((node) => node.textContent);

describe('the payment page of a reopened claim that owes a balance', () => {
  const assign = vi.fn();
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance due with its itemised lines, no discount box, and pays exactly it', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    const application = applicationOf({
      status: 'awaiting_balance',
      taxYears: ['2024'],
      hasItin: false,
      hasAll1042s: false,
      numMissing1042s: 2,
      paid: true,
      paidCents: 24_900,
      balanceDue: {
        lines: [
          { id: 'itin', quantity: 1, unitCents: 10_000, amountCents: 10_000 },
          { id: 'missingForms', quantity: 2, unitCents: 2_500, amountCents: 5_000 },
        ],
        totalCents: 15_000,
      },
    });
    const fetchMock = fakeApi({
      ...signInAda(),
      [`GET /applications/${APPLICATION_ID}`]: () => ({ status: 200, body: application }),
      'POST /payments/checkout': () => ({ status: 200, body: { url: 'https://checkout.test/cs_balance' } }),
    });
    renderApp(paymentPath);

    expect(await screen.findByRole('heading', { name: text.balanceTitle })).toBeTruthy();
    expect(screen.getByText(text.balanceIntro)).toBeTruthy();
    expect(summaryRows()).toEqual([
      text.lines.itin,
      'US$100.00',
      text.lines.missingForms(2),
      'US$50.00',
      text.subtotal,
      'US$150.00',
      text.balanceTotal,
      'US$150.00',
      // Under the total: the card issuer converts the US dollars.
      text.currencyNote,
    ]);
    // The application fee already paid is not asked again, and a balance takes no discount.
    expect(screen.queryByText(text.lines.base)).toBeNull();
    expect(screen.queryByLabelText(text.discountLabel)).toBeNull();
    expect(screen.queryByText(text.alreadyPaid)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: text.pay('US$150.00') }));
    // The payments part of the contract is downloaded with this first call to one of its routes.
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/payments/checkout')).toHaveLength(1));
    const [checkout] = callsTo(fetchMock, 'POST', '/payments/checkout');
    expect(JSON.parse(String(checkout![1]!.body))).toEqual({ applicationId: APPLICATION_ID });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/cs_balance'));
  });

  it('shows the whole fee and the discount box for a claim not paid yet', async () => {
    const application = applicationOf({
      status: 'ready_for_payment',
      taxYears: ['2024'],
      hasItin: false,
      hasAll1042s: true,
    });
    fakeApi({ ...signInAda(), [`GET /applications/${APPLICATION_ID}`]: () => ({ status: 200, body: application }) });
    renderApp(paymentPath);

    expect(await screen.findByRole('heading', { name: text.summaryTitle })).toBeTruthy();
    expect(screen.getByText(text.lines.base)).toBeTruthy();
    expect(screen.getByLabelText(text.discountLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.pay('US$349.00') })).toBeTruthy();
    expect(summaryRows().at(-1)).toBe(text.currencyNote);
    // The fee and what it covers side by side, as two cards of one kind.
    const cards = [...document.querySelectorAll('.payment-grid > .amplify-card')];
    expect(cards).toHaveLength(2);
    expect(cards[1]!.className).toBe(cards[0]!.className);
  });

  it('has no floating chat button over the form: its "Need help?" link opens the same chat', async () => {
    const application = applicationOf({ status: 'ready_for_payment', taxYears: ['2024'], hasItin: false });
    fakeApi({ ...signInAda(), [`GET /applications/${APPLICATION_ID}`]: () => ({ status: 200, body: application }) });
    renderApp(paymentPath);

    await screen.findByRole('heading', { name: text.summaryTitle });
    expect(screen.queryByRole('button', { name: copy.chatbot.open })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: copy.chatbot.needHelp }));
    expect(await screen.findByRole('log')).toBeTruthy();
    expect(screen.getByText(copy.chatbot.welcome)).toBeTruthy();
  });

  it('says why a discount code was refused, under the code box, which it describes', async () => {
    const application = applicationOf({ status: 'ready_for_payment', taxYears: ['2024'], hasItin: false });
    fakeApi({
      ...signInAda(),
      [`GET /applications/${APPLICATION_ID}`]: () => ({ status: 200, body: application }),
      'POST /payments/discount': () => ({
        status: 400,
        body: { code: 'bad_request', message: copy.payment.invalidDiscount },
      }),
    });
    renderApp(paymentPath);

    await userEvent.type(await screen.findByLabelText(text.discountLabel), 'nope');
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    expect((await screen.findByRole('alert')).textContent).toBe(copy.payment.invalidDiscount);
    expect(
      screen.getByRole('textbox', { name: text.discountLabel, description: copy.payment.invalidDiscount }),
    ).toBeTruthy();
  });
});
