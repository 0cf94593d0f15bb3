/**
 * The suites that share the one local stack (functions, local, e2e) run one file at a time: two files at once
 * race on its stream and its counters. They form a group of their own, after the suites that need no stack
 * (shared, infra, frontend), which use every core. Vitest runs groups in `groupOrder` and allows each its own
 * worker count; one serial project in the same group as the others would make every suite serial.
 */
export const SERIAL_ON_THE_STACK = { maxWorkers: 1, sequence: { groupOrder: 1 } };
