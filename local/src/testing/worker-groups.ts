/**
 * The suites that need no stack (shared, infra, frontend) run on every core. The suites on a local stack
 * (functions, local, e2e) run one file at a time: two files at once on one stack race on its stream and its
 * counters. `npm test` (local/src/cli/test-all.ts) runs three vitest processes at once: the stackless suites
 * beside the static checks, the browser suite on one stack, and the API suites on a second stack of their own;
 * on two cores, running the stackless and stack suites side by side took the run from about 21 to about 17
 * minutes. A plain `npx vitest` runs them one group after the other (`groupOrder`) on one stack: vitest gives
 * each group one worker count, and left to itself it uses one core less than the machine has.
 */
export const EVERY_CORE = { maxWorkers: '100%', sequence: { groupOrder: 0 } };
export const SERIAL_ON_THE_STACK = { maxWorkers: 1, sequence: { groupOrder: 1 } };

/** The vitest projects of each kind; together, every project of the root config (test-all checks). */
export const STACKLESS_PROJECTS = ['shared', 'infra', 'frontend'];
export const BROWSER_PROJECTS = ['e2e'];
export const API_PROJECTS = ['functions', 'local'];
