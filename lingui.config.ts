import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Message ids are the English source texts (Lingui's default), so the .po files read naturally
// for translators; a few cross-cutting messages carry explicit, domain-namespaced ids
// (`errors.generic`) because code refers to them by meaning rather than by wording.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // Origins without line numbers: moving code around does not make the catalogs stale.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
});
