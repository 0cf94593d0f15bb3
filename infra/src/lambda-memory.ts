/**
 * The memory of every function: one vCPU, chosen from the bench's cost of one claim (`BENCH_ONLY=cost npm run
 * bench`, its "Lambda memory" table). Lambda gives CPU in proportion to memory, and the handlers spend most of
 * their time computing, so at 512 MB an API call took about three times as long (32 ms against 11 at the median)
 * for $0.03 less per 10,000 claims ($151.60 against $151.63, 2026-11-28): faster and about as cheap beats
 * smaller. Past one vCPU a Node handler is no faster.
 */
export const LAMBDA_MEMORY_MB = 1769;

/** The jobs function reads and zips a customer's files in memory: at least 1 GB, whatever the choice above. */
export const JOBS_MEMORY_MB = Math.max(LAMBDA_MEMORY_MB, 1024);
