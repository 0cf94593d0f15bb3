import { defineProject } from 'vitest/config';
import { SERIAL_ON_THE_STACK } from '../local/src/testing/worker-groups.ts';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['../local/src/testing/global-setup.ts'],
    setupFiles: ['../local/src/testing/use-stack-environment.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    ...SERIAL_ON_THE_STACK,
    // CI shares two cores among every suite: a browser step that outlives its wait under that load gets one
    // more try. A behaviour that is broken fails both.
    retry: process.env.CI ? 1 : 0,
  },
});
