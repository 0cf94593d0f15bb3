import { describe, expect, it, vi } from 'vitest';
import { api, createCustomer, finishedApplication } from '../../e2e/src/customers';

/** The stand-in for Stripe's hosted checkout, over HTTP as the browser reaches it. */
describe('the local checkout page', () => {
  it('answers 410 for a checkout whose claim changed since, and takes no money through it', async () => {
    const customer = await createCustomer();
    const applicationId = await finishedApplication(customer);
    const { url } = await api<{ url: string }>(customer, 'POST', '/payments/checkout', { applicationId });
    const open = await fetch(url);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('US$349.00');

    // Another tab changes an answer that changes the price: the open checkout is expired (by the payments
    // function, from the stream).
    const { version } = await api<{ version: number }>(customer, 'GET', `/applications/${applicationId}`);
    await api(customer, 'PATCH', `/applications/${applicationId}`, {
      version,
      answers: { hasItin: true, itinIsActive: 'yes' },
    });

    const expired = await vi.waitFor(
      async () => {
        const response = await fetch(url);
        expect(response.status).toBe(410);
        return response;
      },
      { timeout: 15_000, interval: 250 },
    );
    const page = await expired.text();
    expect(page).toContain('Checkout expired');
    expect(page).toContain(`/payment?applicationId=${applicationId}`);
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(410);

    const sessionId = new URL(url).pathname.split('/').pop()!;
    const verified = await api<{ paid: boolean; outcome: string }>(
      customer,
      'GET',
      `/payments/verify?sessionId=${sessionId}&applicationId=${applicationId}`,
    );
    expect(verified).toMatchObject({ paid: false, outcome: 'expired', applicationId, paidAt: null });
    const { items } = await api<{ items: unknown[] }>(customer, 'GET', `/applications/${applicationId}/payments`);
    expect(items).toEqual([]);
  });

  it('answers 404 for a session that never existed', async () => {
    const customer = await createCustomer();
    const applicationId = await finishedApplication(customer);
    const { url } = await api<{ url: string }>(customer, 'POST', '/payments/checkout', { applicationId });
    const unknown = url.replace(/[^/]+$/, 'cs_local_no_such_session');
    expect((await fetch(unknown)).status).toBe(404);
  });
});
