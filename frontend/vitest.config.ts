import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { amplifyFrenchAlias } from './amplify-french-alias.ts';
import { buildDateDefines } from './build-date.ts';
import { EVERY_CORE } from '../vitest.worker-groups.ts';

export default defineProject({
  plugins: [react()],
  define: buildDateDefines,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), ...amplifyFrenchAlias } },
  test: {
    name: 'frontend',
    // happy-dom rather than jsdom: 165 s instead of 216 s for the suite here (272 s of CPU instead of 376), the
    // same tests passing. It has modal dialogs and scrolling, which jsdom lacked; the browser suite (e2e) checks
    // the pages in Chromium.
    environment: 'happy-dom',
    include: ['test/**/*.test.ts?(x)'],
    setupFiles: ['./test/setup.ts', './test/helpers/setup.ts'],
    testTimeout: 30_000,
    // Worker threads start faster than forked processes (157 s instead of 177 s, with jsdom).
    pool: 'threads',
    ...EVERY_CORE,
  },
});
