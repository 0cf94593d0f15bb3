import { Entity } from 'electrodb';
import { ipRateSubject } from '@taxback/shared/network/ip-subject';
import { lazy } from '../commons/lazy';
import { entityConfiguration, isConditionalCheckFailure, key, SERVICE } from './electro';

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

/** `takeRateLimitToken` for a per-IP limit: an IPv6 address counts as its /64 (shared/src/network/ip-subject.ts). */
export const takeIpRateLimitToken = (scope: string, address: string, limit: number, windowSeconds: number) =>
  takeRateLimitToken(scope, ipRateSubject(address), limit, windowSeconds);

/** A running cool-down of one subject: nothing more until `expiresAt` (epoch seconds), when TTL also removes it. */
export const cooldowns = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'cooldown', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          subject: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          bySubject: {
            pk: key('PK', 'COOLDOWN#${scope}#${subject}', ['scope', 'subject']),
            sk: key('SK', 'COOLDOWN'),
          },
        },
      },
      entityConfiguration(),
    ),
);

/**
 * Starts a cool-down of `seconds` for `subject` unless one is running; true when it started. Two calls less than
 * `seconds` apart never both pass, which a counter's fixed window allows when they fall on either side of its edge.
 */
export async function startCooldown(scope: string, subject: string, seconds: number, now = Date.now()) {
  const nowSeconds = now / 1000;
  try {
    await cooldowns()
      .update({ scope, subject })
      .set({ expiresAt: Math.ceil(nowSeconds + seconds) })
      .where(
        ({ expiresAt }, { notExists, lte }) => `${notExists(expiresAt)} OR ${lte(expiresAt, Math.floor(nowSeconds))}`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Ends the cool-down of `subject` (its reason went away). */
export async function endCooldown(scope: string, subject: string): Promise<void> {
  await cooldowns().delete({ scope, subject }).go();
}
