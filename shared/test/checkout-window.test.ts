import { describe, expect, it } from 'vitest';
import { CHECKOUT } from '../src/constants';
import { checkoutExpiry } from '../src/payments/checkout-window';

const at = (iso: string) => Date.parse(iso);
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('checkout session expiry', () => {
  it.each([
    ['2026-03-02T10:00:00.000Z', '2026-03-02T11:00:00.000Z'],
    ['2026-03-02T10:04:59.999Z', '2026-03-02T11:00:00.000Z'],
    ['2026-03-02T10:09:59.999Z', '2026-03-02T11:00:00.000Z'],
    ['2026-03-02T10:10:00.000Z', '2026-03-02T11:10:00.000Z'],
    ['2026-03-02T23:55:00.000Z', '2026-03-03T00:50:00.000Z'],
  ])('a click at %s opens a session that stops at %s', (click, expiry) => {
    expect(checkoutExpiry(at(click))).toBe(seconds(expiry));
  });

  it('leaves every session at least 30 minutes (Stripe’s least) and at most the session’s length', () => {
    const start = at('2026-03-02T10:00:00.000Z');
    for (let offset = 0; offset < CHECKOUT.reuseWindowMinutes * 60_000; offset += 7_919) {
      const left = checkoutExpiry(start + offset) - (start + offset) / 1000;
      expect(left).toBeGreaterThanOrEqual(30 * 60);
      expect(left).toBeLessThanOrEqual(CHECKOUT.sessionMinutes * 60);
    }
  });
});
