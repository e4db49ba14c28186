import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A function's `verify_jwt` from config.toml's `[functions.<name>]` (default true, as Supabase's).
 * Read on each request, so an edited config.toml applies at once; only this key is needed, so a
 * line reader stands in for a TOML parser.
 */
export function verifiesJwt(projectDir: string, name: string): boolean {
  let toml: string;
  try {
    toml = readFileSync(join(projectDir, 'config.toml'), 'utf8');
  } catch {
    return true;
  }
  let inSection = false;
  for (const rawLine of toml.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').trim();
    const section = line.match(/^\[\s*([^\]]+?)\s*\]$/);
    if (section?.[1]) {
      inSection = sectionName(section[1]) === `functions.${name}`;
      continue;
    }
    const setting = inSection ? line.match(/^verify_jwt\s*=\s*(true|false)$/) : null;
    if (setting) return setting[1] === 'true';
  }
  return true;
}

/** `functions."my-fn"` and `functions.my-fn` name the same table. */
function sectionName(header: string) {
  return header
    .split('.')
    .map((part) => part.trim().replace(/^"(.*)"$/, '$1'))
    .join('.');
}
