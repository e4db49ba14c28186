/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './scripts/vite-build-info.ts';

// Plugin order matters: the router plugin splits route files before React and the Lingui
// macro see them; plugin-react 6 has no babel option, so the macro runs via @rolldown/plugin-babel.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    buildInfo(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Platform-neutral helpers shared with the edge functions (colour contrast, …).
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
  },
});
