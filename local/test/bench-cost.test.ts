import { describe, expect, it } from 'vitest';
import {
  AWS_PRICES,
  chooseMemory,
  durationAt,
  gbSecondsAt,
  LAMBDA_MEMORY_OPTIONS_MB,
  LAMBDA_ONE_VCPU_MB,
  memoryOptions,
} from '../../e2e/bench/cost';
import type { Invocation } from '../src/gateway/function-loader';

const call = (milliseconds: number, cpuMilliseconds: number, route?: string): Invocation => ({
  entry: 'account/handler',
  milliseconds,
  cpuMilliseconds,
  ...(route ? { route } : {}),
});

describe("the bench's model of a handler call at another memory size", () => {
  it.each([
    // [ms here, CPU ms here, memory, ms there]
    [10, 10, LAMBDA_ONE_VCPU_MB, 10],
    [10, 10, LAMBDA_ONE_VCPU_MB / 2, 20],
    [10, 4, LAMBDA_ONE_VCPU_MB / 4, 22],
    [10, 0, 128, 10],
    [10, 10, 3008, 10],
    // The process's CPU time can exceed the call's (other threads): the call counts as all CPU, no more.
    [10, 12, LAMBDA_ONE_VCPU_MB / 2, 20],
  ])('%d ms with %d ms of CPU here takes, at %d MB, %d ms', (milliseconds, cpu, memory, expected) => {
    expect(durationAt(call(milliseconds, cpu), memory)).toBeCloseTo(expected, 9);
  });

  it('bills each call by the millisecond, rounded up, at the size in GB', () => {
    expect(gbSecondsAt([call(1.2, 0), call(2.5, 0)], 1024)).toBeCloseTo(0.005, 9);
    expect(gbSecondsAt([call(1.2, 0)], 512)).toBeCloseTo(0.001, 9);
  });

  it('prices a claim at every size: its Lambda compute, plus what memory does not change', () => {
    const options = memoryOptions([call(10, 5, 'GET /me'), call(100, 50)], 0.015);
    expect(options.map((option) => option.memoryMb)).toEqual([...LAMBDA_MEMORY_OPTIONS_MB]);
    const at1024 = options.find((option) => option.memoryMb === 1024)!;
    const expectedGbSeconds = gbSecondsAt([call(10, 5), call(100, 50)], 1024);
    expect(at1024.computeUsd).toBeCloseTo(expectedGbSeconds * AWS_PRICES.lambdaGbSecond, 12);
    expect(at1024.claimUsd).toBeCloseTo(0.015 + at1024.computeUsd, 12);
    // Only the API call counts for the median.
    expect(at1024.medianApiMs).toBeCloseTo(durationAt(call(10, 5), 1024), 9);
  });
});

describe('the choice of memory', () => {
  it('takes one vCPU for calls that compute, when a claim then costs about the same', () => {
    const computing = Array.from({ length: 50 }, () => call(10, 9, 'GET /me'));
    expect(chooseMemory(memoryOptions(computing, 0.015)).memoryMb).toBe(LAMBDA_ONE_VCPU_MB);
  });

  it('takes the smallest size for calls that only wait, which more memory does not speed up', () => {
    const waiting = Array.from({ length: 50 }, () => call(10, 0, 'GET /me'));
    expect(chooseMemory(memoryOptions(waiting, 0.015)).memoryMb).toBe(LAMBDA_MEMORY_OPTIONS_MB[0]);
  });

  it('does not pay for speed that costs a claim more than 1%', () => {
    // Nothing but Lambda to pay for: one vCPU's compute costs well over 1% more than the smallest size's.
    const computing = Array.from({ length: 50 }, () => call(10, 5, 'GET /me'));
    const chosen = chooseMemory(memoryOptions(computing, 0));
    const cheapest = Math.min(...memoryOptions(computing, 0).map((option) => option.claimUsd));
    expect(chosen.claimUsd).toBeLessThanOrEqual(cheapest * 1.01);
    expect(chosen.memoryMb).toBeLessThan(LAMBDA_ONE_VCPU_MB);
  });
});
