import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiUrl } from '../../config.ts';
import type { GatewayContext } from '../context.ts';

/** Variables of a dotenv file: `KEY=value`, optional `export`, quotes and comments. */
export function readDotenv(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return {};
  }
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (!match?.[1]) continue;
    const raw = match[2] ?? '';
    const quoted = raw.match(/^(["'])(.*)\1$/);
    values[match[1]] = quoted ? (quoted[2] ?? '') : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

/**
 * What a function finds in Deno.env: the repo's .env, then supabase/functions/.env (the CLI's
 * default env file), then the stack's own `functionEnv`, and the SUPABASE_* variables last,
 * which, as with the CLI, no env file may override.
 */
export function functionEnvironment(ctx: GatewayContext, repoRoot: string): Record<string, string> {
  return {
    ...readDotenv(join(repoRoot, '.env')),
    ...readDotenv(join(ctx.config.projectDir, 'functions', '.env')),
    ...ctx.config.functionEnv,
    SUPABASE_URL: apiUrl(ctx.config),
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    SUPABASE_DB_URL: ctx.databaseUrl,
  };
}
