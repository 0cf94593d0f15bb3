import { screen } from '@testing-library/react';
import { copy } from '@taxback/shared/copy';
import { formatDate, formatUsd } from '@taxback/shared/i18n/format';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { APPLICATION_ID, signInAda } from './helpers/journey';
import { renderApp } from './helpers/render-app';

vi.mock('aws-amplify/auth', () => import('./helpers/amplify-auth-mock'));

const PAID_AT = '2026-11-29T10:00:00.000Z';

describe('payment success page', () => {
  it('keeps waiting for a late confirmation, saying it is being confirmed, and never shows a failure', async () => {
    let asks = 0;
    const verify = () => {
      asks += 1;
      // An unanswered ask, three server errors in a row (the page used to give up here), then paid.
      if (asks >= 2 && asks <= 4) return { status: 503, body: { code: 'service_unavailable', message: 'Try again.' } };
      return {
        status: 200,
        body: {
          paid: asks > 4,
          outcome: asks > 4 ? 'paid' : 'pending',
          applicationId: APPLICATION_ID,
          amountCents: 336_60,
          paidAt: asks > 4 ? PAID_AT : null,
        },
      };
    };
    const handlers: Parameters<typeof fakeApi>[0] = { ...signInAda() };
    handlers[`GET /payments/verify?sessionId=cs_late&applicationId=${APPLICATION_ID}`] = verify;
    handlers[`GET /payments/verify?applicationId=${APPLICATION_ID}&sessionId=cs_late`] = verify;
    fakeApi(handlers);
    renderApp(`/payment-success?session_id=cs_late&application_id=${APPLICATION_ID}`);

    expect(await screen.findByText(copy.paymentSuccess.verifying)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: copy.paymentSuccess.title }, { timeout: 20_000 })).toBeTruthy();
    expect(asks).toBe(5);
    // What was paid, when, for which claim, and that a receipt was mailed.
    expect(screen.getByText(copy.paymentSuccess.paid(formatUsd(336_60), formatDate(PAID_AT)))).toBeTruthy();
    expect(screen.getByText('US$336.60', { exact: false })).toBeTruthy();
    expect(screen.getByText(APPLICATION_ID)).toBeTruthy();
    expect(screen.getByText(copy.paymentSuccess.receiptSent)).toBeTruthy();
    expect(screen.queryByText(copy.payment.notSuccessful)).toBeNull();
    expect(screen.queryByText(copy.payment.verifyError)).toBeNull();
  }, 30_000);

  it.each([
    ['refunded', copy.paymentSuccess.refundedTitle, copy.paymentSuccess.refundedBody],
    ['expired', copy.paymentSuccess.notCompletedTitle, copy.paymentSuccess.notCompletedBody],
    ['failed', copy.paymentSuccess.notCompletedTitle, copy.paymentSuccess.notCompletedBody],
  ])(
    'says plainly when the checkout ended %s, stops asking and leads back to the payment page',
    async (outcome, title, body) => {
      let asks = 0;
      const verify = () => {
        asks += 1;
        return {
          status: 200,
          body: { paid: false, outcome, applicationId: APPLICATION_ID, amountCents: 249_00, paidAt: null },
        };
      };
      const handlers: Parameters<typeof fakeApi>[0] = { ...signInAda() };
      handlers[`GET /payments/verify?sessionId=cs_over&applicationId=${APPLICATION_ID}`] = verify;
      handlers[`GET /payments/verify?applicationId=${APPLICATION_ID}&sessionId=cs_over`] = verify;
      fakeApi(handlers);
      renderApp(`/payment-success?session_id=cs_over&application_id=${APPLICATION_ID}`);

      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(body)).toBeTruthy();
      const back = screen.getByRole('link', { name: copy.paymentSuccess.backToPayment });
      expect(back.getAttribute('href')).toBe(`/payment?applicationId=${APPLICATION_ID}`);
      expect(screen.queryByRole('heading', { name: copy.paymentSuccess.title })).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(asks).toBe(1);
    },
    30_000,
  );
});
