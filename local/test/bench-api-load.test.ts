import { describe, expect, inject, it } from 'vitest';
import { newestVersion, serverTiming } from '../../e2e/bench/api-load';

describe("the bench's reading of an API answer", () => {
  it('takes the handler’s and the gateway’s own time from the gateway’s server-timing header', async () => {
    const answer = await fetch(`${inject('localStack').urls.api}/health`);
    await answer.arrayBuffer();
    const { handlerMs, gatewayMs } = serverTiming(Object.fromEntries(answer.headers));
    expect(handlerMs).toBeGreaterThan(0);
    expect(gatewayMs).toBeGreaterThanOrEqual(0);
    expect(serverTiming({})).toEqual({ handlerMs: null, gatewayMs: null });
  });

  it('races the next save with the newest version an answer showed, saved or refused', () => {
    expect(newestVersion(4, JSON.stringify({ version: 7 }))).toBe(7);
    expect(newestVersion(4, JSON.stringify({ current: { version: 6 } }))).toBe(6);
    expect(newestVersion(9, JSON.stringify({ current: { version: 6 } }))).toBe(9);
  });
});
