import { defineConfig } from 'vitest/config';

/** Contract tests: the real supabase-js against the gateway, on a stack started for the run. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
