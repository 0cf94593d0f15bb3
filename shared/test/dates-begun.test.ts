import { describe, expect, it } from 'vitest';
import { copy } from '../src/copy';
import { dateHasBegun, markLetterSentRequestSchema } from '../src/retrieval/schemas';

describe('a date staff give for something done', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    ['2026-11-25', true],
    ['2026-11-26', true],
    // Already the 27th east of UTC+12 at noon UTC.
    ['2026-11-27', true],
    ['2026-11-28', false],
    ['2999-01-01', false],
  ])('%s has begun somewhere at noon UTC on 26 November: %s', (date, begun) => {
    expect(dateHasBegun(date, now)).toBe(begun);
  });

  it('a letter is not marked sent in the future', () => {
    const result = markLetterSentRequestSchema.safeParse({ sentOn: '2999-01-01', channel: 'mail' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['sentOn'], message: copy.retrievalErrors.sentInFuture }),
    ]);
    expect(markLetterSentRequestSchema.safeParse({ sentOn: '2020-01-01', channel: 'mail' }).success).toBe(true);
  });
});
