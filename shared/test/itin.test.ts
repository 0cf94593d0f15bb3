import { describe, expect, it } from 'vitest';
import { itinExpiredByNonUse, w7Application } from '../src/claim/itin';

describe('ITIN expiry by non-use (IRS ITIN expiration FAQs)', () => {
  it.each<[string, number, string, boolean]>([
    ['used for 2020, not 2021-2023: still active on December 31, 2024', 2020, '2024-12-31T23:59:59Z', false],
    ['used for 2020, not 2021-2023: expired from January 1, 2025', 2020, '2025-01-01T00:00:00Z', true],
    ['used for 2022: active throughout 2026', 2022, '2026-11-29T00:00:00Z', false],
    ['used for 2021: expired in 2026', 2021, '2026-06-01T00:00:00Z', true],
    ['used for last year: active', 2025, '2026-03-01T00:00:00Z', false],
  ])('%s', (_, lastFiled, today, expired) => {
    expect(itinExpiredByNonUse(lastFiled, new Date(today))).toBe(expired);
  });
});

describe('what a claim’s Form W-7 is for', () => {
  it.each<[string, Parameters<typeof w7Application>[0], ReturnType<typeof w7Application>]>([
    ['no ITIN: a new one', { hasItin: false }, 'new'],
    ['an ITIN not active: a renewal', { hasItin: true, itinIsActive: 'no' }, 'renewal'],
    ['an active ITIN: none', { hasItin: true, itinIsActive: 'yes' }, null],
    ['unsure: none until known', { hasItin: true, itinIsActive: 'unsure' }, null],
    ['not answered yet: none', { hasItin: null }, null],
  ])('%s', (_, facts, expected) => {
    expect(w7Application(facts)).toBe(expected);
  });
});
