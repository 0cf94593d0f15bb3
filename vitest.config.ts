import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'infra', 'frontend', 'local', 'e2e'],
  },
});
