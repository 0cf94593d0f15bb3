import { defineProject } from 'vitest/config';
import { EVERY_CORE } from '../vitest.worker-groups.ts';

export default defineProject({ test: { name: 'shared', include: ['test/**/*.test.ts'], ...EVERY_CORE } });
