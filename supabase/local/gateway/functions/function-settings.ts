import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each function's `verify_jwt` from config.toml's `[functions.<name>]` (default true, as Supabase's),
 * asked on every function request. The file is read and parsed again only when its modification
 * time or size changed: a stat per request instead of a read and a parse (about 3 µs instead of 80),
 * and an edited config.toml still applies at the next request. Only this key is needed, so a line
 * reader stands in for a TOML parser.
 */
export function verifyJwtSettings(projectDir: string): (name: string) => boolean {
  const path = join(projectDir, 'config.toml');
  let read: { stamp: string; settings: Map<string, boolean> } | undefined;
  return (name) => {
    try {
      const { mtimeMs, size } = statSync(path);
      const stamp = `${mtimeMs}:${size}`;
      if (read?.stamp !== stamp) read = { stamp, settings: verifyJwtByFunction(readFileSync(path, 'utf8')) };
    } catch {
      read = undefined;
      return true;
    }
    return read.settings.get(name) ?? true;
  };
}

/** `verify_jwt` of every `[functions.<name>]` table that sets it, by function name. */
function verifyJwtByFunction(toml: string): Map<string, boolean> {
  const settings = new Map<string, boolean>();
  let table: string | undefined;
  for (const rawLine of toml.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').trim();
    const section = line.match(/^\[\s*([^\]]+?)\s*\]$/);
    if (section?.[1]) {
      table = sectionName(section[1]).match(/^functions\.(.+)$/)?.[1];
      continue;
    }
    const setting = table === undefined ? null : line.match(/^verify_jwt\s*=\s*(true|false)$/);
    if (table !== undefined && setting && !settings.has(table)) settings.set(table, setting[1] === 'true');
  }
  return settings;
}

/** `functions."my-fn"` and `functions.my-fn` name the same table. */
function sectionName(header: string) {
  return header
    .split('.')
    .map((part) => part.trim().replace(/^"(.*)"$/, '$1'))
    .join('.');
}
