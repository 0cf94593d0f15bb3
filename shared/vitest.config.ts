import { defineProject } from 'vitest/config';
import { EVERY_CORE } from '../local/src/testing/worker-groups.ts';

export default defineProject({ test: { name: 'shared', include: ['test/**/*.test.ts'], ...EVERY_CORE } });
