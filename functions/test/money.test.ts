import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { copy, DISCOUNT, FEES, formatUsd, staffCopy } from '@taxback/shared';
import { getLocalRefund } from '../src/data/stores/local-refund';
import { getLocalSession } from '../src/data/stores/local-checkout-session';
import { getPayment, recordPaidRefund } from '../src/data/stores/payment';
import { refundNotices } from '../src/data/entities/refund-notice';
import { refundRejectedClaim } from '../src/payments/rejection-refunds';
import { notifications } from '../src/data/entities/notification';
import { discountCodes } from '../src/data/entities/discount-code';
import { discountReservations } from '../src/data/entities/discount-reservation';
import { sweepExpiredReservations } from '../src/data/stores/discount-reservation';
import { invoke, newCaller } from './support/invoke';
import { mailsTo } from './support/mailbox';
import { customerReadyToPay } from './support/applications';
import { newCode, openCheckout, pay, paymentEventFor, sessionIdOf, signedEvent } from './support/payments';

const admin = newCaller({ isAdmin: true, email: 'staff@taxback.local' });
type Customer = { caller: ReturnType<typeof newCaller>; applicationId: string };

const stored = async (customer: Customer) =>
  (await invoke('getApplicationById', { caller: customer.caller, params: { applicationId: customer.applicationId } }))
    .body;

const patch = async (customer: Customer, answers: Record<string, unknown>) => {
  const { version } = await stored(customer);
  return invoke('updateApplicationAnswers', {
    caller: customer.caller,
    params: { applicationId: customer.applicationId },
    body: { version, answers },
  });
};

const finish = (customer: Customer) =>
  invoke('finishApplication', { caller: customer.caller, params: { applicationId: customer.applicationId } });

const reopen = (customer: Customer) =>
  invoke('changeStatus', {
    caller: admin,
    params: { applicationId: customer.applicationId },
    body: { action: 'reopen', notes: 'Customer has no ITIN after all' },
  });

const refundOf = getLocalRefund;
const refundNotice = async (userId: string) =>
  (await notifications().get({ userId, eventType: 'payment_refunded' }).go()).data;

/** How long the stream consumers of the test stack may take to act on a write. */
const eventually = { timeout: 15_000, interval: 200 };

const BASE = FEES.baseApplicationCents;
const ITIN = FEES.itinProcessingCents;

describe('a first payment', () => {
  it('records the lines it covers and the amount paid', async () => {
    const customer = await customerReadyToPay();
    const opened = await pay(customer);
    expect(opened.payment).toMatchObject({ kind: 'fee', amountCents: BASE + ITIN, answersVersion: 0 });
    expect(opened.payment.lines!.map((line) => line.id)).toEqual(['base', 'itin']);
    expect(await stored(customer)).toMatchObject({ status: 'submitted', paidCents: BASE + ITIN, balanceDue: null });
  });
});

describe('a reopened claim whose new answers cost more', () => {
  async function owingItin() {
    const customer = await customerReadyToPay({ hasItin: true, itinIsActive: 'yes' });
    const first = await pay(customer);
    const paidOn = (await stored(customer)).paymentCompletedDate;
    expect((await reopen(customer)).status).toBe(200);
    expect((await patch(customer, { hasItin: false })).status).toBe(200);
    const finished = await finish(customer);
    expect(finished.body.status).toBe('awaiting_balance');
    return { customer, first, paidOn };
  }

  it('shows the itemised balance due, charges exactly it, and the webhook records the top-up', async () => {
    const { customer, first, paidOn } = await owingItin();
    expect((await stored(customer)).balanceDue).toEqual({
      lines: [{ id: 'itin', quantity: 1, unitCents: ITIN, amountCents: ITIN }],
      totalCents: ITIN,
    });

    const balance = await openCheckout(customer);
    expect(balance.payment).toMatchObject({ kind: 'balance', amountCents: ITIN, discountCents: 0 });
    expect(balance.payment.covers!.map((line) => line.id)).toEqual(['base', 'itin']);
    expect((await invoke('paymentWebhook', paymentEventFor(balance))).status).toBe(200);

    const after = await stored(customer);
    expect(after).toMatchObject({
      status: 'submitted',
      paid: true,
      paidCents: BASE + ITIN,
      balanceDue: null,
      paymentCompletedDate: paidOn,
    });
    expect((await getPayment(customer.applicationId, first.sessionId))?.status).toBe('paid');
    expect((await getPayment(customer.applicationId, balance.sessionId))?.status).toBe('paid');

    // Covered now for the new answers: reopened again without changes, nothing more is owed.
    expect((await reopen(customer)).status).toBe(200);
    expect((await finish(customer)).body.status).toBe('submitted');
  });

  it('cannot skip the balance through a rejection: rejected, its fee is given back, and it cannot go back into processing unpaid', async () => {
    const { customer, first } = await owingItin();
    const lifecycle = (action: string) =>
      invoke('changeStatus', {
        caller: admin,
        params: { applicationId: customer.applicationId },
        body: { action },
      });
    expect((await lifecycle('reject')).status).toBe(200);
    const refused = await lifecycle('restore');
    expect(refused).toMatchObject({ status: 409, body: { message: copy.lifecycle.notPaidYet } });
    expect((await stored(customer)).status).toBe('rejected');
    await expect.poll(() => refundOf(first.sessionId), eventually).toMatchObject({ amountCents: BASE });
  });

  it('refuses a discount code on a balance due, in 400 with the catalogue message', async () => {
    const { customer } = await owingItin();
    const code = await newCode();
    for (const route of ['validateDiscountCode', 'createCheckout'] as const) {
      const response = await invoke(route, {
        caller: customer.caller,
        body: { applicationId: customer.applicationId, code, discountCode: code },
      });
      expect(response).toMatchObject({ status: 400, body: { message: copy.payment.noDiscountOnBalance } });
    }
  });
});

describe("a claim's payments, as the customer and staff see them", () => {
  const paymentsOf = (customer: Customer) =>
    invoke('listClaimPayments', { caller: customer.caller, params: { applicationId: customer.applicationId } });

  it('lists the first payment and the balance, oldest first, to the owner and to staff only', async () => {
    const customer = await customerReadyToPay({ hasItin: true, itinIsActive: 'yes' });
    expect((await paymentsOf(customer)).body).toEqual({ items: [] });
    // A checkout opened and never paid is not a payment.
    await openCheckout(customer);
    expect((await paymentsOf(customer)).body).toEqual({ items: [] });
    await pay(customer);
    await reopen(customer);
    await patch(customer, { hasItin: false });
    await finish(customer);
    await pay(customer);

    const listed = await paymentsOf(customer);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      { kind: 'fee', status: 'paid', amountCents: BASE, paidAt: expect.any(String), refundedAt: null },
      { kind: 'balance', status: 'paid', amountCents: ITIN, paidAt: expect.any(String), refundedAt: null },
    ]);
    expect(listed.body.items[0]!.paidAt <= listed.body.items[1]!.paidAt).toBe(true);

    const staff = await invoke('listAdminClaimPayments', {
      caller: admin,
      params: { applicationId: customer.applicationId },
    });
    expect(staff).toMatchObject({ status: 200, body: listed.body });

    // Another customer's claim is not found, and a customer is not staff.
    const stranger = await customerReadyToPay();
    const theirs = await invoke('listClaimPayments', {
      caller: stranger.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('amountCents');
    expect(
      (
        await invoke('listAdminClaimPayments', {
          caller: stranger.caller,
          params: { applicationId: customer.applicationId },
        })
      ).status,
    ).toBe(403);
  });

  it('shows money given back as refunded, with its date', async () => {
    const customer = await customerReadyToPay();
    const plain = await openCheckout(customer);
    const second = await openCheckout(customer, await newCode({ discountValue: 10 }));
    await invoke('paymentWebhook', paymentEventFor(plain));
    await invoke('paymentWebhook', paymentEventFor(second));

    const { items } = (await paymentsOf(customer)).body;
    expect(
      items.map((item: { kind: string; status: string; amountCents: number }) => [
        item.kind,
        item.status,
        item.amountCents,
      ]),
    ).toEqual([
      ['fee', 'paid', BASE + ITIN],
      ['fee', 'refunded', second.payment.amountCents],
    ]);
    expect(items[1]!.refundedAt).toEqual(expect.any(String));
  });

  it('answers 404 for an application nobody has, for staff too', async () => {
    const customer = await customerReadyToPay();
    const missing = { applicationId: '00000000-0000-4000-8000-000000000000' };
    expect((await invoke('listClaimPayments', { caller: customer.caller, params: missing })).status).toBe(404);
    expect((await invoke('listAdminClaimPayments', { caller: admin, params: missing })).status).toBe(404);
  });
});

describe('the money-back promise', () => {
  const reject = (customer: Customer) =>
    invoke('changeStatus', {
      caller: admin,
      params: { applicationId: customer.applicationId },
      body: { action: 'reject', notes: 'The IRS refused the claim' },
    });

  it('a paid claim rejected by staff has its fee refunded in full and is no longer paid', async () => {
    const customer = await customerReadyToPay();
    const paid = await pay(customer);
    expect(await getPayment(customer.applicationId, paid.sessionId)).toMatchObject({
      status: 'paid',
      paymentIntentId: `pi_${paid.sessionId}`,
    });

    expect((await reject(customer)).status).toBe(200);
    expect(await stored(customer)).toMatchObject({ status: 'rejected', paid: false });
    // The refund is made from the stream (payments/checkout-expiry.ts), a moment after the rejection.
    await expect
      .poll(() => getPayment(customer.applicationId, paid.sessionId), eventually)
      .toMatchObject({ status: 'refunded', refundReason: 'claim_rejected', refundedAt: expect.any(String) });
    expect(await refundOf(paid.sessionId)).toMatchObject({ amountCents: paid.payment.amountCents });
    const listed = await invoke('listClaimPayments', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ status: 'refunded', amountCents: paid.payment.amountCents }),
    ]);
    const again = await invoke('changeStatus', {
      caller: admin,
      params: { applicationId: customer.applicationId },
      body: { action: 'restore' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: copy.lifecycle.notPaidYet } });
    // Told by mail, once, from the jobs function.
    const refundMails = async () =>
      (await mailsTo(customer.caller.email)).filter((mail) => mail.subject === copy.payment.rejectionRefundSubject);
    await expect.poll(async () => (await refundMails()).length, eventually).toBe(1);
    const [mail] = await refundMails();
    expect(mail!.body.text).toContain(formatUsd(paid.payment.amountCents));
  });

  it('a refund recorded before the function stopped still gets its notice when the stream retries, and no second refund', async () => {
    const customer = await customerReadyToPay();
    const paid = await pay(customer);
    const payment = (await getPayment(customer.applicationId, paid.sessionId))!;
    // The refund went through and was recorded; the function stopped before writing the notice.
    expect(await recordPaidRefund(payment, 'claim_rejected', 're_before_the_stop')).toBe(true);

    await refundRejectedClaim(customer.applicationId);
    const notice = await refundNotices().get({ applicationId: customer.applicationId, sessionId: paid.sessionId }).go();
    expect(notice.data).toMatchObject({ userId: customer.caller.userId, amountCents: paid.payment.amountCents });
    expect(await refundOf(paid.sessionId)).toBeNull(); // the provider was not asked again
  });
});

describe('money for a claim not waiting for it', () => {
  it('a second payment for a paid claim is recorded, refunded and flagged; the claim stays as it was', async () => {
    const customer = await customerReadyToPay();
    const code = await newCode({ discountValue: 10 });
    // Two tabs: two different checkouts for the same claim.
    const plain = await openCheckout(customer);
    const discounted = await openCheckout(customer, code);
    expect(discounted.sessionId).not.toBe(plain.sessionId);
    expect((await invoke('paymentWebhook', paymentEventFor(plain))).status).toBe(200);
    const before = await stored(customer);

    const second = paymentEventFor(discounted);
    expect((await invoke('paymentWebhook', second)).status).toBe(200);
    expect((await invoke('paymentWebhook', second)).status).toBe(200); // replayed: refunded once

    const after = await stored(customer);
    expect(after).toMatchObject({ status: 'submitted', paidCents: BASE + ITIN, version: before.version });
    expect(await getPayment(customer.applicationId, discounted.sessionId)).toMatchObject({
      status: 'refunded',
      refundReason: 'claim_not_awaiting_this_payment',
    });
    expect(await refundOf(discounted.sessionId)).toMatchObject({ amountCents: discounted.payment.amountCents });
    expect(await refundOf(plain.sessionId)).toBeNull();
    expect(await refundNotice(customer.caller.userId)).toMatchObject({ isRead: false, state: 'active' });
    // The success page of the refunded checkout is told so (it would otherwise wait for ever).
    const verified = await invoke('verifyPayment', {
      caller: customer.caller,
      query: { sessionId: discounted.sessionId, applicationId: customer.applicationId },
    });
    expect(verified.body).toEqual({
      paid: false,
      outcome: 'refunded',
      applicationId: customer.applicationId,
      amountCents: discounted.payment.amountCents,
      paidAt: null,
    });
  });

  it('a payment of another amount than its checkout’s quote is refunded and flagged; the claim still awaits its fee', async () => {
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer);
    const metadata = { applicationId: customer.applicationId, userId: customer.caller.userId, discountCode: '' };
    const cheaper = signedEvent(opened.sessionId, opened.payment.amountCents - 100, metadata);
    expect((await invoke('paymentWebhook', cheaper)).status).toBe(200);
    expect((await invoke('paymentWebhook', cheaper)).status).toBe(200); // replayed: refunded once

    expect(await getPayment(customer.applicationId, opened.sessionId)).toMatchObject({
      status: 'refunded',
      refundReason: 'amount_differs',
    });
    expect(await refundOf(opened.sessionId)).toMatchObject({ amountCents: opened.payment.amountCents - 100 });
    expect(await stored(customer)).toMatchObject({ status: 'ready_for_payment', paid: false });
    expect(await refundNotice(customer.caller.userId)).toMatchObject({ isRead: false, state: 'active' });
  });

  it('a paid checkout this service did not open (no claim in its metadata) is acknowledged and left alone', async () => {
    const sessionId = `cs_other_product_${randomUUID()}`;
    for (const metadata of [{}, { applicationId: '', userId: '' }] as Record<string, string>[]) {
      expect((await invoke('paymentWebhook', signedEvent(sessionId, BASE, metadata))).status).toBe(200);
    }
    expect(await refundOf(sessionId)).toBeNull();
  });

  it('a payment for a session with no checkout recorded is recorded as refunded and flagged', async () => {
    const customer = await customerReadyToPay();
    const sessionId = `cs_unrecorded_${randomUUID()}`;
    const metadata = { applicationId: customer.applicationId, userId: customer.caller.userId, discountCode: '' };
    expect((await invoke('paymentWebhook', signedEvent(sessionId, BASE, metadata))).status).toBe(200);

    expect(await getPayment(customer.applicationId, sessionId)).toMatchObject({
      status: 'refunded',
      refundReason: 'no_checkout_record',
      amountCents: BASE,
      userId: customer.caller.userId,
    });
    expect(await refundOf(sessionId)).toMatchObject({ amountCents: BASE });
    expect(await refundNotice(customer.caller.userId)).toMatchObject({ isRead: false, state: 'active' });
    expect((await stored(customer)).paid).toBe(false);
    const listed = await invoke('listClaimPayments', {
      caller: customer.caller,
      params: { applicationId: customer.applicationId },
    });
    expect(listed.body.items).toEqual([expect.objectContaining({ status: 'refunded', amountCents: BASE })]);
  });

  it('an unpaid event for a session with no checkout recorded changes nothing', async () => {
    const customer = await customerReadyToPay();
    const sessionId = `cs_unrecorded_${randomUUID()}`;
    const metadata = { applicationId: customer.applicationId, userId: customer.caller.userId, discountCode: '' };
    const expired = signedEvent(sessionId, BASE, metadata, undefined, 'checkout.session.expired', 'unpaid');
    expect((await invoke('paymentWebhook', expired)).status).toBe(200);
    expect(await getPayment(customer.applicationId, sessionId)).toBeNull();
    expect(await refundOf(sessionId)).toBeNull();
  });

  it('an event naming another owner than its checkout’s is refunded on the checkout, not paid', async () => {
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer);
    const metadata = { applicationId: customer.applicationId, userId: 'someone-else', discountCode: '' };
    expect(
      (await invoke('paymentWebhook', signedEvent(opened.sessionId, opened.payment.amountCents, metadata))).status,
    ).toBe(200);
    expect(await getPayment(customer.applicationId, opened.sessionId)).toMatchObject({
      status: 'refunded',
      refundReason: 'owner_differs',
    });
    expect((await stored(customer)).paid).toBe(false);
  });

  it('a stale session completed after the answers changed is refunded; the claim waits for the new price', async () => {
    const customer = await customerReadyToPay();
    const stale = await openCheckout(customer);
    await invoke('saveItin', { caller: customer.caller, body: { itin: '912701234' } });
    expect((await patch(customer, { hasItin: true, itinIsActive: 'yes' })).status).toBe(200);

    // Changing the answers expired the open checkout (payments/checkout-expiry.ts, from the stream): the
    // stand-in page refuses it.
    await expect
      .poll(async () => (await getPayment(customer.applicationId, stale.sessionId))?.status, eventually)
      .toBe('expired');
    expect((await getLocalSession(stale.sessionId))?.expired).toBe(true);

    expect((await finish(customer)).body.status).toBe('ready_for_payment');
    expect((await invoke('paymentWebhook', paymentEventFor(stale))).status).toBe(200);
    expect(await stored(customer)).toMatchObject({ status: 'ready_for_payment', paid: false, paidCents: 0 });
    expect(await getPayment(customer.applicationId, stale.sessionId)).toMatchObject({
      status: 'refunded',
      refundReason: 'checkout_closed',
    });
    expect(await refundOf(stale.sessionId)).toMatchObject({ amountCents: BASE + ITIN });

    const fresh = await pay(customer);
    expect(fresh.payment.amountCents).toBe(BASE);
    expect(await stored(customer)).toMatchObject({ status: 'submitted', paidCents: BASE });
  });

  it('a session opened before the answers changed and still pending is refunded (version differs)', async () => {
    const customer = await customerReadyToPay();
    const stale = await openCheckout(customer);
    // Another tab changed the answers and the expiry failed: the payment is still pending. (Once the stream's
    // expiry has run, the payment is set back to pending by hand.)
    await invoke('saveItin', { caller: customer.caller, body: { itin: '912701234' } });
    await patch(customer, { hasItin: true, itinIsActive: 'yes' });
    await finish(customer);
    await expect
      .poll(async () => (await getPayment(customer.applicationId, stale.sessionId))?.status, eventually)
      .toBe('expired');
    const { payments } = await import('../src/data/entities/payment');
    await payments()
      .patch({ applicationId: customer.applicationId, sessionId: stale.sessionId })
      .set({ status: 'pending' })
      .go();

    expect((await invoke('paymentWebhook', paymentEventFor(stale))).status).toBe(200);
    expect((await stored(customer)).status).toBe('ready_for_payment');
    expect((await getPayment(customer.applicationId, stale.sessionId))?.status).toBe('refunded');
  });
});

describe('checkout events', () => {
  const eventOf = (
    opened: Awaited<ReturnType<typeof openCheckout>>,
    type: Parameters<typeof signedEvent>[4],
    paymentStatus: 'paid' | 'unpaid' = 'paid',
  ) =>
    signedEvent(
      opened.sessionId,
      opened.payment.amountCents,
      { applicationId: opened.applicationId, userId: opened.caller.userId, discountCode: '' },
      undefined,
      type,
      paymentStatus,
    );

  it('a delayed payment completes unpaid, then its async success pays the claim', async () => {
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer);
    await invoke('paymentWebhook', eventOf(opened, 'checkout.session.completed', 'unpaid'));
    expect((await stored(customer)).status).toBe('ready_for_payment');
    await invoke('paymentWebhook', eventOf(opened, 'checkout.session.async_payment_succeeded'));
    expect((await stored(customer)).status).toBe('submitted');
  });

  it.each([
    ['checkout.session.async_payment_failed', 'failed'],
    ['checkout.session.expired', 'expired'],
  ] as const)('%s closes the checkout without money and leaves the claim awaiting payment', async (type, status) => {
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer);
    expect((await invoke('paymentWebhook', eventOf(opened, type, 'unpaid'))).status).toBe(200);
    expect((await getPayment(customer.applicationId, opened.sessionId))?.status).toBe(status);
    expect((await stored(customer)).status).toBe('ready_for_payment');
    expect(await refundOf(opened.sessionId)).toBeNull();
  });
});

describe('discount reservations', () => {
  const reserved = async (code: string) => (await discountCodes().get({ code }).go()).data;

  it('of N parallel checkouts with a one-use code, exactly one gets the discount; the others get the catalogue message', async () => {
    const code = await newCode({ maxUses: 1, discountValue: 20 });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => customerReadyToPay()));
    const responses = await Promise.all(
      buyers.map((buyer) =>
        invoke('createCheckout', {
          caller: buyer.caller,
          body: { applicationId: buyer.applicationId, discountCode: code },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    for (const refused of responses.filter((response) => response.status === 400)) {
      expect(refused.body.message).toBe(copy.payment.discountUsedUp);
    }
    expect(await reserved(code)).toMatchObject({ currentUses: 1, reservedUses: 1 });

    // The winner pays: the reservation becomes the use.
    const index = responses.findIndex((response) => response.status === 200);
    const winner = buyers[index]!;
    const sessionId = sessionIdOf(responses[index]!.body.url);
    const payment = (await getPayment(winner.applicationId, sessionId))!;
    expect(payment).toMatchObject({ discountCode: code, discountCents: (BASE + ITIN) / 5 });
    const opened = { ...winner, url: responses[index]!.body.url, sessionId, payment };
    expect((await invoke('paymentWebhook', paymentEventFor(opened))).status).toBe(200);
    expect(await reserved(code)).toMatchObject({ currentUses: 1, reservedUses: 0 });
  });

  it('staff see a reserved use apart from the uses paid for, until it is paid', async () => {
    const code = await newCode({ maxUses: 2 });
    const customer = await customerReadyToPay();
    // The staff list, page after page, until the code shows.
    const listed = async () => {
      let cursor: string | undefined;
      do {
        const page = (await invoke('listDiscountCodes', { caller: admin, query: cursor ? { cursor } : {} })).body;
        const found = page.items.find((item: { code: string }) => item.code === code);
        if (found) return found;
        cursor = page.cursor ?? undefined;
      } while (cursor);
      return undefined;
    };
    const opened = await openCheckout(customer, code);
    expect(await listed()).toMatchObject({ currentUses: 0, reservedUses: 1, maxUses: 2, state: 'active' });
    await invoke('paymentWebhook', paymentEventFor(opened));
    expect(await listed()).toMatchObject({ currentUses: 1, reservedUses: 0 });
  });

  it('a double click holds one use, not two', async () => {
    const code = await newCode({ maxUses: 1 });
    const customer = await customerReadyToPay();
    const first = await openCheckout(customer, code);
    const again = await openCheckout(customer, code);
    expect(again.sessionId).toBe(first.sessionId);
    expect(await reserved(code)).toMatchObject({ currentUses: 1, reservedUses: 1 });
  });

  it('a code held by an open checkout is not deleted (409, saying why); once the checkout is paid it is', async () => {
    const code = await newCode({ maxUses: 3 });
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer, code);
    const refused = await invoke('deleteDiscountCode', { caller: admin, params: { code } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(staffCopy.adminDiscounts.heldByCheckout);
    expect(await reserved(code)).toMatchObject({ currentUses: 1, reservedUses: 1 });

    expect((await invoke('paymentWebhook', paymentEventFor(opened))).status).toBe(200);
    expect((await stored(customer)).paid).toBe(true);
    expect((await invoke('deleteDiscountCode', { caller: admin, params: { code } })).status).toBe(204);
    expect(await reserved(code)).toBeNull();
  });

  it('a code held only by an expired checkout is deleted: the stale reservation is released first', async () => {
    const code = await newCode({ maxUses: 1 });
    await openCheckout(await customerReadyToPay(), code);
    const [held] = (await discountReservations().query.byCode({ code }).go()).data;
    await discountReservations()
      .patch({ code, reservationKey: held!.reservationKey })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 3600 })
      .go();
    expect((await invoke('deleteDiscountCode', { caller: admin, params: { code } })).status).toBe(204);
    expect(await reserved(code)).toBeNull();
  });

  it('a payment whose code is gone from the table still completes the claim at the price paid', async () => {
    const code = await newCode({ maxUses: 2 });
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer, code);
    await discountCodes().delete({ code }).go(); // behind the API's back
    expect((await invoke('paymentWebhook', paymentEventFor(opened))).status).toBe(200);
    expect((await getPayment(customer.applicationId, opened.sessionId))?.status).toBe('paid');
    expect(await stored(customer)).toMatchObject({ paid: true, status: 'submitted' });
    expect(await refundOf(opened.sessionId)).toBeNull();
  });

  it.each([
    ['the session expires', 'expired'],
    ['the answers change', 'changed'],
  ] as const)('is released when %s: another customer can take the use', async (_, how) => {
    const code = await newCode({ maxUses: 1 });
    const customer = await customerReadyToPay();
    const opened = await openCheckout(customer, code);
    if (how === 'expired') {
      const expired = signedEvent(
        opened.sessionId,
        opened.payment.amountCents,
        { applicationId: opened.applicationId, userId: opened.caller.userId, discountCode: code },
        undefined,
        'checkout.session.expired',
        'unpaid',
      );
      expect((await invoke('paymentWebhook', expired)).status).toBe(200);
      expect((await invoke('paymentWebhook', expired)).status).toBe(200); // replayed: released once
    } else {
      expect((await patch(customer, { formDeliveryPreference: 'mail' })).status).toBe(200);
    }
    // A change is acted on from the stream (payments/checkout-expiry.ts), a moment after the write.
    await expect.poll(() => reserved(code), eventually).toMatchObject({ currentUses: 0, reservedUses: 0 });
    await openCheckout(await customerReadyToPay(), code);
    expect(await reserved(code)).toMatchObject({ currentUses: 1, reservedUses: 1 });
  });

  describe('of a checkout completed with a delayed payment (a bank debit)', () => {
    const delayed = async () => {
      const code = await newCode({ maxUses: 1 });
      const customer = await customerReadyToPay();
      const opened = await openCheckout(customer, code);
      const event = (type: Parameters<typeof signedEvent>[4], paymentStatus: 'paid' | 'unpaid') =>
        signedEvent(
          opened.sessionId,
          opened.payment.amountCents,
          { applicationId: opened.applicationId, userId: opened.caller.userId, discountCode: code },
          undefined,
          type,
          paymentStatus,
        );
      expect((await invoke('paymentWebhook', event('checkout.session.completed', 'unpaid'))).status).toBe(200);
      return { code, customer, opened, event };
    };
    const twoHoursLater = () => Date.now() + 2 * 60 * 60 * 1000;

    it('is held past the session’s expiry while the payment is pending: no one else takes the use', async () => {
      const { code } = await delayed();
      const [held] = (await discountReservations().query.byCode({ code }).go()).data;
      const days = (held!.expiresAt - Date.now() / 1000) / (24 * 60 * 60);
      expect(days).toBeGreaterThan(DISCOUNT.pendingPaymentHoldDays - 1);
      // A sweep long after the session's expiry (65 minutes) leaves it.
      expect(await sweepExpiredReservations(code, twoHoursLater())).toBe(0);
      expect(await reserved(code)).toMatchObject({ currentUses: 1, reservedUses: 1 });
      const other = await customerReadyToPay();
      const refused = await invoke('createCheckout', {
        caller: other.caller,
        body: { applicationId: other.applicationId, discountCode: code },
      });
      expect(refused.body.message).toBe(copy.payment.discountUsedUp);
    });

    it('becomes the use when the payment succeeds, once', async () => {
      const { code, customer, event } = await delayed();
      expect(await sweepExpiredReservations(code, twoHoursLater())).toBe(0);
      expect((await invoke('paymentWebhook', event('checkout.session.async_payment_succeeded', 'paid'))).status).toBe(
        200,
      );
      expect(await stored(customer)).toMatchObject({ paid: true, status: 'submitted' });
      expect(await reserved(code)).toMatchObject({ currentUses: 1, reservedUses: 0 });
    });

    it('is given back when the payment fails: another customer can take the use', async () => {
      const { code, event } = await delayed();
      expect((await invoke('paymentWebhook', event('checkout.session.async_payment_failed', 'unpaid'))).status).toBe(
        200,
      );
      expect(await reserved(code)).toMatchObject({ currentUses: 0, reservedUses: 0 });
      await openCheckout(await customerReadyToPay(), code);
      expect(await reserved(code)).toMatchObject({ currentUses: 1, reservedUses: 1 });
    });
  });

  it('a reservation past its session’s expiry is released when the last use is asked for', async () => {
    const code = await newCode({ maxUses: 1 });
    const abandoned = await customerReadyToPay();
    await openCheckout(abandoned, code);
    const [held] = (await discountReservations().query.byCode({ code }).go()).data;
    await discountReservations()
      .patch({ code, reservationKey: held!.reservationKey })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 3600 })
      .go();
    await openCheckout(await customerReadyToPay(), code);
    expect(await reserved(code)).toMatchObject({ currentUses: 1, reservedUses: 1 });
  });

  it('limits code validations per customer to 10 a minute: the 11th answers 429 with a message', async () => {
    const customer = await customerReadyToPay();
    // A fixed one-minute window: a run straddling two windows gets up to 20 tries before the 429.
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 21 && last?.status !== 429; attempt += 1) {
      last = await invoke('validateDiscountCode', {
        caller: customer.caller,
        body: { applicationId: customer.applicationId, code: `GUESS${attempt}` },
      });
      statuses.push(last.status);
    }
    const refused = statuses.slice(0, -1);
    expect(statuses.at(-1)).toBe(429);
    expect(refused.every((status) => status === 400)).toBe(true);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(last!.body.message).toBe(copy.payment.tooManyCodeTries);
  });
});
