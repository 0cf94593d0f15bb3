import { CHECKOUT } from '../constants';

/**
 * When the checkout session a Pay click opens stops taking payment (seconds since the epoch). Every click of one
 * window (`reuseWindowMinutes`) gets the same expiry, so the idempotency key that names it always comes with the
 * same request, as the provider requires: the session then lives between `sessionMinutes - reuseWindowMinutes`
 * and `sessionMinutes` (Stripe accepts 30 minutes to 24 hours).
 */
export function checkoutExpiry(nowMs: number): number {
  const windowSeconds = CHECKOUT.reuseWindowMinutes * 60;
  const windowStart = Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;
  return windowStart + CHECKOUT.sessionMinutes * 60;
}
