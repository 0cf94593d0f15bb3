import { defineProject } from 'vitest/config';
import { SERIAL_ON_THE_STACK, SHARED_MODULE_CACHE } from '../vitest.worker-groups.ts';

export default defineProject({
  test: {
    name: 'local',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/use-stack-environment.ts'],
    testTimeout: 20_000,
    ...SERIAL_ON_THE_STACK,
    ...SHARED_MODULE_CACHE,
  },
});
