import { describe, expect, it } from 'vitest';
import { isCountry } from '../src/reference/countries';

describe('isCountry', () => {
  it.each([
    ['Canada', true],
    ['United States', true],
    ['Czech Republic', true],
    ['canada', false],
    [' Canada', false],
    ['Narnia', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isCountry(value)).toBe(expected);
  });
});
