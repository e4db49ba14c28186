import { random as mulberry32 } from '@shared/pages/art/seed.ts';
import { describe, expect, test } from 'vitest';
import { parseRecipientFile } from './recipient-file-parser.ts';
import type { RecipientFileOutcome, RecipientFileProblemKind } from './recipient-file-types.ts';
import { minimalXlsx } from './testing/minimal-xlsx.ts';

/** Deterministic randomness (the pages' mulberry32), so a failing file can be rebuilt from its seed. */
function randomSource(seed: number) {
  const next = mulberry32(seed);
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof randomSource>;

const KNOWN_PROBLEMS: RecipientFileProblemKind[] = [
  'too-large',
  'too-many-rows',
  'empty',
  'no-addresses',
  'wrong-header',
  'old-excel',
  'password-protected',
  'damaged-workbook',
  'not-spreadsheet',
];

async function parseSafely(bytes: Uint8Array): Promise<RecipientFileOutcome> {
  const outcome = await parseRecipientFile(bytes);
  if (outcome.ok) {
    expect(Array.isArray(outcome.list.addresses)).toBe(true);
    for (const row of outcome.list.invalid) expect(row.row).toBeGreaterThanOrEqual(2);
  } else expect(KNOWN_PROBLEMS).toContain(outcome.problem.kind);
  return outcome;
}

interface GeneratedSheet {
  rows: string[][];
  addresses: string[];
  invalidRows: number[];
}

/** A recipients sheet as people make them: a header variant, addresses, typos, blanks, extra columns. */
function generateSheet(random: Random): GeneratedSheet {
  const header = random.pick(['email', 'Email', 'EMAIL', ' Recipient ', 'recipient']);
  const rows: string[][] = [[header, ...(random.next() < 0.5 ? ['Name'] : [])]];
  const addresses: string[] = [];
  const invalidRows: number[] = [];
  const count = random.int(40);
  for (let i = 0; i < count; i++) {
    const roll = random.next();
    if (roll < 0.1) rows.push([]);
    else if (roll < 0.25) {
      rows.push([
        random.pick(['nope', 'a@b', 'x@y.c', 'two@@example.com', 'a b@example.com', 'dot.@example.com']),
        'Name',
      ]);
      invalidRows.push(rows.length);
    } else {
      const address = `user${random.int(30)}.${i % 3}@Example.com`;
      rows.push([
        random.pick([address, ` ${address} `, address.toUpperCase()]),
        random.pick(['', 'Ana', 'Bob, Jr.', 'Zoë; "Z"']),
      ]);
      const normalized = address.toLowerCase();
      if (!addresses.includes(normalized)) addresses.push(normalized);
    }
  }
  return { rows, addresses, invalidRows };
}

function csvText(random: Random, rows: string[][]): string {
  const delimiter = random.pick([',', ';', '\t']);
  const newline = random.pick(['\n', '\r\n']);
  const quoteAll = random.next() < 0.3;
  const quote = (cell: string) =>
    quoteAll || cell.includes(delimiter) || cell.includes('"') || cell.includes('\n')
      ? `"${cell.replaceAll('"', '""')}"`
      : cell;
  const bom = random.next() < 0.3 ? '\ufeff' : '';
  const end = random.pick(['', newline, newline + newline]);
  return bom + rows.map((cells) => cells.map(quote).join(delimiter)).join(newline) + end;
}

function randomBytes(random: Random, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => random.int(256));
}

describe('thousands of generated files', () => {
  test('valid CSV and XLSX in every dialect give exactly their addresses and invalid rows', async () => {
    const random = randomSource(1);
    for (let i = 0; i < 1500; i++) {
      const sheet = generateSheet(random);
      const asXlsx = i % 5 === 0;
      const bytes = asXlsx ? minimalXlsx(sheet.rows) : new TextEncoder().encode(csvText(random, sheet.rows));
      const outcome = await parseSafely(bytes);
      if (sheet.addresses.length === 0 && sheet.invalidRows.length === 0) {
        expect(outcome.ok ? 'ok' : outcome.problem.kind, `file ${i}`).toBe('no-addresses');
        continue;
      }
      expect(outcome.ok, `file ${i}`).toBe(true);
      if (!outcome.ok) continue;
      expect(outcome.list.addresses, `file ${i}`).toEqual(sheet.addresses);
      expect(
        outcome.list.invalid.map((row) => row.row),
        `file ${i}`,
      ).toEqual(sheet.invalidRows);
    }
  });

  test('a wrong header is always reported with what was found', async () => {
    const random = randomSource(2);
    for (let i = 0; i < 300; i++) {
      const sheet = generateSheet(random);
      const found = random.pick(['Name', 'e-mail', 'emails', 'correo', 'a@example.com', 'Email address']);
      sheet.rows[0] = [found, 'email'];
      const outcome = await parseSafely(new TextEncoder().encode(csvText(random, sheet.rows)));
      expect(outcome).toEqual({ ok: false, problem: { kind: 'wrong-header', found } });
    }
  });

  test('random bytes, truncated and corrupted workbooks, mixed delimiters never throw', async () => {
    const random = randomSource(3);
    for (let i = 0; i < 1500; i++) {
      const kind = i % 6;
      let bytes: Uint8Array;
      if (kind === 0) bytes = randomBytes(random, random.int(3000));
      else if (kind === 1) {
        const workbook = minimalXlsx(generateSheet(random).rows);
        bytes = workbook.slice(0, random.int(workbook.length));
      } else if (kind === 2) {
        bytes = minimalXlsx(generateSheet(random).rows);
        for (let flips = random.int(20) + 1; flips > 0; flips--)
          bytes[random.int(bytes.length)] = random.int(256);
      } else if (kind === 3) {
        const mixed = generateSheet(random)
          .rows.map((cells) => cells.join(random.pick([',', ';', '\t', '|', ', '])))
          .join(random.pick(['\n', '\r\n', '\r']));
        bytes = new TextEncoder().encode(mixed);
      } else if (kind === 4) {
        const prefix = random.pick([
          [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
          [0x50, 0x4b, 0x03, 0x04],
          [0xff, 0xfe],
          [0xef, 0xbb, 0xbf],
          [0x25, 0x50, 0x44, 0x46],
        ]);
        bytes = new Uint8Array([...prefix, ...randomBytes(random, random.int(2000))]);
      } else {
        const text = csvText(random, generateSheet(random).rows);
        bytes = new TextEncoder().encode(text.slice(0, random.int(text.length + 1)));
      }
      const outcome = await parseSafely(bytes);
      if (kind === 0 && bytes.length > 200) expect(outcome.ok, `file ${i}`).toBe(false);
      if (kind === 1 && bytes.length < 40) expect(outcome.ok, `file ${i}`).toBe(false);
    }
  }, 60_000);
});
