import { beforeEach, describe, expect, test } from 'vitest';
import { outcome, testDatabase } from './testing/database.ts';
import { A } from './testing/fixtures.ts';

/**
 * The queue of static copies (private.page_renders, docs/public-pages.md "Static copies"): every
 * change that alters what a visitor of a published page gets queues the page exactly once, with
 * every slug whose copy may have to go; a subscription that runs out by the clock is queued by
 * sweep_lapsed_pages; a run finishes a row only if nothing changed since it claimed it.
 */
const db = testDatabase();

interface Queued {
  page_id: string;
  slugs: string[];
  version: string;
}

const queue = async () =>
  (
    await db.admin.query<Queued>(
      'select page_id, slugs, version::text from private.page_renders order by page_id',
    )
  ).rows;

let pages = 0;
async function newPage(status = 'published') {
  pages += 1;
  const slug = `static-page-${pages}`;
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, client_id, kind, name, content, slug, status, template)
     values ($1, $2, 'page', $3, '{"sections": []}', $4, $5, 'solid') returning id`,
    [A.id, A.client, `Static ${pages}`, slug, status],
  );
  return { id: rows[0].id as string, slug };
}

async function subscribe(pageId: string) {
  const { rows } = await db.admin.query(
    `insert into public.page_subscriptions (workspace_id, campaign_id, plan_id, status, current_period_end)
     values ($1, $2, 'basic', 'active', now() + interval '30 days') returning id`,
    [A.id, pageId],
  );
  return rows[0].id as string;
}

const sql = (text: string, values: unknown[] = []) => db.admin.query(text, values);

beforeEach(async () => {
  await sql('delete from private.page_renders');
  await sql('delete from private.static_pages');
});

describe('page_renders: what queues a page', () => {
  test('publishing queues the page once, however many changes its transaction makes', async () => {
    const page = await newPage('ready');
    await subscribe(page.id);
    expect(await queue()).toEqual([]);
    const client = await db.admin.connect();
    try {
      await client.query('begin');
      await client.query(`update public.campaigns set status = 'published' where id = $1`, [page.id]);
      await client.query(`update public.campaigns set content = '{"sections": [], "x": 1}' where id = $1`, [
        page.id,
      ]);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await queue()).toEqual([{ page_id: page.id, slugs: [page.slug], version: '2' }]);
  });

  test('an edit, a new slug, unpublishing and deleting queue it with every slug to clear', async () => {
    const page = await newPage();
    await sql('delete from private.page_renders');
    await sql(`update public.campaigns set mood = 'bold' where id = $1`, [page.id]);
    expect(await queue()).toEqual([{ page_id: page.id, slugs: [page.slug], version: '1' }]);
    await sql(`update public.campaigns set slug = 'static-renamed' where id = $1`, [page.id]);
    expect((await queue())[0]?.slugs.sort()).toEqual([page.slug, 'static-renamed'].sort());
    await sql('delete from private.page_renders');
    await sql(`update public.campaigns set status = 'archived' where id = $1`, [page.id]);
    expect(await queue()).toEqual([{ page_id: page.id, slugs: ['static-renamed'], version: '1' }]);
    await sql('delete from private.page_renders');
    // Unpublished, an edit changes nothing a visitor gets.
    await sql(`update public.campaigns set content = '{"sections": [], "y": 2}' where id = $1`, [page.id]);
    expect(await queue()).toEqual([]);
    await sql('delete from public.campaigns where id = $1', [page.id]);
    expect(await queue()).toEqual([{ page_id: page.id, slugs: ['static-renamed'], version: '1' }]);
  });

  test("what a visitor never sees (the page's name, an email campaign) queues nothing", async () => {
    const page = await newPage();
    await sql('delete from private.page_renders');
    await sql(`update public.campaigns set name = 'Renamed inside the app' where id = $1`, [page.id]);
    await sql(`update public.campaigns set subject = 'Hi' where id = $1`, [A.email]);
    expect(await queue()).toEqual([]);
  });

  test("the page's plan or subscription changing queues it; a page not published is left alone", async () => {
    const page = await newPage();
    const subscription = await subscribe(page.id);
    await sql('delete from private.page_renders');
    await sql(`update public.page_subscriptions set plan_id = 'premium' where id = $1`, [subscription]);
    expect(await queue()).toEqual([{ page_id: page.id, slugs: [page.slug], version: '1' }]);
    await sql('delete from private.page_renders');
    await sql(`update public.page_subscriptions set updated_at = now() + interval '1 second' where id = $1`, [
      subscription,
    ]);
    expect(await queue(), 'a write that changes nothing that matters').toEqual([]);
    await sql(`update public.page_subscriptions set status = 'canceled' where id = $1`, [subscription]);
    expect(await queue()).toEqual([{ page_id: page.id, slugs: [page.slug], version: '1' }]);
    await sql('delete from private.page_renders');
    const unpublished = await newPage('ready');
    await subscribe(unpublished.id);
    expect(await queue()).toEqual([]);
  });

  test("the brand of the page's workspace or client queues each of its published pages", async () => {
    const page = await newPage();
    await sql('delete from private.page_renders');
    await sql(`update public.clients set primary_color = '#123456' where id = $1`, [A.client]);
    const byClient = (await queue()).map((row) => row.page_id);
    expect(byClient).toContain(page.id);
    expect(byClient).toContain(A.page);
    await sql('delete from private.page_renders');
    await sql(`update public.workspaces set name = 'Renamed studio' where id = $1`, [A.id]);
    expect((await queue()).map((row) => row.page_id)).toContain(page.id);
    await sql('delete from private.page_renders');
    await sql(`update public.clients set contact_email = 'new@client.test' where id = $1`, [A.client]);
    expect(await queue(), 'a contact the page does not show').toEqual([]);
  });
});

describe('sweep_lapsed_pages: a subscription that runs out by the clock', () => {
  test('queues a served copy once its live_until has passed, once', async () => {
    const page = await newPage();
    await sql('delete from private.page_renders');
    // Rendered while live; the clock has since moved past the end of its period.
    await sql(
      `insert into private.static_pages (page_id, slug, live_until) values ($1, $2, now() - interval '1 second')`,
      [page.id, page.slug],
    );
    const later = await newPage();
    await sql(
      `insert into private.static_pages (page_id, slug, live_until) values ($1, $2, now() + interval '1 day')`,
      [later.id, later.slug],
    );
    await sql('delete from private.page_renders');
    const sweep = () =>
      db.act('service', async (c) => (await c.query('select public.sweep_lapsed_pages() as n')).rows[0].n);
    expect(await sweep()).toBe(1);
    expect(await sweep(), 'already queued').toBe(0);
    expect(await queue()).toEqual([{ page_id: page.id, slugs: [page.slug], version: '1' }]);
  });
});

describe('claim and finish', () => {
  const claim = () =>
    db.act('service', async (c) => (await c.query('select * from public.claim_page_renders(10)')).rows);
  const finish = (pageId: string, version: string, slug: string | null) =>
    db.act('service', (c) =>
      c.query('select public.finish_page_render($1, $2, $3)', [pageId, version, slug]),
    );

  test('a claimed row is not claimed twice; a change during the run keeps it for the next run', async () => {
    const page = await newPage();
    const first = await claim();
    expect(first).toEqual([{ page_id: page.id, slugs: [page.slug], version: '1' }]);
    expect(await claim(), 'held by the first run').toEqual([]);
    await sql(`update public.campaigns set mood = 'soft' where id = $1`, [page.id]);
    await finish(page.id, '1', page.slug);
    expect(await queue()).toEqual([{ page_id: page.id, slugs: [page.slug], version: '2' }]);
    const second = await claim();
    expect(second).toEqual([{ page_id: page.id, slugs: [page.slug], version: '2' }]);
    await finish(page.id, '2', page.slug);
    expect(await queue()).toEqual([]);
    // The copy is listed until the page's live subscription's period ends (none yet: no end).
    const listed = () =>
      sql(
        `select s.slug, s.live_until is not distinct from (
           select p.current_period_end from public.page_subscriptions p where p.campaign_id = s.page_id
         ) as until_period_end, s.live_until is null as open_ended
         from private.static_pages s where s.page_id = $1`,
        [page.id],
      ).then((result) => result.rows);
    expect(await listed()).toEqual([{ slug: page.slug, until_period_end: true, open_ended: true }]);
    await subscribe(page.id);
    const [resubscribed] = await claim();
    await finish(page.id, resubscribed.version, page.slug);
    expect(await listed()).toEqual([{ slug: page.slug, until_period_end: true, open_ended: false }]);
    // Removed: no copy listed any more.
    await sql(`update public.campaigns set status = 'archived' where id = $1`, [page.id]);
    await claim();
    await finish(page.id, '1', null);
    expect((await sql('select 1 from private.static_pages where page_id = $1', [page.id])).rows).toEqual([]);
  });

  test('only the service role runs the queue', async () => {
    for (const actor of ['anon', 'ownerA'] as const) {
      for (const call of [
        'select public.claim_page_renders(1)',
        'select public.sweep_lapsed_pages()',
        `select public.finish_page_render('${A.page}', 1, null)`,
        'select * from private.page_renders',
        'select private.sweep_lapsed_pages()',
      ]) {
        expect(await outcome(db.attempt(actor, (c) => c.query(call))), `${actor}: ${call}`).toBe('42501');
      }
    }
  });
});
