/**
 * The public-page function through the real gateway and real Deno on a stack of this file's own:
 * pages inserted by the tables' owner, visitors without a token, page_is_live deciding.
 */

import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SAMPLE_DOCUMENT } from '../functions/_shared/pages/fixtures/sample-document.ts';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import { fetchFrom } from './testing/fetch-from.ts';
import { HARBOR_AND_PINE, signIn, tableOwner } from './testing/stack-clients.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let stack: RunningStack;
let owner: pg.Client;

async function insertPage(slug: string, subscribed: boolean, template = 'venus') {
  const { rows } = await owner.query<{ id: string }>(
    `insert into public.campaigns (workspace_id, kind, name, slug, status, template, content)
     values ($1, 'page', $2, $3, 'published', $4, $5) returning id`,
    [HARBOR_AND_PINE, `Stack page ${slug}`, slug, template, { ...SAMPLE_DOCUMENT, template }],
  );
  const id = rows[0]?.id as string;
  if (subscribed) {
    await owner.query(
      `insert into public.page_subscriptions (workspace_id, campaign_id, plan_id, status, current_period_end)
       values ($1, $2, 'basic', 'active', now() + interval '30 days')`,
      [HARBOR_AND_PINE, id],
    );
  }
  return id;
}

const open = (slug: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.apiUrl}/functions/v1/public-page/${slug}`, {
    headers: { 'User-Agent': BROWSER, ...headers },
  });

/** What the page's script sends (docs/public-pages.md "Analytics without trackers"). */
const beacon = (slug: string, body: string) =>
  fetch(`${stack.apiUrl}/functions/v1/public-page/${slug}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER },
    body,
  });

async function events(pageId: string) {
  const { rows } = await owner.query('select type, source from public.page_events where page_id = $1', [
    pageId,
  ]);
  return rows;
}

beforeAll(async () => {
  stack = await startTestStack();
  owner = await tableOwner(stack);
}, 90_000);

afterAll(async () => {
  await owner?.end();
  await stack?.stop();
});

test("a published page with an active subscription: 200, its template HTML; its script's beacon records the view", async () => {
  const id = await insertPage('stack-live-page', true);
  const response = await open('stack-live-page?utm_source=Newsletter');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain('class="t-venus s-page"');
  expect(html).toContain(`<title>${SAMPLE_DOCUMENT.seo.title.replaceAll('&', '&amp;')}</title>`);
  expect(html).toContain(`${stack.apiUrl}/functions/v1/submit-lead`);
  // Serving the page records nothing (one document serves every visitor); the browser reports it.
  expect((await beacon('stack-live-page', 'view\nNewsletter')).status).toBe(204);
  await expect.poll(() => events(id), { timeout: 5000 }).toEqual([{ type: 'view', source: 'newsletter' }]);
});

test('a published page without a subscription: the not-available page, 404, no view', async () => {
  const id = await insertPage('stack-unpaid-page', false);
  const response = await open('stack-unpaid-page');
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('This page is not available');
  expect(await events(id)).toEqual([]);
  expect((await open('stack-no-such-page')).status).toBe(404);
});

test('the ETag revalidates to 304, and changes after an edit so the edit shows at once', async () => {
  const id = await insertPage('stack-edited-page', true);
  const first = await open('stack-edited-page');
  const etag = first.headers.get('etag') ?? '';
  expect(etag).toMatch(/^"/);
  expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect((await open('stack-edited-page', { 'If-None-Match': etag })).status).toBe(304);

  const edited = {
    ...SAMPLE_DOCUMENT,
    template: 'venus',
    seo: { ...SAMPLE_DOCUMENT.seo, title: 'Edited title' },
  };
  await owner.query('update public.campaigns set content = $1 where id = $2', [edited, id]);
  const after = await open('stack-edited-page', { 'If-None-Match': etag });
  expect(after.status).toBe(200);
  expect(after.headers.get('etag')).not.toBe(etag);
  expect(await after.text()).toContain('<title>Edited title</title>');
});

test('the form-start beacon and page_analytics for the owner: views, form starts and sources per day', async () => {
  const id = await insertPage('stack-analytics-page', true);
  await open('stack-analytics-page', { Referer: 'https://www.example.org/post' });
  // The script read the referrer's host and sends it with the view and the form start.
  expect((await beacon('stack-analytics-page', 'view\nwww.example.org')).status).toBe(204);
  expect((await beacon('stack-analytics-page', 'form_start\nwww.example.org')).status).toBe(204);
  await expect.poll(async () => (await events(id)).length, { timeout: 5000 }).toBe(2);
  expect(await events(id)).toEqual(
    expect.arrayContaining([
      { type: 'view', source: 'example.org' },
      { type: 'form_start', source: 'example.org' },
    ]),
  );

  const owner = await signIn(stack, 'owner@pitchcraft.local');
  const today = new Date().toISOString().slice(0, 10);
  const { data, error } = await owner.rpc('page_analytics', { page_id: id, since: today });
  if (error) throw error;
  expect(data).toEqual([{ day: today, views: 1, form_starts: 1, leads: 0, sources: { 'example.org': 1 } }]);
});

test('one visitor counts at most 30 views and 5 form starts an hour on a page; another visitor still counts', async () => {
  const id = await insertPage('stack-limited-page', true);
  // Visitors are told apart by the address that connected (127.0.0.x), never by a header they send.
  const view = (address: string, forged: string) =>
    fetchFrom(address, `${stack.apiUrl}/functions/v1/public-page/stack-limited-page/events`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent': BROWSER,
        'X-Forwarded-For': forged,
      },
      body: 'view\n',
    });
  for (let each = 0; each < 32; each += 1) await view('127.0.0.50', `192.0.2.${each}`);
  const formStart = (address: string) =>
    fetchFrom(address, `${stack.apiUrl}/functions/v1/public-page/stack-limited-page/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER },
      body: 'form_start',
    });
  for (let start = 0; start < 7; start += 1) expect((await formStart('127.0.0.50')).status).toBe(204);
  await view('127.0.0.9', '192.0.2.1');
  await formStart('127.0.0.9');

  const counts = async () => {
    const rows = await events(id);
    return {
      views: rows.filter((row) => row.type === 'view').length,
      formStarts: rows.filter((row) => row.type === 'form_start').length,
    };
  };
  await expect.poll(counts, { timeout: 5000 }).toEqual({ views: 31, formStarts: 6 });
  // The limit's keys are HMACs: the address itself is nowhere in the database.
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    const keys = await db.query<{ key: string }>(
      "select key from private.rate_limits where bucket like 'page-%' and key like $1",
      [`${id}:%`],
    );
    expect(keys.rows.length).toBe(4);
    expect(keys.rows.some((row) => row.key.includes('127.0.0.50'))).toBe(false);
  } finally {
    await db.end();
  }
});
