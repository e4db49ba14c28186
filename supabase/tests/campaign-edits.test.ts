import { describe, expect, test } from 'vitest';
import { outcome, testDatabase } from './testing/database.ts';
import { A, B } from './testing/fixtures.ts';

const db = testDatabase();

async function newEmail(html: string) {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, kind, name, html, subject, design)
     values ($1, 'email', 'Edits', $2, 'First subject', '{"body":{"rows":[]}}') returning id, updated_at::text`,
    [A.id, html],
  );
  return rows[0] as { id: string; updated_at: string };
}

const campaign = async (id: string) =>
  (
    await db.admin.query(
      'select html, subject, edited_at, updated_at, template, primary_color, mood from public.campaigns where id = $1',
      [id],
    )
  ).rows[0];
const versions = async (id: string) =>
  (
    await db.admin.query(
      'select html, subject, note from public.campaign_versions where campaign_id = $1 order by created_at, note',
      [id],
    )
  ).rows;

describe('save_campaign_edit', () => {
  test('saves the edit, sets edited_at, and keeps what was there when asked', async () => {
    const { id, updated_at } = await newEmail('<p>before</p>');
    await db.act('memberA', (c) =>
      c.query('select public.save_campaign_edit($1, $2, html => $3, subject => $4, keep_version => true)', [
        id,
        updated_at,
        '<p>after</p>',
        'Second subject',
      ]),
    );
    const saved = await campaign(id);
    expect([saved.html, saved.subject, saved.edited_at !== null]).toEqual([
      '<p>after</p>',
      'Second subject',
      true,
    ]);
    expect(await versions(id)).toEqual([
      { html: '<p>before</p>', subject: 'First subject', note: 'Before editing' },
    ]);
  });

  test('refuses a save on top of a stale copy, and changes nothing', async () => {
    const { id, updated_at } = await newEmail('<p>theirs</p>');
    await db.admin.query(`update public.campaigns set html = '<p>teammate</p>' where id = $1`, [id]);
    const stale = db.act('memberA', (c) =>
      c.query('select public.save_campaign_edit($1, $2, html => $3)', [id, updated_at, '<p>mine</p>']),
    );
    expect(await outcome(stale)).toBe('campaign_edit_conflict');
    expect((await campaign(id)).html).toBe('<p>teammate</p>');
  });

  test('a page document carries its template into the column, with the colours and mood saved', async () => {
    const { rows } = await db.admin.query(
      `insert into public.campaigns (workspace_id, kind, name, template) values ($1, 'page', 'P', 'avilon') returning id`,
      [A.id],
    );
    const id = rows[0].id as string;
    await db.act('memberA', (c) =>
      c.query(
        "select public.save_campaign_edit($1, null, content => $2, primary_color => '#102030', mood => 'bold')",
        [id, JSON.stringify({ version: 1, template: 'bistro', seo: {}, sections: [] })],
      ),
    );
    const saved = await campaign(id);
    expect([saved.template, saved.primary_color, saved.mood]).toEqual(['bistro', '#102030', 'bold']);
  });

  test('another workspace cannot save, and anon cannot call it', async () => {
    const { id } = await newEmail('<p>safe</p>');
    const call = (actor: 'memberB' | 'anon') =>
      outcome(
        db.attempt(actor, (c) =>
          c.query('select public.save_campaign_edit($1, null, html => $2)', [id, 'x']),
        ),
      );
    expect(await call('memberB')).toBe('campaign_not_found');
    expect(await call('anon')).toBe('42501');
    expect((await campaign(id)).html).toBe('<p>safe</p>');
  });
});

describe('restore_campaign_version', () => {
  test('brings a version back and keeps the current content as a version', async () => {
    const { id, updated_at } = await newEmail('<p>v1</p>');
    await db.act('memberA', (c) =>
      c.query('select public.save_campaign_edit($1, $2, html => $3, keep_version => true)', [
        id,
        updated_at,
        '<p>v2</p>',
      ]),
    );
    const [{ id: versionId }] = (
      await db.admin.query('select id from public.campaign_versions where campaign_id = $1', [id])
    ).rows;
    await db.act('memberA', (c) => c.query('select public.restore_campaign_version($1)', [versionId]));
    expect((await campaign(id)).html).toBe('<p>v1</p>');
    expect((await versions(id)).map((v) => [v.html, v.note])).toEqual([
      ['<p>v1</p>', 'Before editing'],
      ['<p>v2</p>', 'Before restoring'],
    ]);
  });

  test("another workspace's version is not found", async () => {
    expect(
      await outcome(
        db.attempt('memberB', (c) => c.query('select public.restore_campaign_version($1)', [A.version])),
      ),
    ).toBe('version_not_found');
    expect(B.id).not.toBe(A.id);
  });
});
