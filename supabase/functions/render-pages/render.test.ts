import assert from 'node:assert/strict';
import { landingPageRow, memoryPublicPageStore } from '../_shared/testing/public-page-memory-store.ts';
import { createPublicPageHandler } from '../public-page/handler.ts';
import { createRenderPagesHandler } from './handler.ts';
import type { QueuedPage, StaticPageStore } from './static-store.ts';

const API = 'https://abc.supabase.co';
const SITE = 'https://pages.example.com';
const SECRET = 'service-role-secret';

const landingPage = (id: string, slug: string, live = true) => landingPageRow(slug, { id, live });

/** The pages as the database has them, the queue, the bucket and what each run finished. */
function world() {
  const queue: QueuedPage[] = [];
  const bucket = new Map<string, string>();
  const finished: { page: string; slug: string | null }[] = [];
  let swept = 0;
  let failNextPut = false;
  const { store: pageStore, pages } = memoryPublicPageStore();
  const copies: StaticPageStore = {
    claim: async (max) => queue.splice(0, max),
    finish: async (page, slug) => {
      finished.push({ page: page.page_id, slug });
    },
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
    render,
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
  assert.deepEqual(w.finished, [{ page: ID, slug: 'fieldnote' }]);
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

Deno.test('only the service role may run it: anyone else is refused before anything is read', async () => {
  const w = world();
  w.pages.set(ID, landingPage(ID, 'fieldnote'));
  w.queuePage(ID, 'fieldnote');
  for (const authorization of ['', 'Bearer wrong', `Bearer ${SECRET}x`]) {
    const response = await w.render(
      new Request(`${API}/functions/v1/render-pages`, {
        method: 'POST',
        headers: authorization ? { Authorization: authorization } : {},
      }),
    );
    assert.equal(response.status, 401, authorization);
  }
  assert.equal((await w.render(new Request(`${API}/functions/v1/render-pages`))).status, 405);
  assert.equal(w.queue.length, 1, 'the queue untouched');
  assert.deepEqual(await w.run(), { swept: 0, rendered: 1, removed: 0, failed: 0 });
});
