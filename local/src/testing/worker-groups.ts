/**
 * The suites that need no stack (shared, infra, frontend) run on every core. The suites that share the one local
 * stack (functions, local, e2e) run one file at a time: two files at once race on its stream and its counters.
 * `npm test` runs the two kinds in two vitest processes at once (local/src/cli/test-all.ts), beside the static
 * checks and the builds; on two cores that took `.ci/run` from about 20 to about 15 minutes (13.7 since the
 * frontend suite runs in threads and CI takes no screenshots). Both cores stay busy throughout: giving the API
 * suites a second stack, to run beside the browser suite, made it slower (872 s instead of 846 s). A plain
 * `npx vitest` runs them one group after the other (`groupOrder`): vitest gives each group one worker count, and
 * left to itself it uses one core less than the machine has (one worker on two cores).
 */
export const EVERY_CORE = { maxWorkers: '100%', sequence: { groupOrder: 0 } };
export const SERIAL_ON_THE_STACK = { maxWorkers: 1, sequence: { groupOrder: 1 } };

/** The vitest projects of each kind; together, every project of the root config (test-all checks). */
export const STACKLESS_PROJECTS = ['shared', 'infra', 'frontend'];
export const STACK_PROJECTS = ['functions', 'local', 'e2e'];
