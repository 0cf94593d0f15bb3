import { ipRateSubject } from '@taxback/shared/network/ip-subject';
import { rateCounters } from '../entities/rate-counter';

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
