import { describe, expect, test } from 'vitest';
import { isEmailAddress, normalizeEmailAddress } from '../functions/_shared/email-address.ts';
import { random as mulberry32 } from '../functions/_shared/pages/art/seed.ts';
import { testDatabase } from './testing/database.ts';

const db = testDatabase();

/** A small deterministic generator (the pages' mulberry32), so a failure can be reproduced. */
function randomSource(seed: number) {
  const next = mulberry32(seed);
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const LOCAL_CHARS = "abcXYZ019!#$%&'*+/=?^_`{|}~-.";
const HOST_CHARS = 'abcXYZ019-.';
const AWKWARD = [
  ' ',
  '\t',
  '\r',
  '\n',
  '\u00a0',
  '\ufeff',
  '\u2003',
  '@',
  '..',
  '"',
  ',',
  ';',
  '(',
  '\\',
  'é',
  'É',
  'ß',
  'İ',
  'K',
  'ı',
  'ﬀ',
  'Ω',
  '😀',
  'ä',
  '中',
  '\u0301',
  'xn--',
  '\u0001',
];

function randomText(random: ReturnType<typeof randomSource>, chars: string, max: number) {
  // Whole code points: a lone surrogate cannot reach Postgres as text.
  const points = Array.from(chars);
  let out = '';
  const length = random.int(max) + 1;
  for (let i = 0; i < length; i++) out += random.pick(points);
  return out;
}

function generateStrings(count: number): string[] {
  const random = randomSource(20261121);
  const out: string[] = [];
  const tlds = ['com', 'io', 'c', 'x1', 'xn--p1ai', 'XN--P1AI', 'co.uk', 'museum', '1com', 'com-'];
  while (out.length < count) {
    const kind = random.int(6);
    const local = randomText(random, LOCAL_CHARS, 12);
    const host = randomText(random, HOST_CHARS, 12);
    let candidate: string;
    if (kind === 0) candidate = `${local}@${host}.${random.pick(tlds)}`;
    else if (kind === 1)
      candidate = `${randomText(random, 'abcdefghij', 10)}@${randomText(random, 'klmnop', 8)}.com`;
    else if (kind === 2) {
      // A plausible address with one awkward piece spliced in somewhere.
      const base = `${randomText(random, 'abcdef.', 8)}@example.${random.pick(tlds)}`;
      const at = random.int(base.length + 1);
      candidate = base.slice(0, at) + random.pick(AWKWARD) + base.slice(at);
    } else if (kind === 3) {
      // Trimmed and untrimmed padding, and upper case.
      const pad = () => randomText(random, ' \t\r\n\u00a0\ufeff\u2003', 3);
      candidate = `${pad()}${randomText(random, 'ABCdef', 8)}@Example.COM${pad()}`;
    } else if (kind === 4) {
      // Lengths around the limits: 64-character local parts and 254-character addresses.
      const localLength = 60 + random.int(8);
      const hostLength = 180 + random.int(20);
      const label = 'a'.repeat(Math.min(63, hostLength));
      const labels = [label, 'b'.repeat(hostLength - label.length || 1)];
      candidate = `${'l'.repeat(localLength)}@${labels.join('.')}.com`;
    } else {
      candidate = randomText(random, `${LOCAL_CHARS}${HOST_CHARS}@${AWKWARD.join('')}`, 30);
    }
    out.push(candidate);
  }
  return out;
}

const EDGE_CASES = [
  '',
  ' ',
  'a@b.co',
  'a@b.c',
  'A@B.CO',
  ' a@b.co ',
  '\ufeffa@b.co',
  '\u00a0a@b.co\u00a0',
  '\u2003a@b.co',
  'a@b.co\n',
  'a.@b.co',
  '.a@b.co',
  'a..b@b.co',
  'a@-b.co',
  'a@b-.co',
  'a@b--c.co',
  'a@b.xn--p1ai',
  'a@b.xn--',
  'İnfo@example.com',
  'Kelvin@example.com',
  'straße@example.com',
  'user@例え.jp',
  'user@localhost',
  `${'a'.repeat(64)}@example.com`,
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(244)}.com`,
  `a@${'b'.repeat(245)}.com`,
  '"quoted"@example.com',
  'a b@example.com',
  'a@b@example.com',
];

/** The cases people type, each with the answer both rules must give, as typed and normalized. */
const NAMED_CASES: readonly [address: string, valid: boolean][] = [
  ['ana@example.com', true],
  ['first.last+tag@mail.example.co.uk', true],
  ["o'brien@example.io", true],
  ['a@b.xn--p1ai', true],
  ['a..b@example.com', false],
  ['.ana@example.com', false],
  ['ana.@example.com', false],
  ['ana@.example.com', false],
  ['ana@example.com.', false],
  ['ana@example', false],
  ['ana@example.c', false],
  ['ana@', false],
  ['@example.com', false],
  ['ana maría@example.com', false],
  ['ana@exam ple.com', false],
  [' ana@example.com ', false],
  ['maría@example.com', false],
  ['ana@exämple.com', false],
  ['ana@例え.jp', false],
  [`${'a'.repeat(64)}@example.com`, true],
  [`${'a'.repeat(65)}@example.com`, false],
  [`a@${'b'.repeat(248)}.com`, true],
  [`a@${'b'.repeat(249)}.com`, false],
  ['ANA@EXAMPLE.COM', true],
  ['Ana.Maria@Example.Com', true],
];

describe('the address rule in TypeScript and in SQL', () => {
  test('give the same answer on every named case, as typed and normalized', async () => {
    const addresses = NAMED_CASES.map(([address]) => address);
    const { rows } = await db.admin.query<{ raw: boolean | null; normalized: boolean | null }>(
      `select private.is_valid_email(s) as raw, private.is_valid_email(private.normalize_email(s)) as normalized
       from unnest($1::text[]) with ordinality as t(s, n) order by n`,
      [addresses],
    );
    const answers = NAMED_CASES.map(([address], index) => ({
      address,
      sql: { raw: rows[index]?.raw ?? false, normalized: rows[index]?.normalized ?? false },
      ts: { raw: isEmailAddress(address), normalized: isEmailAddress(normalizeEmailAddress(address)) },
    }));
    expect(
      answers.filter(
        (answer) => answer.sql.raw !== answer.ts.raw || answer.sql.normalized !== answer.ts.normalized,
      ),
    ).toEqual([]);
    expect(answers.map((answer) => [answer.address, answer.ts.raw])).toEqual(NAMED_CASES);
  });

  test('agree on a few thousand generated strings, valid and invalid, with unicode and edge cases', async () => {
    const samples = [...EDGE_CASES, ...generateStrings(4000)];
    const { rows } = await db.admin.query<{ normalized: string; valid: boolean | null }>(
      `select private.normalize_email(s) as normalized, private.is_valid_email(private.normalize_email(s)) as valid
       from unnest($1::text[]) with ordinality as t(s, n) order by n`,
      [samples],
    );
    const disagreements = samples.flatMap((sample, index) => {
      const row = rows[index];
      const normalized = normalizeEmailAddress(sample);
      const valid = isEmailAddress(normalized);
      const same = row?.normalized === normalized && (row?.valid ?? false) === valid;
      return same ? [] : [{ sample, sql: row, ts: { normalized, valid } }];
    });
    expect(disagreements).toEqual([]);
    // The generator has to exercise both sides of the rule, or the agreement proves little.
    const validCount = rows.filter((row) => row.valid).length;
    expect(validCount).toBeGreaterThan(500);
    expect(samples.length - validCount).toBeGreaterThan(500);
  });
});
