/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildInfo } from './scripts/vite-build-info.ts';
import { linguiCatalogParts } from './scripts/vite-catalog-split.ts';
import { chunkGroups } from './scripts/vite-chunk-groups.ts';
import { pagesRewrite } from './scripts/vite-pages-rewrite.ts';

// Plugin order matters: the router plugin splits route files before React and the Lingui
// macro see them; plugin-react 6 has no babel option, so the macro runs via @rolldown/plugin-babel.
export default defineConfig(({ mode }) => {
  // The stack's address: `npm start` and the journeys set VITE_SUPABASE_URL, else .env, else the CLI's port.
  const apiUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders too (docs/frontend.md, "App weight"): otherwise every route's queries, and what
        // they import, are in the entry that the home and every first screen load.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        },
      }),
      react(),
      babel({ presets: [linguiTransformerBabelPreset()] }),
      lingui(),
      linguiCatalogParts(),
      buildInfo(),
      // /pages/{slug}: the static copy, else the public-page function, as the hosting's rewrite does.
      pagesRewrite(apiUrl),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // Platform-neutral helpers shared with the edge functions (colour contrast, …).
        {
          find: '@shared',
          replacement: fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
        },
        // The app subscribes to nothing: supabase-js gets a Realtime client without the socket (docs/frontend.md, "App weight").
        {
          find: /^@supabase\/realtime-js$/,
          replacement: fileURLToPath(new URL('./src/lib/realtime-unused.ts', import.meta.url)),
        },
        // Storage loads at its first call: no first screen uses a file (src/lib/storage-on-first-use.ts).
        {
          find: /^@supabase\/storage-js$/,
          replacement: fileURLToPath(new URL('./src/lib/storage-on-first-use.ts', import.meta.url)),
        },
        // auth-js loads at its first need: a fresh stored session is read from storage (src/lib/auth-on-first-use.ts).
        {
          find: /^@supabase\/auth-js$/,
          replacement: fileURLToPath(new URL('./src/lib/auth-on-first-use.ts', import.meta.url)),
        },
      ],
    },
    // Fewer, larger files for what every screen runs (scripts/vite-chunk-groups.ts).
    build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      restoreMocks: true,
      // A ceiling (see setup-tests.ts), not a speed goal: timing goals live in bench/.
      testTimeout: 20_000,
    },
  };
});
