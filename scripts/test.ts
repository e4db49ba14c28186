import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/**
 * `npm test`: every suite a change could break, cheapest first, stopping at the first failure.
 * A step whose files do not exist yet is reported as such, never silently passed.
 */
interface Step {
  name: string;
  command: string;
  /** The step runs only once this path exists (or this check passes). */
  needs?: string | { check: () => boolean; absent: string };
}

const hasDenoTests = () =>
  existsSync('supabase/functions') &&
  readdirSync('supabase/functions', { recursive: true }).some((file) => String(file).endsWith('.test.ts'));

const steps: Step[] = [
  { name: 'lint', command: 'biome check . && node scripts/check-imports.ts' },
  { name: 'types: app', command: 'tsr generate && tsc -p tsconfig.json --noEmit', needs: 'tsconfig.json' },
  { name: 'types: node side', command: 'tsc -p tsconfig.node.json --noEmit', needs: 'tsconfig.node.json' },
  {
    name: 'types: edge functions',
    command:
      'DENO_NO_PACKAGE_JSON=1 deno check supabase/functions bench/generation.ts bench/page-render.ts bench/generation-quality.ts bench/contact-sheets.ts',
    needs: 'supabase/functions/deno.json',
  },
  { name: 'translations', command: 'node scripts/i18n-check.ts', needs: 'scripts/i18n-check.ts' },
  { name: 'unit and component tests', command: 'vitest run', needs: 'vite.config.ts' },
  {
    name: 'database tests',
    command: 'vitest run --config supabase/tests/vitest.config.ts',
    needs: 'supabase/tests/vitest.config.ts',
  },
  { name: 'gateway contract tests', command: 'vitest run --config supabase/local/vitest.config.ts' },
  {
    name: 'edge function tests',
    command: 'DENO_NO_PACKAGE_JSON=1 deno test --allow-all supabase/functions',
    needs: { check: hasDenoTests, absent: 'no *.test.ts under supabase/functions' },
  },
  {
    // The quality bench's rendered checks (Chromium) and the goals pinned on the rendered corpus.
    name: 'generation quality, rendered',
    command:
      'node e2e/ensure-chromium.ts && DENO_NO_PACKAGE_JSON=1 deno test --allow-all bench/support/generation-quality',
    needs: 'bench/support/generation-quality',
  },
  { name: 'browser journeys', command: 'node e2e/run.ts', needs: 'e2e/run.ts' },
];

const only = process.argv.slice(2);
let passed = 0;
for (const step of steps) {
  if (only.length && !only.some((name) => step.name.includes(name))) continue;
  const present = typeof step.needs === 'string' ? existsSync(step.needs) : (step.needs?.check() ?? true);
  if (!present) {
    const absent = typeof step.needs === 'string' ? `no ${step.needs}` : step.needs?.absent;
    console.log(`\n▶ ${step.name}: not present yet (${absent})`);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, { shell: true, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s.`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
