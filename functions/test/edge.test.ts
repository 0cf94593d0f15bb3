import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '@taxback/shared';
import { EDGE_HEADERS } from '../src/http/edge-headers';
import { routeEntries } from '../src/routes';
import { invoke, newCaller } from './support/invoke';
import { mailsTo } from './support/mailbox';

const ORIGIN_SECRET = 'origin-secret-of-this-test';
const CLOUDFRONT_IP = '130.176.0.1';
const viewerIp = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const contact = () => ({
  name: 'Ana Tremblay',
  email: `ana-${randomUUID().slice(0, 8)}@example.com`,
  message: `Hello, can you help? ${randomUUID()}`,
});
const throughDistribution = (viewer: string, secret = ORIGIN_SECRET) => ({
  headers: { [EDGE_HEADERS.originVerify]: secret, [EDGE_HEADERS.viewerIp]: viewer },
  sourceIp: CLOUDFRONT_IP,
});

describe('the API behind the site’s distribution', () => {
  beforeEach(() => {
    process.env.ORIGIN_VERIFY = ORIGIN_SECRET;
  });
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY;
  });

  it('refuses a request that did not come through the distribution, and does nothing with it', async () => {
    const direct = contact();
    const missing = await invoke('sendContactMessage', { body: direct, sourceIp: viewerIp() });
    expect(missing).toMatchObject({ status: 403, body: { code: 'forbidden', message: copy.common.notThroughSite } });
    const forged = await invoke('sendContactMessage', { body: direct, ...throughDistribution(viewerIp(), 'guess') });
    expect(forged.status).toBe(403);
    const team = await mailsTo(process.env.TEAM_INBOX!);
    expect(team.some((mail) => mail.body.text?.includes(direct.message))).toBe(false);

    expect((await invoke('sendContactMessage', { body: contact(), ...throughDistribution(viewerIp()) })).status).toBe(
      201,
    );
  });

  it('refuses every route, public, signed-in and staff alike, before anything else when the secret is missing', async () => {
    const entries = routeEntries();
    expect(entries.length).toBeGreaterThan(50);
    const staff = newCaller({ isAdmin: true });
    for (const [name, route] of entries) {
      const direct = await invoke(name, {
        caller: route.auth === 'public' ? null : staff,
        sourceIp: viewerIp(),
      });
      expect({ name, status: direct.status, message: direct.body?.message }).toEqual({
        name,
        status: 403,
        message: copy.common.notThroughSite,
      });
    }
  });

  it('limits each viewer by their own address, not by the CloudFront address they share', async () => {
    const busy = viewerIp();
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await invoke('sendContactMessage', { body: contact(), ...throughDistribution(busy) })).status).toBe(201);
    }
    expect((await invoke('sendContactMessage', { body: contact(), ...throughDistribution(busy) })).status).toBe(429);
    expect((await invoke('sendContactMessage', { body: contact(), ...throughDistribution(viewerIp()) })).status).toBe(
      201,
    );
  });
});
