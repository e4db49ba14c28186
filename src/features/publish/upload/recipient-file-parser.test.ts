import { describe, expect, test } from 'vitest';
import { MAX_DATA_ROWS, MAX_FILE_BYTES } from './recipient-file-limits.ts';
import { parseRecipientFile } from './recipient-file-parser.ts';
import type { RecipientFileOutcome } from './recipient-file-types.ts';
import { minimalXlsx } from './testing/minimal-xlsx.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const parseText = (text: string) => parseRecipientFile(encode(text));

function list(outcome: RecipientFileOutcome) {
  if (!outcome.ok) throw new Error(`expected a list, got ${outcome.problem.kind}`);
  return outcome.list;
}
function problem(outcome: RecipientFileOutcome) {
  if (outcome.ok) throw new Error('expected a problem, got a list');
  return outcome.problem;
}

describe('CSV as spreadsheet apps write it', () => {
  test('one address per row under the header, normalized as the database stores them', async () => {
    const result = list(await parseText('email\nAna@Example.com\n  bob@example.org  \n'));
    expect(result).toEqual({ addresses: ['ana@example.com', 'bob@example.org'], invalid: [], duplicates: 0 });
  });

  test.each([
    ['email'],
    ['Email'],
    ['EMAIL'],
    ['  email  '],
    ['recipient'],
    ['Recipient'],
    ['"Email"'],
    ['\ufeffemail'],
  ])('accepts the header %j', async (header) => {
    expect(list(await parseText(`${header}\na@example.com`)).addresses).toEqual(['a@example.com']);
  });

  test('a BOM, CRLF, lone CR line endings and empty lines', async () => {
    const result = list(
      await parseText('\ufeffEmail\r\na@example.com\r\n\r\nb@example.com\rc@example.com\r\n\r\n'),
    );
    expect(result.addresses).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  test.each([
    ['comma', 'email,name\na@example.com,Ana\n"b@example.com","Bob, Jr."'],
    ['semicolon', 'Email;Name\na@example.com;Ana\n"b@example.com";"Bob; Jr."'],
    ['tab', 'email\tname\na@example.com\tAna\nb@example.com\tBob'],
    ['Excel sep line', 'sep=;\nemail;name\na@example.com;Ana\nb@example.com;Bob'],
    ['one column with trailing empty columns', 'email\na@example.com,,\nb@example.com;;'],
  ])('the first column whatever the delimiter (%s)', async (_name, text) => {
    const result = list(await parseText(text));
    expect(result.addresses[0]).toBe('a@example.com');
    expect(result.invalid.map((row) => row.value)).not.toContain('a@example.com');
  });

  test('semicolon files without a delimiter in the header are sniffed from the rows', async () => {
    const result = list(await parseText('email\na@example.com;Ana\nb@example.com;Bob\n'));
    expect(result).toEqual({ addresses: ['a@example.com', 'b@example.com'], invalid: [], duplicates: 0 });
  });

  test('quotes and stray spaces around addresses', async () => {
    const result = list(
      await parseText(
        'email\n "a@example.com" \n\'b@example.com\'\n"c@example.com "\n\u00a0d@example.com\u00a0',
      ),
    );
    expect(result.addresses).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
  });

  test('invalid rows keep their spreadsheet row numbers (header = row 1, empty rows counted)', async () => {
    const result = list(
      await parseText(
        'email\na@example.com\nnot an address\n\nb@example\n,Ana without address\nc@example.com',
      ),
    );
    expect(result.invalid).toEqual([
      { row: 3, value: 'not an address' },
      { row: 5, value: 'b@example' },
      { row: 6, value: '' },
    ]);
    expect(result.addresses).toEqual(['a@example.com', 'c@example.com']);
  });

  test('row numbers count a header below leading empty rows and multi-line quoted cells', async () => {
    const result = list(await parseText('\n\nemail,note\na@example.com,"two\nlines"\nwrong\n'));
    expect(result.invalid).toEqual([{ row: 5, value: 'wrong' }]);
  });

  test('duplicates inside the file are counted once each and skipped, whatever their case', async () => {
    const result = list(
      await parseText('email\na@example.com\nA@EXAMPLE.COM\nb@example.com\na@example.com '),
    );
    expect(result).toEqual({ addresses: ['a@example.com', 'b@example.com'], invalid: [], duplicates: 2 });
  });

  test('UTF-16 ("Unicode text" from Excel) and Windows-1252 text', async () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from('email\tname\r\na@example.com\tJosé\r\n').flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    expect(list(await parseRecipientFile(utf16)).addresses).toEqual(['a@example.com']);
    const latin = new Uint8Array([...encode('email;name\na@example.com;Jos'), 0xe9, ...encode('\n')]);
    expect(list(await parseRecipientFile(latin)).addresses).toEqual(['a@example.com']);
  });
});

describe('XLSX, and .xls files that are really XLSX or text', () => {
  test('reads the first column of the first sheet with row numbers', async () => {
    const bytes = minimalXlsx([
      ['Email', 'Name'],
      ['a@example.com', 'Ana'],
      [null],
      ['oops', 'x'],
      [' B@example.com ', null],
      ['a@example.com'],
    ]);
    expect(list(await parseRecipientFile(bytes))).toEqual({
      addresses: ['a@example.com', 'b@example.com'],
      invalid: [{ row: 4, value: 'oops' }],
      duplicates: 1,
    });
  });

  test('numbers in the address column are invalid rows, not a crash', async () => {
    const bytes = minimalXlsx([['recipient'], [42], ['a@example.com']]);
    expect(list(await parseRecipientFile(bytes)).invalid).toEqual([{ row: 2, value: '42' }]);
  });

  test('the kind comes from the bytes: a tab-separated ".xls" reads as text', async () => {
    expect(list(await parseText('Email\tName\na@example.com\tAna')).addresses).toEqual(['a@example.com']);
  });
});

describe('files that cannot be used say why', () => {
  test('an empty file or one with only blank lines and spaces', async () => {
    expect(problem(await parseRecipientFile(new Uint8Array()))).toEqual({ kind: 'empty' });
    expect(problem(await parseText('\n \r\n,,,\n'))).toEqual({ kind: 'empty' });
    expect(problem(await parseRecipientFile(minimalXlsx([])))).toEqual({ kind: 'empty' });
  });

  test('a header and nothing else', async () => {
    expect(problem(await parseText('email\n\n'))).toEqual({ kind: 'no-addresses' });
  });

  test('a wrong header says what it found', async () => {
    expect(problem(await parseText('Name,Email\nAna,a@example.com'))).toEqual({
      kind: 'wrong-header',
      found: 'Name',
    });
    expect(problem(await parseText('a@example.com\nb@example.com'))).toEqual({
      kind: 'wrong-header',
      found: 'a@example.com',
    });
    expect(problem(await parseText(',email\n,a@example.com'))).toEqual({ kind: 'wrong-header', found: '' });
    expect(problem(await parseRecipientFile(minimalXlsx([['E-mail address']])))).toEqual({
      kind: 'wrong-header',
      found: 'E-mail address',
    });
  });

  test('too large and too many rows', async () => {
    expect(problem(await parseRecipientFile(new Uint8Array(MAX_FILE_BYTES + 1)))).toEqual({
      kind: 'too-large',
      bytes: MAX_FILE_BYTES + 1,
    });
    const rows = Array.from({ length: MAX_DATA_ROWS + 1 }, (_, i) => `u${i}@example.com`).join('\n');
    expect(problem(await parseText(`email\n${rows}`))).toEqual({
      kind: 'too-many-rows',
      rows: MAX_DATA_ROWS + 1,
    });
  });

  test('exactly the most rows allowed is fine', async () => {
    const rows = Array.from({ length: MAX_DATA_ROWS }, (_, i) => `u${i}@example.com`).join('\r\n');
    expect(list(await parseText(`email\r\n${rows}\r\n`)).addresses).toHaveLength(MAX_DATA_ROWS);
  });

  test('an old binary .xls and a password-protected workbook (both OLE files)', async () => {
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(problem(await parseRecipientFile(ole))).toEqual({ kind: 'old-excel' });
    const name = Array.from('EncryptedPackage').flatMap((c) => [c.charCodeAt(0), 0]);
    ole.set(name, 1024);
    expect(problem(await parseRecipientFile(ole))).toEqual({ kind: 'password-protected' });
  });

  test('an Excel web page or XML spreadsheet saved as .xls', async () => {
    expect(
      problem(await parseText('<html><body><table><tr><td>email</td></tr></table></body></html>')),
    ).toEqual({
      kind: 'old-excel',
    });
  });

  test('images, PDFs, random bytes, a zip that is not a workbook and a damaged workbook', async () => {
    expect(
      problem(await parseRecipientFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))),
    ).toEqual({ kind: 'not-spreadsheet' });
    expect(problem(await parseText('%PDF-1.7\nemail'))).toEqual({ kind: 'not-spreadsheet' });
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    expect(problem(await parseRecipientFile(random))).toEqual({ kind: 'not-spreadsheet' });
    const workbook = minimalXlsx([['email'], ['a@example.com']]);
    expect(problem(await parseRecipientFile(workbook.slice(0, workbook.length / 2)))).toEqual({
      kind: 'damaged-workbook',
    });
    const notWorkbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...encode('word/document.xml')]);
    expect(problem(await parseRecipientFile(notWorkbook))).toEqual({ kind: 'not-spreadsheet' });
  });
});

test('progress goes forward and ends at 1', async () => {
  const seen: number[] = [];
  const rows = Array.from({ length: 20_000 }, (_, i) => `u${i}@example.com`).join('\n');
  await parseRecipientFile(encode(`email\n${rows}`), (fraction) => seen.push(fraction));
  expect(seen.length).toBeGreaterThan(3);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.at(-1)).toBe(1);
});
