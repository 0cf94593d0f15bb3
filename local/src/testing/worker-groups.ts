/**
 * The suites that need no stack (shared, infra, frontend) run first, on every core. The suites that share the one
 * local stack (functions, local, e2e) then run one file at a time, in a group of their own: two files at once race
 * on its stream and its counters. Vitest runs groups in `groupOrder` and allows each its own worker count; left to
 * itself it uses one core less than the machine has (one worker on two cores), and one serial project in the same
 * group as the others would make every suite serial.
 */
export const EVERY_CORE = { maxWorkers: '100%', sequence: { groupOrder: 0 } };
export const SERIAL_ON_THE_STACK = { maxWorkers: 1, sequence: { groupOrder: 1 } };
