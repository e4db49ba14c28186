import { describe, expect, test } from 'vitest';
import { INVISIBLE_CHARACTERS } from '../../src/lib/forms/visible-text.ts';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, users } from './testing/fixtures.ts';

/** Names hold no control or format character (private.is_valid_name, on every name column). */
const db = testDatabase();

const run = (actor: Actor, sql: string, params: unknown[] = []) =>
  outcome(db.attempt(actor, (c) => c.query(sql, params)));

// A right-to-left override turns "Invoice gpj.exe" into "Invoice exe.jpg" on screen; the others
// hide in a name, make two names look alike or break a line.
const INVISIBLE = {
  'right-to-left override': 'Invoice \u202Egpj.exe',
  'left-to-right embedding': 'Acme\u202A',
  'first strong isolate': '\u2068Acme',
  'zero-width space': 'Ac\u200Bme',
  'zero-width joiner': 'Ac\u200Dme',
  'right-to-left mark': 'Acme\u200F',
  'byte order mark': '\uFEFFAcme',
  'soft hyphen': 'Ac\u00ADme',
  'word joiner': 'Ac\u2060me',
  'line separator': 'Acme\u2028Inc',
  'escape (C0)': 'Acme\u001B[31m',
  'next line (C1)': 'Acme\u0085',
  'tag character': 'Acme\u{E0041}',
} as const;

describe.each(Object.entries(INVISIBLE))('a name with a %s is refused', (_, name) => {
  test('workspace, client and campaign names, as a member', async () => {
    expect(await run('ownerA', 'update public.workspaces set name = $1 where id = $2', [name, A.id])).toBe(
      '23514',
    );
    expect(await run('memberA', 'update public.clients set name = $1 where id = $2', [name, A.client])).toBe(
      '23514',
    );
    expect(await run('memberA', 'update public.campaigns set name = $1 where id = $2', [name, A.email])).toBe(
      '23514',
    );
    expect(
      await run('memberA', `insert into public.clients (workspace_id, name) values ($1, $2)`, [A.id, name]),
    ).toBe('23514');
    expect(await run('memberA', `select public.create_workspace($1)`, [name])).toBe('23514');
  });

  test('sender names and the workspace contact', async () => {
    for (const column of ['sender_name', 'contact_first_name', 'contact_last_name']) {
      expect(
        await run('ownerA', `update public.workspaces set ${column} = $1 where id = $2`, [name, A.id]),
      ).toBe('23514');
    }
    expect(
      await run('memberA', 'update public.clients set sender_name = $1 where id = $2', [name, A.client]),
    ).toBe('23514');
    expect(
      await run('memberA', 'update public.campaigns set sender_name = $1 where id = $2', [name, A.email]),
    ).toBe('23514');
  });

  test('the profile’s full name', async () => {
    expect(
      await run('memberA', 'update public.profiles set full_name = $1 where id = $2', [name, users.memberA]),
    ).toBe('23514');
  });

  test('lead names from the service, and the contact form’s names', async () => {
    for (const [first, last] of [
      [name, 'Lead'],
      ['Lena', name],
    ]) {
      expect(
        await run(
          'service',
          `insert into public.leads (campaign_id, first_name, last_name, email) values ($1, $2, $3, 'rtl@example.com')`,
          [A.page, first, last],
        ),
      ).toBe('23514');
    }
    const contact = (first: string, last: string) =>
      outcome(
        db.attempt('anon', (c) =>
          c.query(`select public.submit_contact($1, $2, 'ada@example.com')`, [first, last]),
        ),
      );
    expect(await contact(name, 'Lovelace')).toBe('invalid_first_name');
    expect(await contact('Ada', name)).toBe('invalid_last_name');
  });
});

test('names in any script, with accents, emoji and punctuation, stay valid', async () => {
  for (const name of [
    'Panadería Casa Verde',
    'مخبز القرية',
    'שלום',
    'こんにちは',
    'Zoë & Co. 🚲',
    "O'Brien-Smith",
  ]) {
    expect(await run('memberA', 'update public.clients set name = $1 where id = $2', [name, A.client])).toBe(
      'ok',
    );
  }
});

test('sign-up metadata loses its invisible characters instead of failing the sign-up', async () => {
  const id = '00000000-0000-4000-8000-00000000abcd';
  const client = await db.admin.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', 'rtl@example.test', '', $2, now(), now())`,
      [id, JSON.stringify({ full_name: '\u202EAda\u200B Lovelace' })],
    );
    const { rows } = await client.query('select full_name from public.profiles where id = $1', [id]);
    expect(rows).toEqual([{ full_name: 'Ada Lovelace' }]);
  } finally {
    await client.query('rollback');
    client.release();
  }
});

test('the database refuses exactly the characters JavaScript calls Cc, Cf, Zl and Zp (the app’s rule)', async () => {
  // Every code point of the Basic Multilingual Plane, and beyond it each one JavaScript refuses with
  // its neighbours (the ends of every range).
  const refusedByApp = (c: number) =>
    (c < 0xd800 || c > 0xdfff) && INVISIBLE_CHARACTERS.test(String.fromCodePoint(c));
  const candidates = new Set<number>();
  for (let c = 1; c <= 0xffff; c++) if (c < 0xd800 || c > 0xdfff) candidates.add(c);
  for (let c = 0x10000; c <= 0x10ffff; c++) {
    if (refusedByApp(c)) for (const n of [c - 1, c, c + 1]) if (n <= 0x10ffff) candidates.add(n);
  }
  const codes = [...candidates].sort((a, b) => a - b);
  const { rows } = await db.admin.query<{ c: number }>(
    `select c from unnest($1::int[]) c where not private.is_valid_name(chr(c)) order by c`,
    [codes],
  );
  expect(rows.map((row) => row.c)).toEqual(codes.filter(refusedByApp));
});
