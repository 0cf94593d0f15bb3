import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cooldowns } from '../src/data/entities/cooldown';
import { endCooldown, startCooldown } from '../src/data/stores/cooldown';

/** 0.2 s before a minute's edge, where a one-minute counter window would end. */
const justBeforeAMinute = Date.UTC(2026, 10, 26, 23, 14, 59, 800);

describe('cool-downs', () => {
  it('let one call through per cool-down, even when two fall on either side of a minute', async () => {
    const subject = randomUUID();
    expect(await startCooldown('test', subject, 60, justBeforeAMinute)).toBe(true);
    expect(await startCooldown('test', subject, 60, justBeforeAMinute + 400)).toBe(false);
    expect(await startCooldown('test', subject, 60, justBeforeAMinute + 59_000)).toBe(false);
    expect(await startCooldown('test', subject, 60, justBeforeAMinute + 61_000)).toBe(true);
    expect(await startCooldown('test', subject, 60, justBeforeAMinute + 62_000)).toBe(false);
  });

  it('let one of many calls at once through (a double click, two tabs)', async () => {
    const subject = randomUUID();
    const calls = Array.from({ length: 5 }, () => startCooldown('test', subject, 60, justBeforeAMinute));
    expect((await Promise.all(calls)).filter(Boolean)).toHaveLength(1);
  });

  it('keep subjects and scopes apart, and expire through TTL once over', async () => {
    const subject = randomUUID();
    expect(await startCooldown('test', subject, 60, justBeforeAMinute)).toBe(true);
    expect(await startCooldown('test', randomUUID(), 60, justBeforeAMinute)).toBe(true);
    expect(await startCooldown('other-test', subject, 60, justBeforeAMinute)).toBe(true);
    const { data } = await cooldowns().get({ scope: 'test', subject }).go();
    expect(data?.expiresAt).toBe(Math.ceil(justBeforeAMinute / 1000) + 60);
  });

  it('start again at once when ended', async () => {
    const subject = randomUUID();
    expect(await startCooldown('test', subject, 60, justBeforeAMinute)).toBe(true);
    await endCooldown('test', subject);
    expect(await startCooldown('test', subject, 60, justBeforeAMinute + 1_000)).toBe(true);
    expect(await startCooldown('test', subject, 60, justBeforeAMinute + 2_000)).toBe(false);
  });
});
