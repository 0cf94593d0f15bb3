import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    include: ['test/**/*.test.ts'],
    globalSetup: ['../local/src/testing/global-setup.ts'],
    setupFiles: ['../local/src/testing/use-stack-environment.ts'],
    testTimeout: 20_000,
  },
});
