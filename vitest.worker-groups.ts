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

/**
 * For projects whose test files leave nothing behind (no module mocks; SDK client mocks, timers and spies
 * restored): their files share one module cache per worker instead of each importing the CDK library or the
 * stack's clients again. The infra suite without its deploy test: 82 s of CPU instead of 204 (68 s instead
 * of 130 on two cores). The frontend and functions suites mock modules and SDK clients per file, and the browser
 * suite's files spend their time in Chromium: they keep isolation.
 */
export const SHARED_MODULE_CACHE = { isolate: false };

/** The vitest projects of each kind; together, every project of the root config (test-all checks). */
export const STACKLESS_PROJECTS = ['shared', 'infra', 'frontend'];
export const STACK_PROJECTS = ['functions', 'local', 'e2e'];
