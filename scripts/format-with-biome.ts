import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Generated code formatted as the project formats code, so `npm run lint` accepts it as written. */
export function formatWithBiome(code: string, filePath: string): string {
  return execFileSync(
    join(root, 'node_modules', '.bin', 'biome'),
    ['format', `--stdin-file-path=${filePath}`],
    {
      cwd: root,
      input: code,
      encoding: 'utf8',
      maxBuffer: 32 * 1024 * 1024,
    },
  );
}
