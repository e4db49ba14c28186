/**
 * CSV as spreadsheets read it: RFC 4180 (CRLF rows, a field quoted when it holds a comma, quote or
 * line break, quotes doubled), a UTF-8 byte order mark so Excel reads accents right, and no
 * formulas: a cell a spreadsheet would run (starting with = + - @, or a tab or carriage return
 * before one) starts with an apostrophe, as OWASP advises, so it shows as text.
 */

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell's text: a formula made inert, then quoted when it has to be. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: the BOM, then each row on its own CRLF-ended line. */
export function toCsv(rows: readonly (readonly (string | null | undefined)[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
