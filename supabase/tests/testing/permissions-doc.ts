import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const docPath = join(import.meta.dirname, '..', '..', '..', 'docs', 'permissions.md');

/** The rows of the markdown table between `<!-- name:start -->` and `<!-- name:end -->`. */
export function docTable(name: string): string[][] {
  const text = readFileSync(docPath, 'utf8');
  const start = text.indexOf(`<!-- ${name}:start -->`);
  const end = text.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < start) throw new Error(`docs/permissions.md has no ${name} table`);
  return text
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** A cell's words, without the parenthesised notes: "admins, self (never the owner)" → admins, self. */
export function cellTokens(cell: string): string[] {
  return cell
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((token) => token.replaceAll('`', '').trim())
    .filter((token) => token !== '' && token !== '—');
}
