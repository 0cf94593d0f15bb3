import { defineProject } from 'vitest/config';
import { EVERY_CORE, SHARED_MODULE_CACHE } from '../vitest.worker-groups.ts';

export default defineProject({
  test: { name: 'infra', include: ['test/**/*.test.ts'], testTimeout: 120000, ...EVERY_CORE, ...SHARED_MODULE_CACHE },
});
