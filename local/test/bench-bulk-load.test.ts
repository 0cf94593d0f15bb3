import { describe, expect, it } from 'vitest';
import { retryingTimeouts } from '../../e2e/bench/bulk-load';

const timeout = () =>
  Object.assign(new Error('a request has exceeded the configured requestTimeout'), {
    name: 'TimeoutError',
    code: 'ETIMEDOUT',
  });

describe("the bench's bulk load", () => {
  it('sends a batch again when DynamoDB Local times out, and returns its answer', async () => {
    let calls = 0;
    const answer = await retryingTimeouts(async () => {
      calls += 1;
      if (calls === 1) throw timeout();
      return 'written';
    }, 3);
    expect(answer).toBe('written');
    expect(calls).toBe(2);
  });

  it('gives up after its attempts, with the last timeout', async () => {
    let calls = 0;
    const failing = retryingTimeouts(async () => {
      calls += 1;
      throw timeout();
    }, 2);
    await expect(failing).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(calls).toBe(2);
  });

  it('does not repeat a batch refused for another reason', async () => {
    let calls = 0;
    const refused = retryingTimeouts(async () => {
      calls += 1;
      throw Object.assign(new Error('One or more parameter values were invalid'), { name: 'ValidationException' });
    }, 5);
    await expect(refused).rejects.toMatchObject({ name: 'ValidationException' });
    expect(calls).toBe(1);
  });
});
