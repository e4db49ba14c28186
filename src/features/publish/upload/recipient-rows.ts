import { isEmailAddress, normalizeEmailAddress } from '@shared/email-address.ts';
import { ACCEPTED_HEADERS, MAX_DATA_ROWS } from './recipient-file-limits.ts';
import type { InvalidRecipientRow, RecipientFileOutcome } from './recipient-file-types.ts';

export type Cell = string | number | boolean | Date | null | undefined | object;

/** How often the validation reports progress, in rows. */
const PROGRESS_EVERY = 5_000;

/**
 * The recipients of a sheet: the first non-empty row is the header, every later non-empty row
 * holds an address in its first cell (other cells are ignored). `rows[i]` is spreadsheet row i + 1.
 */
export function recipientsFromRows(
  rows: readonly (readonly Cell[])[],
  onProgress: (fraction: number) => void = () => {},
): RecipientFileOutcome {
  const headerIndex = rows.findIndex((row) => !isBlankRow(row));
  if (headerIndex === -1) return { ok: false, problem: { kind: 'empty' } };
  const found = cellText(rows[headerIndex]?.[0]);
  if (!(ACCEPTED_HEADERS as readonly string[]).includes(found.toLowerCase()))
    return { ok: false, problem: { kind: 'wrong-header', found: found.slice(0, 80) } };

  let dataRows = 0;
  for (let index = headerIndex + 1; index < rows.length; index++)
    if (!isBlankRow(rows[index] ?? [])) dataRows++;
  if (dataRows === 0) return { ok: false, problem: { kind: 'no-addresses' } };
  if (dataRows > MAX_DATA_ROWS) return { ok: false, problem: { kind: 'too-many-rows', rows: dataRows } };

  const seen = new Set<string>();
  const addresses: string[] = [];
  const invalid: InvalidRecipientRow[] = [];
  let duplicates = 0;
  for (let index = headerIndex + 1; index < rows.length; index++) {
    if (index % PROGRESS_EVERY === 0) onProgress(index / rows.length);
    const row = rows[index] ?? [];
    if (isBlankRow(row)) continue;
    const value = cellText(row[0]);
    const address = normalizeEmailAddress(value);
    if (!isEmailAddress(address)) invalid.push({ row: index + 1, value: value.slice(0, 254) });
    else if (seen.has(address)) duplicates++;
    else {
      seen.add(address);
      addresses.push(address);
    }
  }
  onProgress(1);
  return { ok: true, list: { addresses, invalid, duplicates } };
}

/** A cell as a person reads it: trimmed like the database trims, one pair of quotes taken off. */
function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  const text = normalizeSpaces(cell instanceof Date ? cell.toISOString() : String(cell));
  const quoted = /^(["'])(.*)\1$/s.exec(text);
  return quoted ? normalizeSpaces(quoted[2] ?? '') : text;
}

function normalizeSpaces(text: string): string {
  return text.replace(/^[\s\ufeff]+|[\s\ufeff]+$/g, '');
}

function isBlankRow(row: readonly Cell[]): boolean {
  return row.every((cell) => cellText(cell) === '');
}
