import { describe, expect, it } from 'vitest';
import { isSignedOut, signedOutSecond, signOutSettleMs, staffTotp } from '../src/account/sign-out';
import { SESSIONS } from '../src/constants';

const margin = SESSIONS.signOutClockMarginMs;

describe('the second a sign-out everywhere records', () => {
  it.each([
    [1_795_688_309_000, 1_795_688_309],
    [1_795_688_309_263, 1_795_688_309],
    [1_795_688_309_999, 1_795_688_309],
  ])('at %i ms: %i', (nowMs, second) => {
    expect(signedOutSecond(nowMs)).toBe(second);
  });
});

describe('which tokens a sign-out ends', () => {
  it.each([
    [1_795_688_308, 1_795_688_309, true],
    [1_795_688_309, 1_795_688_309, true],
    [1_795_688_310, 1_795_688_309, false],
    [1_795_688_309, 0, false],
    [0, 0, true],
  ])('signed in at %i, signed out at %i: ended %s', (authTime, signedOutAt, ended) => {
    expect(isSignedOut(authTime, signedOutAt)).toBe(ended);
  });
});

describe('how long a sign-out waits before it answers', () => {
  it.each([
    ['at the start of its second', 1_795_688_309_000, 1000 + margin],
    ['a quarter in', 1_795_688_309_263, 737 + margin],
    ['at the end of its second', 1_795_688_309_999, 1 + margin],
    ['once the next second has begun', 1_795_688_310_050, margin - 50],
    ['once the margin has passed too', 1_795_688_310_000 + margin, 0],
    ['long after', 1_795_688_320_000, 0],
  ])('%s', (_when, nowMs, waitMs) => {
    expect(signOutSettleMs(1_795_688_309, nowMs)).toBe(waitMs);
  });

  it('lets no sign-in after its answer fall in the second it recorded', () => {
    for (let offset = 0; offset < 1000; offset += 37) {
      const recordedAt = 1_795_688_309_000 + offset;
      const signedOutAt = signedOutSecond(recordedAt);
      const answeredAt = recordedAt + signOutSettleMs(signedOutAt, recordedAt);
      expect(isSignedOut(signedOutSecond(answeredAt), signedOutAt)).toBe(false);
      expect(isSignedOut(signedOutSecond(answeredAt - margin - 1), signedOutAt)).toBe(true);
    }
  });
});

describe('whether a staff session used the authenticator', () => {
  it.each([
    ['no authenticator, never recorded', false, 0, 1_795_688_310, 'absent'],
    ['no authenticator, recorded once', false, 1_795_688_309, 1_795_688_310, 'removed'],
    ['enrolled, not yet recorded: a password-only session from before', true, 0, 1_795_688_308, 'unrecorded'],
    ['enrolled, not yet recorded, whatever the sign-in', true, 0, 1_795_688_310, 'unrecorded'],
    ['signed in before the enrolment was recorded', true, 1_795_688_309, 1_795_688_300, 'before'],
    ['signed in during the second it was recorded', true, 1_795_688_309, 1_795_688_309, 'before'],
    ['signed in after it, so with a code', true, 1_795_688_309, 1_795_688_310, 'proven'],
  ] as const)('%s', (_case, hasTotp, totpSince, authTime, verdict) => {
    expect(staffTotp(hasTotp, totpSince, authTime)).toBe(verdict);
  });
});
