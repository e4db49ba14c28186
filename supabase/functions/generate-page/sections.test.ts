/** Regenerating one part of a landing page: a section by its index, or the SEO title and description. */

import assert from 'node:assert/strict';
import type { AiProvider } from '../_shared/ai/provider.ts';
import { createProvider } from '../_shared/ai/select-provider.ts';
import type { PageDocument, PageSection } from '../_shared/content/page-document.ts';
import {
  campaign,
  type MemoryStore,
  memoryStore,
  post,
  testDeps,
} from '../_shared/testing/generation-support.ts';
import { createHandler } from './handler.ts';

const blank = campaign({
  id: 'd4a3f6e5-0000-4000-8000-000000000002',
  kind: 'page',
  name: 'Book a tune-up',
  mood: 'modern',
  template: 'solid',
});

async function generated() {
  const store = memoryStore([blank]);
  const first = await (
    await createHandler(testDeps(store))(post({ campaignId: blank.id, mode: 'brief' }))
  ).json();
  return campaign({ ...blank, content: first.content, html: first.html });
}

async function regenerate(body: Record<string, unknown>, store: MemoryStore, provider?: AiProvider) {
  const response = await createHandler(testDeps(store, provider))(
    post({ campaignId: blank.id, mode: 'brief', ...body }),
  );
  return { status: response.status, body: await response.json() };
}

/** The offline composer, its document rewritten: to script what fresh content holds. */
const rewriting = (change: (document: PageDocument) => PageDocument): AiProvider => {
  const offline = createProvider({});
  return {
    ...offline,
    generatePageDocument: async (brief, template, options) => {
      const fresh = await offline.generatePageDocument(brief, template, options);
      return { ...fresh, value: change(fresh.value) };
    },
  };
};

Deno.test('each section alone: it changes, every other section and the SEO stay exactly as they were', async () => {
  const before = await generated();
  const current = before.content as PageDocument;
  let changed = 0;
  for (let index = 0; index < current.sections.length; index++) {
    const store = memoryStore([before]);
    const { status, body } = await regenerate({ section: index, variation: `v${index}` }, store);
    assert.equal(status, 200, String(index));
    assert.equal(body.section, index);
    const document = body.content as PageDocument;
    assert.deepEqual(document.seo, current.seo);
    assert.equal(document.template, 'solid');
    assert.equal(document.sections.length, current.sections.length);
    document.sections.forEach((section, i) => {
      if (i === index) assert.equal(section.type, current.sections[i].type);
      else assert.deepEqual(section, current.sections[i]);
    });
    if (JSON.stringify(document.sections[index]) !== JSON.stringify(current.sections[index])) changed++;
    assert.match(body.html, /<body id="top" class="t-solid/);
    assert.deepEqual(store.saved[0].fields.content, document);
    assert.deepEqual(store.versions[0].content, before.content);
  }
  // The hero, the features and the form at least have other words to say.
  assert.ok(changed >= 3, `${changed} of ${current.sections.length} sections changed`);
});

Deno.test("'seo': the title and description alone", async () => {
  const before = await generated();
  const current = before.content as PageDocument;
  // The offline composer's title is the product and the sender, whatever the seed: script a fresh one.
  const seo = { title: 'Tune-ups in a day | Bluebird Bikes', description: 'Book a spring tune-up.' };
  const { status, body } = await regenerate(
    { section: 'seo', variation: 'v1' },
    memoryStore([before]),
    rewriting((document) => ({ ...document, seo })),
  );
  assert.equal(status, 200);
  assert.deepEqual(body.content.seo, seo);
  assert.deepEqual(body.content.sections, current.sections);
  assert.ok(body.html.includes(`<title>${seo.title}</title>`));
});

Deno.test('a second section of a type is replaced by the fresh one in the same position', async () => {
  const before = await generated();
  const current = before.content as PageDocument;
  const featuresAt = current.sections.findIndex((s) => s.type === 'features');
  const features = current.sections[featuresAt] as Extract<PageSection, { type: 'features' }>;
  const twice = { ...current, sections: [...current.sections, { ...features, heading: 'Second features' }] };
  const provider = rewriting((document) => {
    const fresh = document.sections.find((s) => s.type === 'features') as typeof features;
    return {
      ...document,
      sections: [...document.sections, { ...fresh, heading: 'Fresh second features' }],
    };
  });
  const { body } = await regenerate(
    { section: twice.sections.length - 1 },
    memoryStore([campaign({ ...before, content: twice })]),
    provider,
  );
  assert.equal(body.content.sections.at(-1).heading, 'Fresh second features');
  assert.deepEqual(body.content.sections[featuresAt], features);
});

Deno.test("the hero's uploaded image and link stay: they are the user's, not the writer's", async () => {
  const before = await generated();
  const current = before.content as PageDocument;
  const heroAt = current.sections.findIndex((s) => s.type === 'hero');
  const imageUrl = 'http://127.0.0.1:54321/storage/v1/object/public/images/w/hero.png';
  const sections = current.sections.map((s, i) =>
    i === heroAt ? { ...s, imageUrl, ctaUrl: 'https://x.example' } : s,
  );
  const { body } = await regenerate(
    { section: heroAt, variation: 'v2' },
    memoryStore([campaign({ ...before, content: { ...current, sections } })]),
  );
  assert.equal(body.content.sections[heroAt].imageUrl, imageUrl);
  assert.equal(body.content.sections[heroAt].ctaUrl, 'https://x.example');
});

Deno.test('fresh content without a section of that type: 422 section_not_generated, nothing saved', async () => {
  const before = await generated();
  const current = before.content as PageDocument;
  const faqAt = current.sections.findIndex((s) => s.type === 'faq');
  assert.ok(faqAt >= 0);
  const store = memoryStore([before]);
  const { status, body } = await regenerate(
    { section: faqAt },
    store,
    rewriting((document) => ({ ...document, sections: document.sections.filter((s) => s.type !== 'faq') })),
  );
  assert.equal(status, 422);
  assert.equal(body.error.code, 'section_not_generated');
  assert.equal(store.saved.length, 0);
});

Deno.test('refusals: an index past the last section, a name, a template with a section, no document', async () => {
  const before = await generated();
  const count = (before.content as PageDocument).sections.length;
  const cases: [ReturnType<typeof campaign>, Record<string, unknown>, string][] = [
    [before, { section: count }, 'section'],
    [before, { section: 'hero' }, 'section'],
    [before, { section: -1 }, 'section'],
    [before, { section: 0, template: 'bistro' }, 'template'],
    [blank, { section: 0 }, 'section'],
  ];
  for (const [record, extra, path] of cases) {
    const store = memoryStore([record]);
    const { status, body } = await regenerate(extra, store);
    assert.equal(status, 400, JSON.stringify(extra));
    assert.equal(body.error.issues[0].path, path, JSON.stringify(body.error.issues));
    assert.equal(store.usage.length, 0);
  }
});

Deno.test('a whole regeneration with a variation writes another page in the same template', async () => {
  const before = await generated();
  const { status, body } = await regenerate({ variation: 'v3' }, memoryStore([before]));
  assert.equal(status, 200);
  assert.equal(body.template, 'solid');
  assert.notDeepEqual(body.content, before.content);
});

Deno.test('a stored document outside the strict schema (one feature) still has a part regenerated', async () => {
  const before = await generated();
  const current = before.content as PageDocument;
  const featuresAt = current.sections.findIndex((s) => s.type === 'features');
  const features = current.sections[featuresAt] as Extract<PageSection, { type: 'features' }>;
  const thin = {
    ...current,
    sections: current.sections.map((s, i) =>
      i === featuresAt ? { ...features, items: features.items.slice(0, 1) } : s,
    ),
  };
  const heroAt = current.sections.findIndex((s) => s.type === 'hero');
  const { status, body } = await regenerate(
    { section: heroAt, variation: 'v4' },
    memoryStore([campaign({ ...before, content: thin })]),
  );
  assert.equal(status, 200);
  assert.deepEqual(body.content.sections[featuresAt], thin.sections[featuresAt]);
});
