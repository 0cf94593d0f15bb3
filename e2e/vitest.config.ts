import { defineProject } from 'vitest/config';
import { SERIAL_ON_THE_STACK } from '../vitest.worker-groups.ts';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['../local/src/testing/global-setup.ts'],
    setupFiles: ['../local/src/testing/use-stack-environment.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // A page's state polled for as long as Playwright waits for an element, not vitest's one second: a lazily
    // loaded page or a first call of a function that loads a client on first use can take longer on shared cores.
    expect: { poll: { timeout: 15_000 } },
    ...SERIAL_ON_THE_STACK,
    // CI shares two cores among every suite: a browser step that outlives its wait under that load gets one
    // more try. A behaviour that is broken fails both.
    retry: process.env.CI ? 1 : 0,
  },
});
