import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unlessRunning } from '../src/data/stores/work-hold';
import { workHolds } from '../src/data/entities/work-hold';

afterEach(() => vi.restoreAllMocks());

/** Work that runs until the test ends it. */
function pendingWork() {
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  const work = vi.fn(async () => {
    await ended;
    return 'done';
  });
  return { work, finish };
}

const at = (epochMs: number) => vi.spyOn(Date, 'now').mockReturnValue(epochMs);

describe('work that runs once at a time for a subject', () => {
  it('runs, and runs again once ended; other subjects are not held', async () => {
    const subject = randomUUID();
    expect(await unlessRunning('forms', subject, async () => 1)).toBe(1);
    expect(await unlessRunning('forms', subject, async () => 2)).toBe(2);

    const running = pendingWork();
    const first = unlessRunning('forms', subject, running.work);
    await vi.waitFor(() => expect(running.work).toHaveBeenCalled());
    expect(await unlessRunning('forms', randomUUID(), async () => 'other claim')).toBe('other claim');
    expect(await unlessRunning('letters', subject, async () => 'other work')).toBe('other work');
    running.finish();
    expect(await first).toBe('done');
  });

  it('refuses the same work while it runs, including one a moment later that a fixed two-minute window let through', async () => {
    const subject = randomUUID();
    // The old hold counted in fixed 120 s windows: a request just after a window's edge was let through.
    const edge = Math.ceil(Date.now() / 120_000) * 120_000;
    at(edge - 100);
    const running = pendingWork();
    const first = unlessRunning('forms', subject, running.work);
    await vi.waitFor(() => expect(running.work).toHaveBeenCalled());

    at(edge + 100);
    const second = vi.fn(async () => 'second');
    expect(await unlessRunning('forms', subject, second)).toBeNull();
    expect(second).not.toHaveBeenCalled();

    running.finish();
    expect(await first).toBe('done');
    expect(await unlessRunning('forms', subject, second)).toBe('second');
  });

  it('takes over a hold that lapsed (its function died), which the late holder then cannot release', async () => {
    const subject = randomUUID();
    const start = Date.now();
    at(start);
    const stalled = pendingWork();
    const first = unlessRunning('letters', subject, stalled.work);
    await vi.waitFor(() => expect(stalled.work).toHaveBeenCalled());

    at(start + 121_000);
    const takeover = pendingWork();
    const second = unlessRunning('letters', subject, takeover.work);
    await vi.waitFor(() => expect(takeover.work).toHaveBeenCalled());

    stalled.finish();
    expect(await first).toBe('done');
    expect(await unlessRunning('letters', subject, async () => 'third')).toBeNull();
    takeover.finish();
    expect(await second).toBe('done');
    const { data } = await workHolds().get({ scope: 'letters', subject }).go();
    expect(data).toBeNull();
  });

  it('releases the hold when the work fails, and passes the failure on', async () => {
    const subject = randomUUID();
    await expect(
      unlessRunning('forms', subject, async () => {
        throw new Error('PDF failed');
      }),
    ).rejects.toThrow('PDF failed');
    expect(await unlessRunning('forms', subject, async () => 'retried')).toBe('retried');
  });
});
