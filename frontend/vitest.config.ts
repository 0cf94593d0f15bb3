import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['test/**/*.test.ts?(x)'],
    setupFiles: ['./test/setup.ts', './test/helpers/setup.ts'],
    testTimeout: 30_000,
  },
});
