/**
 * supabase/config.toml is read by the Supabase CLI too, whenever the project is deployed or linked,
 * and each major of the CLI has its own schema: 3.x stops every command at a table it no longer
 * supports (`[inbucket]`) and warns about renamed keys. Both pinned CLIs run `migration list` on the
 * project (a command that needs no Docker, only a database) against a copy of the test database,
 * and must accept the file without an error or a warning.
 *
 * The CLIs are package.json's optionalDependencies `supabase-cli` (the current major) and
 * `supabase-cli-2` (the previous one): the Linux x64 binaries themselves, because the npm registry
 * this project installs from lacks the other platforms' packages of these releases, which the
 * `supabase` wrapper package would need in package-lock.json for `npm ci`. Elsewhere the test says
 * it is skipped.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, test } from 'vitest';
import { tomlTable } from '../local/gateway/auth/auth-settings.ts';
import { createDatabase, databaseUrls } from './testing/temporary-postgres.ts';

const repoRoot = join(import.meta.dirname, '..', '..');

const clis = [
  { name: 'supabase 3.x', binary: 'node_modules/supabase-cli/bin/supabase', dbFlag: '--remote' },
  // 2.x has no --remote; 3.x still takes --db-url but warns that it is deprecated.
  { name: 'supabase 2.x', binary: 'node_modules/supabase-cli-2/bin/supabase', dbFlag: '--db-url' },
];

const binariesInstalled = process.platform === 'linux' && process.arch === 'x64';

/** What the CLIs print when something in config.toml is wrong, unknown, deprecated or ignored. */
const complaint = /warn|deprecat|no longer supported|not recogni|unknown|invalid|failed|error/i;

const localMigrations = readdirSync(join(repoRoot, 'supabase', 'migrations'))
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.split('_')[0]);

describe.skipIf(!binariesInstalled)('the Supabase CLIs accept supabase/config.toml', () => {
  for (const cli of clis) {
    test(`${cli.name}: migration list reads the project without a complaint`, async () => {
      const { serverUrl, template } = inject('postgres');
      // A copy: a connection to the template would block the other files' copies of it.
      const copy = await createDatabase(serverUrl, `supabase_cli_${cli.name.replace(/\W/g, '_')}`, template);
      // As postgres, which is what the CLI connects as on a hosted project. The test server has no
      // TLS; the CLIs try TLS first unless told not to.
      const plain = `${databaseUrls(copy).url}?sslmode=disable`;
      const { stdout, stderr } = await runCli(cli.binary, ['migration', 'list', `${cli.dbFlag}=${plain}`]);
      const complaints = stderr.split('\n').filter((line) => complaint.test(line));
      expect(complaints, `stderr:\n${stderr}`).toEqual([]);
      // Every migration is listed as applied remotely: the CLI read the project and the database.
      for (const version of localMigrations) {
        expect(stdout).toMatch(new RegExp(`${version}\\W*\\|\\W*${version}`));
      }
    }, 60_000);
  }
});

async function runCli(binary: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  try {
    // From the repository root, as a developer runs it, so it reads supabase/config.toml.
    return await promisify(execFile)(join(repoRoot, binary), args, {
      cwd: repoRoot,
      env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
      timeout: 50_000,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${binary} ${args[0]} ${args[1]} failed:\n${stderr ?? ''}\n${stdout ?? ''}`, {
      cause: error,
    });
  }
}

test('every function deploys with the shared import map and checks its callers itself', () => {
  const config = readFileSync(join(repoRoot, 'supabase', 'config.toml'), 'utf8');
  const functionsDir = join(repoRoot, 'supabase', 'functions');
  const names = readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name);
  expect(names.length).toBeGreaterThan(10);
  for (const name of names) {
    // Deploys (CLI 2.x and 3.x) read a function's import map only from here or its own deno.json;
    // verify_jwt = true would answer 401 to valid tokens signed with asymmetric keys.
    expect(tomlTable(config, `functions.${name}`), name).toMatchObject({
      import_map: './functions/deno.json',
      verify_jwt: false,
    });
  }
  expect(existsSync(join(repoRoot, 'supabase', 'functions', 'deno.json'))).toBe(true);
});
