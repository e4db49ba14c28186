import { isEmailAddress, normalizeEmailAddress } from '@shared/email-address.ts';
import Papa from 'papaparse';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The rows of a CSV or TSV text, one array of cells per line of the spreadsheet (empty lines kept,
 * so an index + 1 is the row number a spreadsheet app shows). Line endings of any kind, quotes and
 * Excel's `sep=;` first line are handled; the delimiter is sniffed.
 */
export function csvRows(text: string): string[][] {
  let body = text.replace(/\r\n?/g, '\n');
  let delimiter: string | undefined;
  let skippedLines = 0;
  const separatorLine = /^sep=(.)\n/i.exec(body);
  if (separatorLine) {
    delimiter = separatorLine[1];
    body = body.slice(separatorLine[0].length);
    skippedLines = 1;
  }
  delimiter ??= sniffDelimiter(body);
  const result = Papa.parse<string[]>(body, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    skipEmptyLines: false,
  });
  const rows = result.data;
  // Papa Parse leaves one empty row for a trailing line break.
  if (rows.length > 0 && isBlank(rows[rows.length - 1] ?? [])) rows.pop();
  return skippedLines ? [[], ...rows] : rows;
}

function isBlank(cells: readonly string[]) {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * The header row says it best: the first delimiter in it (header names hold none). Otherwise the
 * delimiter that leaves an address in the first cell of most lines at the start of the file, then
 * the one most lines contain; a comma when none does (one column).
 */
function sniffDelimiter(body: string): string {
  const lines = body.split('\n', 200).filter((line) => line.trim() !== '');
  const header = /[,;\t|]/.exec(lines[0] ?? '');
  if (header) return header[0];
  const addressFirst = (delimiter: string) =>
    lines.filter((line) => {
      const first = (line.split(delimiter, 1)[0] ?? '').replace(/^[\s"']+|[\s"']+$/g, '');
      return isEmailAddress(normalizeEmailAddress(first));
    }).length;
  const containing = (delimiter: string) => lines.filter((line) => line.includes(delimiter)).length;
  return bestBy(addressFirst) ?? bestBy(containing) ?? ',';
}

function bestBy(score: (delimiter: string) => number): string | undefined {
  let best: string | undefined;
  let bestScore = 0;
  for (const candidate of DELIMITERS) {
    const value = score(candidate);
    if (value > bestScore) {
      best = candidate;
      bestScore = value;
    }
  }
  return best;
}
