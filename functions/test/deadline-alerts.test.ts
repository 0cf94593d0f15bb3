import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEADLINE_ALERT_EVENT } from '@taxback/shared';
import { deadlineAlerts } from '../src/data/entities/deadline-alert';
import { notifications } from '../src/data/entities/notification';
import { checkDeadlineAlerts, handler } from '../src/jobs/deadline-alerts';
import { invoke, newCaller } from './support/invoke';
import { customerReadyToPay } from './support/applications';
import { pay } from './support/payments';

afterEach(() => vi.useRealTimers());

const admin = newCaller({ isAdmin: true, email: 'staff@taxback.example' });
const alertOf = async (userId: string) =>
  (await notifications().get({ userId, eventType: DEADLINE_ALERT_EVENT }).go()).data;

describe('the daily alert about paid claims near their deadline', () => {
  // 2023's deadline is June 15, 2027 (Eastern): its claims are alerted about from May 1, 45 days before.
  const paidOn = new Date('2027-04-20T15:00:00Z');
  const inWindow = new Date('2027-05-20T15:00:00Z');

  it('raises one notification per paid claim and year, none for unpaid or submitted claims', async () => {
    // Staff sign in (TOTP enrolment) on the real clock, before it moves to 2027.
    await invoke('recordProgress', {
      caller: admin,
      params: { applicationId: 'none' },
      body: { action: 'irs_submitted', done: true },
    });
    vi.useFakeTimers({ toFake: ['Date'], now: paidOn });
    const near = await pay(await customerReadyToPay({ taxYears: ['2023'] }));
    const unpaid = await customerReadyToPay({ taxYears: ['2023'] });
    const submitted = await pay(await customerReadyToPay({ taxYears: ['2023'] }));
    const params = { applicationId: submitted.applicationId };
    const recorded = await invoke('recordProgress', {
      caller: admin,
      params,
      body: { action: 'irs_submitted', done: true, overrideReason: 'Filed before the earlier steps were recorded' },
    });
    expect(recorded.status).toBe(200);
    const later = await pay(await customerReadyToPay({ taxYears: ['2025'] }));

    // 55 days before the deadline: not yet.
    await checkDeadlineAlerts(paidOn);
    expect(await alertOf(near.caller.userId)).toBeNull();

    vi.setSystemTime(inWindow);
    await handler(undefined, { awsRequestId: 'deadline-check-1' });
    const alert = await alertOf(near.caller.userId);
    expect(alert).toMatchObject({
      eventType: DEADLINE_ALERT_EVENT,
      applicationId: near.applicationId,
      detail: '2023 · 2027-06-15',
      isRead: false,
      state: 'active',
    });
    for (const customer of [unpaid, submitted, later]) expect(await alertOf(customer.caller.userId)).toBeNull();
    expect(
      (await deadlineAlerts().get({ applicationId: near.applicationId, taxYear: '2023' }).go()).data,
    ).toMatchObject({ alertedAt: inWindow.toISOString() });

    // Staff read it; the next days' runs do not raise it again.
    await notifications()
      .put({ ...alert!, isRead: true })
      .go();
    vi.setSystemTime(new Date('2027-05-21T15:00:00Z'));
    await checkDeadlineAlerts(new Date());
    await checkDeadlineAlerts(new Date());
    expect(await alertOf(near.caller.userId)).toMatchObject({ isRead: true, createdAt: alert!.createdAt });
  });
});
