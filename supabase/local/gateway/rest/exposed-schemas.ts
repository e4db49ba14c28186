import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tomlTable } from '../auth/auth-settings.ts';

/** The Supabase CLI's default `[api] schemas`. */
const DEFAULT_EXPOSED_SCHEMAS = ['public', 'graphql_public'];

/**
 * The schemas the API serves: config.toml's `[api] schemas`, as PostgREST's db-schemas on
 * Supabase; the first is the default profile. Read at start, as PostgREST reads its config.
 */
export function exposedSchemas(projectDir: string): string[] {
  let text = '';
  try {
    text = readFileSync(join(projectDir, 'config.toml'), 'utf8');
  } catch {
    return DEFAULT_EXPOSED_SCHEMAS;
  }
  const schemas = tomlTable(text, 'api').schemas;
  const names = Array.isArray(schemas)
    ? schemas.filter((name): name is string => typeof name === 'string')
    : [];
  return names.length > 0 ? names : DEFAULT_EXPOSED_SCHEMAS;
}
