import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, RECONNECT_DELAY_MS } from '@/features/notifications/api/realtime';

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.onclose?.();
  }
  static get last() {
    return FakeSocket.all.at(-1)!;
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the realtime client', () => {
  // The first connection downloads the messages' schema; once loaded, every later one finds it at once.
  beforeAll(async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const close = connectRealtime({
      url: 'wss://warm.test',
      token: async () => 'token',
      onMessage() {},
      onReconnect() {},
    });
    await vi.waitFor(() => expect(FakeSocket.all.length).toBe(1), { timeout: 30_000 });
    close();
  }, 60_000);

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () => {
    const received: unknown[] = [];
    const onReconnect = vi.fn();
    const close = connectRealtime({
      url: 'wss://realtime.test/live',
      token: async () => 'id token',
      onMessage: (message) => received.push(message),
      onReconnect,
    });
    return { received, onReconnect, close };
  };

  it('connects with the ID token as query string and hands on the messages it understands', async () => {
    const { received, close } = start();
    await flush();
    expect(FakeSocket.last.url).toBe('wss://realtime.test/live?token=id%20token');
    FakeSocket.last.onopen!();
    FakeSocket.last.onmessage!({ data: JSON.stringify({ type: 'profile.changed' }) });
    FakeSocket.last.onmessage!({ data: 'not json' });
    FakeSocket.last.onmessage!({ data: JSON.stringify({ type: 'unknown' }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([{ type: 'profile.changed' }]);
    close();
  });

  it('reconnects with exponential backoff and asks for a refetch once connected again', async () => {
    const { onReconnect, close } = start();
    await flush();
    FakeSocket.last.onopen!();
    expect(onReconnect).not.toHaveBeenCalled();

    for (const [index, delay] of [RECONNECT_DELAY_MS.first, 2_000, 4_000].entries()) {
      FakeSocket.last.onclose!();
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeSocket.all).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.all).toHaveLength(index + 2);
    }
    FakeSocket.last.onopen!();
    expect(onReconnect).toHaveBeenCalledTimes(1);

    FakeSocket.last.onclose!();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS.first);
    expect(FakeSocket.all).toHaveLength(5);
    close();
  });

  it('stops for good when closed', async () => {
    const { close } = start();
    await flush();
    close();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS.max * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
