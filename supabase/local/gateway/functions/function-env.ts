import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiUrl, mailUrl } from '../../config.ts';
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
  const fromFiles = {
    ...readDotenv(join(repoRoot, '.env')),
    ...readDotenv(join(ctx.config.projectDir, 'functions', '.env')),
    // The app's address (SITE_URL of .env, or a test stack's own), for links in functions' emails.
    SITE_URL: ctx.config.siteUrl,
    ...ctx.config.functionEnv,
  };
  return {
    ...fromFiles,
    ...localOutbox(ctx, fromFiles),
    SUPABASE_URL: apiUrl(ctx.config),
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    SUPABASE_DB_URL: ctx.databaseUrl,
  };
}

/**
 * Without a RESEND_API_KEY, functions send through the same `resend` SDK to the stack's local
 * outbox (mailbox/resend-api.ts, on the mail viewer's port), with a placeholder key it accepts.
 * A RESEND_BASE_URL already set (a test's fake server) is kept.
 */
function localOutbox(ctx: GatewayContext, env: Record<string, string>): Record<string, string> {
  if (env.RESEND_API_KEY) return {};
  return {
    RESEND_API_KEY: 're_local_outbox',
    RESEND_BASE_URL: env.RESEND_BASE_URL || `${mailUrl(ctx.config)}/resend`,
  };
}
