/**
 * Fails when the translation catalogs are not what they should be:
 *   1. stale: `lingui extract --clean` would change a catalog (a message added, changed or removed
 *      in code, or a source reference that moved to another file);
 *   2. incomplete: a Spanish message has no translation (checked before fallbacks, since the
 *      English fallback would otherwise hide it).
 * Run `npm run i18n:extract`, translate the new entries in locales/es/messages.po, and re-run.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const lingui = resolve(import.meta.dirname, '../node_modules/.bin/lingui');

const checks = [
  { name: 'catalogs are in sync with the code', args: ['check', 'sync', '--clean', '--verbose'] },
  {
    name: 'every Spanish message is translated',
    args: ['check', 'missing', '--mode', 'catalog', '--locale', 'es', '--verbose'],
  },
];

let failed = 0;
for (const check of checks) {
  const result = spawnSync(lingui, check.args, { stdio: 'inherit', shell: false });
  const passed = result.status === 0;
  if (!passed) failed += 1;
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${check.name}`);
}

if (failed > 0) {
  console.error(
    `\n${failed} translation check(s) failed. Run \`npm run i18n:extract\`, translate what is new in locales/es/messages.po, and try again.`,
  );
  process.exit(1);
}
