import { describe, expect, it } from 'vitest';
import { FEES, copy } from '@taxback/shared';
import { getPayment } from '../src/data/stores/payment';
import { invoke, newCaller } from './support/invoke';
import { customerReadyToPay } from './support/applications';
import { mailsTo } from './support/mailbox';
import { newCode, paymentEventFor, sessionIdOf, uses } from './support/payments';

async function checkout(discountCode?: string) {
  const customer = await customerReadyToPay();
  const response = await invoke('createCheckout', {
    caller: customer.caller,
    body: { applicationId: customer.applicationId, discountCode, amount: 1 },
  });
  expect(response.status).toBe(200);
  const sessionId = sessionIdOf(response.body.url);
  const payment = await getPayment(customer.applicationId, sessionId);
  return { ...customer, sessionId, payment: payment! };
}

describe('discount codes at payment', () => {
  it('applies a valid code to the fee computed from the stored application', async () => {
    const code = await newCode({ discountValue: 20, description: 'Twenty off' });
    const { caller, applicationId } = await customerReadyToPay();
    const response = await invoke('validateDiscountCode', {
      caller,
      body: { applicationId, code: ` ${code.toLowerCase()} ` },
    });
    const subtotal = FEES.baseApplicationCents + FEES.itinProcessingCents;
    expect(response.body).toEqual({
      valid: true,
      code,
      discountAmountCents: subtotal * 0.2,
      totalCents: subtotal * 0.8,
      description: 'Twenty off',
    });
  });

  it.each<[string, () => Promise<string>, string]>([
    ['an unknown code', async () => 'NOSUCHCODE', copy.payment.invalidDiscount],
    ['an inactive code', () => newCode({ active: false }), copy.payment.invalidDiscount],
    ['an expired code', () => newCode({ expiresAt: '2020-01-01T00:00:00.000Z' }), copy.payment.discountExpired],
    ['a used-up code', () => newCode({ maxUses: 2, currentUses: 2 }), copy.payment.discountUsedUp],
    ['an empty code', async () => '   ', copy.payment.emptyDiscount],
  ])('refuses %s', async (_, makeCode, message) => {
    const { caller, applicationId } = await customerReadyToPay();
    const response = await invoke('validateDiscountCode', { caller, body: { applicationId, code: await makeCode() } });
    expect(response.status).toBe(400);
    expect([response.body.message, response.body.fields?.code]).toContain(message);
  });
});

describe('checkout', () => {
  it('charges the server-computed amount whatever the browser sends', async () => {
    const { payment } = await checkout();
    expect(payment).toMatchObject({
      status: 'pending',
      amountCents: FEES.baseApplicationCents + FEES.itinProcessingCents,
    });
  });

  it('refuses another customer’s application', async () => {
    const { applicationId } = await customerReadyToPay();
    const response = await invoke('createCheckout', { caller: newCaller(), body: { applicationId } });
    expect(response.status).toBe(404);
  });

  it('refuses an application that is not finished', async () => {
    const caller = newCaller();
    const created = await invoke('createApplication', { caller, body: { answers: { hasItin: true } } });
    const response = await invoke('createCheckout', { caller, body: { applicationId: created.body.applicationId } });
    expect(response).toMatchObject({ status: 409, body: { message: copy.payment.notReadyForPayment } });
  });
});

describe('payment webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const opened = await checkout();
    const { applicationId, sessionId } = opened;
    const event = paymentEventFor(opened);
    const response = await invoke('paymentWebhook', { ...event, headers: { 'stripe-signature': 't=1,v1=deadbeef' } });
    expect(response.status).toBe(400);
    expect((await getPayment(applicationId, sessionId))?.status).toBe('pending');
  });

  it('marks the payment and the application paid, redeems the code and mails a receipt, once per event', async () => {
    const code = await newCode({ maxUses: 5 });
    const opened = await checkout(code);
    const { applicationId, sessionId, caller, payment } = opened;
    const event = paymentEventFor(opened);

    expect((await invoke('paymentWebhook', event)).status).toBe(200);
    expect((await invoke('paymentWebhook', event)).status).toBe(200);

    expect((await getPayment(applicationId, sessionId))?.status).toBe('paid');
    const application = await invoke('getApplicationById', { caller, params: { applicationId } });
    expect(application.body).toMatchObject({ status: 'submitted', paid: true });
    expect(await uses(code)).toBe(1);
    expect(await mailsTo(caller.email)).toEqual([expect.objectContaining({ subject: copy.payment.receiptSubject })]);
    const verified = await invoke('verifyPayment', { caller, query: { sessionId, applicationId } });
    // The success page names the amount and the day paid.
    expect(verified.body).toEqual({
      paid: true,
      outcome: 'paid',
      applicationId,
      amountCents: payment.amountCents,
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('a use left only by a payment arriving after its reservation was released is still counted once', async () => {
    const code = await newCode({ maxUses: 1 });
    const buyer = await checkout(code);
    expect(await uses(code)).toBe(1); // reserved by the open checkout
    const event = paymentEventFor(buyer);
    expect((await invoke('paymentWebhook', event)).status).toBe(200);
    expect(await uses(code)).toBe(1); // converted, not counted twice
    expect((await getPayment(buyer.applicationId, buyer.sessionId))?.status).toBe('paid');
  });

  it('answers another customer’s checkout as one that does not exist', async () => {
    const { applicationId, sessionId } = await checkout();
    const response = await invoke('verifyPayment', { caller: newCaller(), query: { sessionId, applicationId } });
    const unknown = await invoke('verifyPayment', {
      caller: newCaller(),
      query: { sessionId: `${sessionId}x`, applicationId },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(unknown.body);
  });
});

describe('a fully discounted application', () => {
  it('is marked paid without a card payment', async () => {
    const code = await newCode({ discountValue: 100 });
    const { caller, applicationId } = await customerReadyToPay();
    const response = await invoke('createCheckout', { caller, body: { applicationId, discountCode: code } });
    expect(response.body.url).toContain('/payment-success?session_id=free_');
    const application = await invoke('getApplicationById', { caller, params: { applicationId } });
    expect(application.body.paid).toBe(true);
    expect(await uses(code)).toBe(1);
  });

  it('of two customers racing for a one-use free code, one is paid and the other told the code is used up', async () => {
    const code = await newCode({ discountValue: 100, maxUses: 1 });
    const buyers = await Promise.all([customerReadyToPay(), customerReadyToPay()]);
    const responses = await Promise.all(
      buyers.map(({ caller, applicationId }) =>
        invoke('createCheckout', { caller, body: { applicationId, discountCode: code } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
    const refused = responses.find((response) => response.status === 400)!;
    expect(refused.body.message).toBe(copy.payment.discountUsedUp);
    expect(await uses(code)).toBe(1);
  });
});
