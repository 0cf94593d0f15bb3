import { defineProject } from 'vitest/config';
import { SERIAL_ON_THE_STACK } from '../vitest.worker-groups.ts';

export default defineProject({
  test: {
    name: 'functions',
    include: ['test/**/*.test.ts'],
    globalSetup: ['../local/src/testing/global-setup.ts'],
    setupFiles: ['../local/src/testing/use-stack-environment.ts'],
    testTimeout: 20_000,
    ...SERIAL_ON_THE_STACK,
  },
});
