import { Entity } from 'electrodb';
import { lazy } from '../commons/lazy';
import { entityConfiguration, key, SERVICE } from './electro';

/** A fixed-window hit counter; DynamoDB's TTL removes it when the window is long gone. */
export const rateCounters = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'rateCounter', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          subject: { type: 'string', required: true },
          window: { type: 'number', required: true },
          hits: { type: 'number', required: true, default: 0 },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byWindow: {
            pk: key('PK', 'RATE#${scope}#${subject}', ['scope', 'subject']),
            sk: key('SK', 'WINDOW#${window}', ['window']),
          },
        },
      },
      entityConfiguration(),
    ),
);

/** Counts one hit for `subject` in the current window and tells whether it is still within `limit`. */
export async function takeRateLimitToken(
  scope: string,
  subject: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<boolean> {
  const window = Math.floor(now / 1000 / windowSeconds);
  const { data } = await rateCounters()
    .update({ scope, subject, window })
    .add({ hits: 1 })
    .set({ expiresAt: (window + 2) * windowSeconds })
    .go({ response: 'updated_new' });
  return (data.hits ?? 0) <= limit;
}

/** Forgets the current window's hits of `subject` (a limit whose reason went away, e.g. a cool-down). */
export async function forgetRateLimitWindow(
  scope: string,
  subject: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<void> {
  await rateCounters()
    .delete({ scope, subject, window: Math.floor(now / 1000 / windowSeconds) })
    .go();
}

/** How long running work holds off the same work, at most: longer than any function runs (25 s timeout). */
const WORK_HOLD_SECONDS = 120;

/**
 * Runs `work` unless the same work for `subject` is already running (a double click, two staff members at
 * once): answers null then, having done nothing. The hold is a window of one hit, forgotten when the work
 * ends, so the work may be asked for again at once; it lapses by itself if the function dies meanwhile.
 */
export async function unlessRunning<T>(scope: string, subject: string, work: () => Promise<T>): Promise<T | null> {
  const startedAt = Date.now();
  if (!(await takeRateLimitToken(scope, subject, 1, WORK_HOLD_SECONDS, startedAt))) return null;
  try {
    return await work();
  } finally {
    await forgetRateLimitWindow(scope, subject, WORK_HOLD_SECONDS, startedAt);
  }
}
