import { describe, expect, it } from 'vitest';
import { confirmationDelayMs } from '../src/payments/confirmation';

describe('payment confirmation back-off', () => {
  it.each([
    [0, 1_000],
    [1, 1_500],
    [2, 2_250],
    [5, 7_593.75],
    [7, 15_000],
    [100, 15_000],
  ])('after %i asks waits %f ms', (attempt, delay) => {
    expect(confirmationDelayMs(attempt)).toBe(delay);
  });
});
