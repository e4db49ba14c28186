import { describe, expect, test } from 'vitest';
import { testDatabase } from './testing/database.ts';
import { A } from './testing/fixtures.ts';

/** Issue 18, item 7: what one account can store. */
const db = testDatabase();

const MiB = 1024 * 1024;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { code?: string; constraint?: string }) => `${e.code} ${e.constraint}`,
  );

describe('the size of a campaign', () => {
  test.each([
    ['html', `repeat('x', ${2 * MiB + 1})`, 'campaigns_html_size'],
    ['content', `jsonb_build_object('body', repeat('x', ${MiB}))`, 'campaigns_content_size'],
    ['design', `jsonb_build_object('body', repeat('x', ${5 * MiB}))`, 'campaigns_design_size'],
  ])('a member cannot store a %s past its limit', async (column, value, constraint) => {
    const update = (sql: string) =>
      refusal(
        db.attempt('memberA', (c) =>
          c.query(`update public.campaigns set ${column} = ${sql} where id = $1`, [A.email]),
        ),
      );
    expect(await update(value)).toBe(`23514 ${constraint}`);
  });

  test('a 40 MB body is refused; what the generators and Unlayer write is far below the limits', async () => {
    const update = (html: string) =>
      refusal(
        db.attempt('memberA', (c) =>
          c.query('update public.campaigns set html = $2 where id = $1', [A.email, html]),
        ),
      );
    expect(await update('x'.repeat(40 * 1000 * 1000))).toBe('23514 campaigns_html_size');
    expect(await update('x'.repeat(2 * MiB))).toBe('ok');
  });

  test('a version past the limits is refused too', async () => {
    const insert = refusal(
      db.attempt('memberA', (c) =>
        c.query(
          `insert into public.campaign_versions (workspace_id, campaign_id, html) values ($1, $2, repeat('x', ${2 * MiB + 1}))`,
          [A.id, A.email],
        ),
      ),
    );
    expect(await insert).toBe('23514 campaign_versions_html_size');
  });
});

describe('versions', () => {
  test('the newest 50 of a campaign are kept; adding more removes the oldest', async () => {
    // One request each, as the app saves them (the fixture's version is the oldest of all).
    for (let n = 0; n < 55; n++) {
      await db.act('memberA', (c) =>
        c.query(
          'insert into public.campaign_versions (workspace_id, campaign_id, html, note) values ($1, $2, $3, $3)',
          [A.id, A.email, `v${n}`],
        ),
      );
    }
    const { rows } = await db.admin.query(
      'select note from public.campaign_versions where campaign_id = $1 order by created_at, id',
      [A.email],
    );
    expect(rows).toHaveLength(50);
    expect(rows.at(-1)?.note).toBe('v54');
    expect(rows.map((r: { note: string }) => r.note)).not.toContain('v4');
    expect(rows.map((r: { note: string }) => r.note)).toContain('v5');
  });
});
