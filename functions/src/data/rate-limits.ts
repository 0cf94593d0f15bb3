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
