import { defineConfig } from 'vitest/config';

/** Database tests: one embedded PostgreSQL for the run, a copy of the template database per file. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
