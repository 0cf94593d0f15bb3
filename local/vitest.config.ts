import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'local',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/use-stack-environment.ts'],
    testTimeout: 20_000,
  },
});
