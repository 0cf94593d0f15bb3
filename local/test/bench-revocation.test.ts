import { describe, expect, it } from 'vitest';
import { COGNITO_QUOTAS, poolReadsOfSeason } from '../../e2e/bench/revocation';

describe("the bench's pool reads of a season", () => {
  it("counts a season's reads and their rate in the busiest hour against the UserRead quota", () => {
    const reads = poolReadsOfSeason(36, 10_000, 0.01);
    expect(reads.perSeason).toBe(360_000);
    // 100 claims in the hour, 36 reads each: 3,600 reads in 3,600 seconds.
    expect(reads.perSecondAtPeak).toBe(1);
    expect(reads.shareOfQuotaAtPeak).toBe(1 / COGNITO_QUOTAS.userReadRps);
  });
});
