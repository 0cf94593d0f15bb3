import { describe, expect, inject, it } from 'vitest';

const api = () => inject('localStack').urls.api;
const origin = () => inject('localStack').urls.app;

describe('the correlation id through the local gateway', () => {
  it('is a header the SPA may send and read across origins', async () => {
    const preflight = await fetch(`${api()}/health`, {
      method: 'OPTIONS',
      headers: { origin: origin(), 'access-control-request-headers': 'x-correlation-id' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-correlation-id');
    expect(preflight.headers.get('access-control-expose-headers')).toBe('x-correlation-id');
  });

  it('comes back on the answer: the one sent, else the request id', async () => {
    const named = await fetch(`${api()}/health`, { headers: { 'x-correlation-id': 'spa-health-1' } });
    expect(named.headers.get('x-correlation-id')).toBe('spa-health-1');
    const unnamed = await fetch(`${api()}/health`);
    expect(unnamed.headers.get('x-correlation-id')).toMatch(/\S{8,}/);
  });
});
