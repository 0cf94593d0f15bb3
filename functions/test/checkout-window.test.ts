import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT, checkoutExpiry, copy, formatDate } from '@taxback/shared';
import { discountCodes } from '../src/data/entities/discount-code';
import { discountReservations } from '../src/data/entities/discount-reservation';
import { getLocalSession, openLocalSession } from '../src/data/stores/local-checkout-session';
import { getApplication } from '../src/data/stores/application';
import { moneyPayments } from '../src/data/stores/payment';
import { tableDefinition } from '../src/data/table-definition';
import { invoke } from './support/invoke';
import { customerReadyToPay } from './support/applications';
import { newCode, openCheckout, paymentEventFor } from './support/payments';

type Customer = Awaited<ReturnType<typeof customerReadyToPay>>;

const windowMs = CHECKOUT.reuseWindowMinutes * 60_000;
/** Moves this process's clock (the handlers read Date.now) a number of reuse windows ahead. */
const windowsLater = (windows: number) => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + windows * windowMs });
};
afterEach(() => vi.useRealTimers());

const counters = async (code: string) => {
  const item = (await discountCodes().get({ code }).go()).data!;
  return { currentUses: item.currentUses, reservedUses: item.reservedUses };
};
const reservationOf = async (customer: Customer, code: string) => {
  const { version } = (await getApplication(customer.caller.userId, customer.applicationId))!;
  return discountReservations().get({ code, reservationKey: `${customer.applicationId}:${version}` });
};

describe('Pay clicked again later for the same quote', () => {
  it('opens a session of its own in a later window instead of failing on the provider’s idempotency key', async () => {
    const customer = await customerReadyToPay();
    const first = await openCheckout(customer);
    windowsLater(1);
    const again = await openCheckout(customer);
    expect(again.sessionId).not.toBe(first.sessionId);
    expect((await getLocalSession(again.sessionId))?.expiresAt).toBe(checkoutExpiry(Date.now()));
    expect(again.payment).toMatchObject({ status: 'pending', amountCents: first.payment.amountCents });

    // Either session pays the claim; the other's money would be given back (tested with the webhook).
    expect((await invoke('paymentWebhook', paymentEventFor(again))).status).toBe(200);
    const paid = await getApplication(customer.caller.userId, customer.applicationId);
    expect(paid?.paymentCompletedDate).toEqual(expect.any(String));
    expect(paid?.status).toBe('submitted');
  });

  it('keeps the code’s reserved use held until the later session expires too', async () => {
    const code = await newCode({ maxUses: 1 });
    const customer = await customerReadyToPay();
    await openCheckout(customer, code);
    windowsLater(2);
    await openCheckout(customer, code);
    expect((await (await reservationOf(customer, code)).go()).data?.expiresAt).toBe(checkoutExpiry(Date.now()));
    expect(await counters(code)).toEqual({ currentUses: 1, reservedUses: 1 });
  });

  it('a later click the provider refuses gives back no use: the one it found held is the first checkout’s', async () => {
    const code = await newCode({ maxUses: 1 });
    const customer = await customerReadyToPay();
    const first = await openCheckout(customer, code);
    windowsLater(1);
    // The provider fails the next session (as Stripe does for a key reused with other parameters).
    const { version } = (await getApplication(customer.caller.userId, customer.applicationId))!;
    const { amountCents, kind } = first.payment;
    const expiresAt = checkoutExpiry(Date.now());
    const idempotencyKey = `checkout:${customer.applicationId}:${kind}:${amountCents}:${code}:${version}:${expiresAt}`;
    const sessionId = `cs_local_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
    await openLocalSession({
      sessionId,
      idempotencyKey,
      amountCents: 1,
      currency: 'usd',
      productName: 'planted',
      customerEmail: customer.caller.email,
      metadata: { applicationId: customer.applicationId, userId: customer.caller.userId, discountCode: code },
      successUrl: 'http://localhost/planted',
      cancelUrl: 'http://localhost/planted',
      expiresAt,
    });
    const refused = await invoke('createCheckout', {
      caller: customer.caller,
      body: { applicationId: customer.applicationId, discountCode: code },
    });
    expect(refused.status).toBe(500);
    expect(await counters(code)).toEqual({ currentUses: 1, reservedUses: 1 });

    // The first checkout, still open, is paid with the use it reserved.
    expect((await invoke('paymentWebhook', paymentEventFor(first))).status).toBe(200);
    expect(await counters(code)).toEqual({ currentUses: 1, reservedUses: 0 });
  });

  it('a reservation is not stored under the table’s TTL attribute, so DynamoDB never deletes one uncounted', async () => {
    const code = await newCode({ maxUses: 3 });
    const customer = await customerReadyToPay();
    await openCheckout(customer, code);
    const raw = (await (await reservationOf(customer, code)).go({ data: 'raw' })).data as {
      Item?: Record<string, unknown>;
    };
    expect(raw.Item).toBeDefined();
    expect(raw.Item).not.toHaveProperty(tableDefinition.timeToLiveAttribute);
    expect(raw.Item?.sessionExpiresAt).toEqual(expect.any(Number));
  });
});

describe('a claim whose tax year’s deadline passed after it was finished', () => {
  const finishedOn = new Date('2026-06-10T15:00:00Z');
  const afterDeadline = new Date('2026-06-16T15:00:00Z');

  it('takes no fee (409, naming the year) and opens no checkout; a year still open is paid as usual', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: finishedOn });
    const closing = await customerReadyToPay({ taxYears: ['2022'] });
    const open = await customerReadyToPay({ taxYears: ['2023'] });
    vi.setSystemTime(afterDeadline);

    for (const operation of ['createCheckout', 'validateDiscountCode'] as const) {
      const refused = await invoke(operation, {
        caller: closing.caller,
        body: {
          applicationId: closing.applicationId,
          ...(operation === 'validateDiscountCode' ? { code: 'ANY' } : {}),
        },
      });
      expect(refused.status, operation).toBe(409);
      expect(refused.body.message).toBe(copy.payment.yearClosed('2022'));
    }
    expect(await moneyPayments(closing.applicationId)).toEqual([]);
    expect((await getApplication(closing.caller.userId, closing.applicationId))?.status).toBe('ready_for_payment');

    await openCheckout(open);
  });
});

describe('a claim whose tax year’s last payment day passed after it was finished', () => {
  // 2022's claim deadline is June 15, 2026 (Eastern); payment for it ends 30 days before, on May 16.
  const finishedOn = new Date('2026-05-10T15:00:00Z');
  const lastMinute = new Date('2026-05-16T23:59:00-04:00');
  const dayAfter = new Date('2026-05-17T00:00:00-04:00');

  it('takes no first payment (409, with the dates and why) and opens no checkout', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: finishedOn });
    const late = await customerReadyToPay({ taxYears: ['2022'] });
    const inTime = await customerReadyToPay({ taxYears: ['2022'] });
    vi.setSystemTime(lastMinute);
    await openCheckout(inTime);

    vi.setSystemTime(dayAfter);
    const refused = await invoke('createCheckout', {
      caller: late.caller,
      body: { applicationId: late.applicationId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      copy.payment.yearPastPaymentDay('2022', formatDate('2026-05-16'), formatDate('2026-06-15')),
    );
    expect(await moneyPayments(late.applicationId)).toEqual([]);
    expect((await getApplication(late.caller.userId, late.applicationId))?.status).toBe('ready_for_payment');
  });
});
