import assert from 'node:assert/strict';
import { SAMPLE_DOCUMENT } from '../_shared/pages/fixtures/sample-document.ts';
import { createPublicPageHandler } from '../public-page/handler.ts';
import type { PublicCampaign, PublicPageStore } from '../public-page/store.ts';
import { createRenderPagesHandler } from './handler.ts';
import type { QueuedPage, StaticPageStore } from './static-store.ts';

const API = 'https://abc.supabase.co';
const SITE = 'https://pages.example.com';
const SECRET = 'service-role-secret';

function landingPage(id: string, slug: string, live = true): PublicCampaign {
  return {
    campaign: {
      id,
      workspace_id: 'b2e1d4c3-0000-4000-8000-000000000001',
      kind: 'page',
      status: 'published',
      slug,
      mood: 'modern',
      content: SAMPLE_DOCUMENT,
      html: null,
      subject: null,
      primary_color: '#f6f5ff',
      secondary_color: '#17153b',
      tertiary_color: '#5b4bdb',
      quaternary_color: '#d7d3f5',
    },
    workspace: {
      id: 'b2e1d4c3-0000-4000-8000-000000000001',
      name: 'Harbor & Pine',
      website: null,
      industry: null,
      country: 'US',
      locale: 'en',
      logo_path: null,
      primary_color: null,
      secondary_color: null,
      tertiary_color: null,
      quaternary_color: null,
      contact_street: '1 Main Street',
      contact_city: 'Austin',
      contact_region: 'TX',
      contact_zip: '78701',
      contact_country: 'US',
    },
    client: null,
    live,
  };
}

/** The pages as the database has them, the queue, the bucket and what each run finished. */
function world() {
  const pages = new Map<string, PublicCampaign>();
  const queue: QueuedPage[] = [];
  const bucket = new Map<string, string>();
  const finished: { page: string; slug: string | null; liveUntil: string | null }[] = [];
  let swept = 0;
  let failNextPut = false;
  const pageStore: PublicPageStore = {
    loadBySlug: async (slug) =>
      structuredClone([...pages.values()].find((page) => page.campaign.slug === slug) ?? null),
    loadById: async (id) => structuredClone(pages.get(id) ?? null),
    recordEvent: async () => {},
  };
  const copies: StaticPageStore = {
    claim: async (max) => queue.splice(0, max),
    finish: async (page, slug, liveUntil) => {
      finished.push({ page: page.page_id, slug, liveUntil });
    },
    liveUntil: async () => '2030-01-01T00:00:00Z',
    put: async (slug, html) => {
      if (failNextPut) {
        failNextPut = false;
        throw new Error('storage is down');
      }
      bucket.set(slug, html);
    },
    remove: async (slugs) => {
      for (const slug of slugs) bucket.delete(slug);
    },
  };
  const urls = { supabaseUrl: API, publicBaseUrl: SITE };
  const render = createRenderPagesHandler({
    env: { SUPABASE_SERVICE_ROLE_KEY: SECRET },
    urls,
    pages: () => pageStore,
    copies: () => copies,
    sweep: async () => swept,
  });
  const run = async () =>
    (await render(
      new Request(`${API}/functions/v1/render-pages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SECRET}` },
      }),
    ).then((response) => response.json())) as Record<string, number>;
  const publicPage = createPublicPageHandler({
    ...urls,
    store: () => pageStore,
    visitorSecret: 'visitor-secret',
  });
  return {
    pages,
    queue,
    bucket,
    finished,
    run,
    publicPage,
    queuePage: (id: string, ...slugs: string[]) => queue.push({ page_id: id, slugs, version: 1 }),
    sweepWillQueue: (count: number) => {
      swept = count;
    },
    failNextPut: () => {
      failNextPut = true;
    },
  };
}

const ID = '6f1c2a9e-0000-4000-8000-000000000001';
const OTHER = '6f1c2a9e-0000-4000-8000-000000000002';

Deno.test("a live page's copy is the public-page function's answer, byte for byte", async () => {
  const w = world();
  w.pages.set(ID, landingPage(ID, 'fieldnote'));
  w.queuePage(ID, 'fieldnote');
  assert.deepEqual(await w.run(), { swept: 0, rendered: 1, removed: 0, failed: 0 });
  const served = await w.publicPage(new Request(`${API}/functions/v1/public-page/fieldnote`));
  assert.equal(w.bucket.get('fieldnote'), await served.text());
  assert.deepEqual(w.finished, [{ page: ID, slug: 'fieldnote', liveUntil: '2030-01-01T00:00:00Z' }]);
});

Deno.test('a new slug: the copy moves, the old one goes', async () => {
  const w = world();
  w.bucket.set('old-name', '<old>');
  w.pages.set(ID, landingPage(ID, 'new-name'));
  w.queuePage(ID, 'new-name', 'old-name');
  await w.run();
  assert.deepEqual([...w.bucket.keys()], ['new-name']);
});

Deno.test("a slug given up and taken by another page keeps that page's copy", async () => {
  const w = world();
  w.bucket.set('shared', '<the other page>');
  w.pages.set(ID, landingPage(ID, 'renamed'));
  w.pages.set(OTHER, landingPage(OTHER, 'shared'));
  w.queuePage(ID, 'renamed', 'shared');
  await w.run();
  assert.equal(w.bucket.get('shared'), '<the other page>');
  assert.ok(w.bucket.has('renamed'));
});

Deno.test('a page that is no longer live, or gone, loses its copy', async () => {
  const w = world();
  w.bucket.set('lapsed', '<page>');
  w.bucket.set('deleted', '<page>');
  w.pages.set(ID, landingPage(ID, 'lapsed', false));
  w.queuePage(ID, 'lapsed');
  w.queuePage(OTHER, 'deleted');
  w.sweepWillQueue(1);
  assert.deepEqual(await w.run(), { swept: 1, rendered: 0, removed: 2, failed: 0 });
  assert.deepEqual([...w.bucket.keys()], []);
  assert.deepEqual(
    w.finished.map((f) => f.slug),
    [null, null],
  );
});

Deno.test("one page's failure is counted and not finished; the others go on", async () => {
  const w = world();
  w.pages.set(ID, landingPage(ID, 'first'));
  w.pages.set(OTHER, landingPage(OTHER, 'second'));
  w.queuePage(ID, 'first');
  w.queuePage(OTHER, 'second');
  w.failNextPut();
  assert.deepEqual(await w.run(), { swept: 0, rendered: 1, removed: 0, failed: 1 });
  assert.deepEqual(
    w.finished.map((f) => f.page),
    [OTHER],
  );
});

Deno.test('only the service role may run it', async () => {
  const w = world();
  const handler = createRenderPagesHandler({
    env: { SUPABASE_SERVICE_ROLE_KEY: SECRET },
    urls: { supabaseUrl: API, publicBaseUrl: SITE },
    pages: () => {
      throw new Error('not reached');
    },
    copies: () => {
      throw new Error('not reached');
    },
    sweep: async () => 0,
  });
  for (const authorization of ['', 'Bearer wrong', `Bearer ${SECRET}x`]) {
    const response = await handler(
      new Request(`${API}/functions/v1/render-pages`, {
        method: 'POST',
        headers: authorization ? { Authorization: authorization } : {},
      }),
    );
    assert.equal(response.status, 401, authorization);
  }
  assert.equal((await handler(new Request(`${API}/functions/v1/render-pages`))).status, 405);
  assert.equal(w.finished.length, 0);
});
