/**
 * generate-page with a model on a fake OpenAI-compatible server on loopback: the checked document
 * is what is saved (no invented testimonial, the brief's legal line, no foreign link), and a model
 * that cannot answer leaves the offline page with the notice.
 */

import assert from 'node:assert/strict';
import { OFFLINE_DRAFT_NOTICE } from '../_shared/ai/provider.ts';
import { createProvider } from '../_shared/ai/select-provider.ts';
import { type FakeReply, withFakeModelServer } from '../_shared/ai/testing/fake-model-server.ts';
import type { PageDocument } from '../_shared/content/page-document.ts';
import { campaign, memoryStore, post, testDeps } from '../_shared/testing/generation-support.ts';
import { createHandler } from './handler.ts';

const LEGAL = 'Bookings are confirmed by phone. We never share your details.';
const page = campaign({
  id: 'd4a3f6e5-0000-4000-8000-000000000002',
  kind: 'page',
  name: 'Book a tune-up',
  mood: 'modern',
  template: 'solid',
  legal_text: LEGAL,
});

async function generate(replies: FakeReply[]) {
  let result:
    | { status: number; body: Record<string, unknown>; store: ReturnType<typeof memoryStore> }
    | undefined;
  await withFakeModelServer(replies, async (baseURL) => {
    const store = memoryStore([page]);
    const provider = createProvider({ AI_BASE_URL: baseURL, AI_MODEL: 'fake-model', AI_RETRY_BASE_MS: '5' });
    const response = await createHandler({ ...testDeps(store, provider), model: 'fake-model' })(
      post({ campaignId: page.id, mode: 'brief' }),
    );
    result = { status: response.status, body: await response.json(), store };
  });
  if (!result) throw new Error('the fake server never ran the generation');
  return result;
}

const modelPage: PageDocument = {
  version: 1,
  template: 'avilon',
  seo: {
    title: 'Spring tune-up at Bluebird Bikes',
    description: 'Brakes, gears and chain sorted while you wait.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Spring tune-up',
      headline: 'Ride into spring',
      subheadline: 'Brakes adjusted, gears indexed, chain cleaned while you wait.',
      ctaLabel: 'Book my slot',
      ctaUrl: 'https://bike-deals.example/book',
      imageUrl: '',
    },
    {
      type: 'testimonials',
      heading: 'Riders say',
      items: [{ quote: 'Fastest tune-up in the whole city, hands down', author: 'Sam P.', role: 'Commuter' }],
    },
    { type: 'footer', legal: '' },
  ],
};

Deno.test('the checked page is saved: no invented testimonial, the brief’s legal line, the form as the button', async () => {
  const { status, body, store } = await generate([
    { content: `\`\`\`json\n${JSON.stringify(modelPage)}\n\`\`\`` },
  ]);
  assert.equal(status, 200);
  assert.equal(body.notice, null);
  const saved = store.saved[0].fields.content as PageDocument;
  assert.equal(saved.template, 'solid');
  assert.deepEqual(
    saved.sections.map((s) => s.type),
    ['hero', 'footer'],
  );
  const [hero, footer] = saved.sections;
  assert.equal(hero.type === 'hero' && hero.ctaUrl, '');
  assert.equal(footer.type === 'footer' && footer.legal, LEGAL);
  const html = store.saved[0].fields.html;
  assert.doesNotMatch(html, /Sam P\.|bike-deals/);
  assert.match(html, /Bookings are confirmed by phone/);
  assert.deepEqual(
    store.usage.map((u) => [u.provider, u.status, u.promptTokens]),
    [['openai', 'succeeded', 100]],
  );
});

Deno.test('a model that fails: the offline page with the notice, every failed call recorded', async () => {
  const { status, body, store } = await generate(Array.from({ length: 5 }, () => ({ status: 500 })));
  assert.equal(status, 200);
  assert.equal(body.notice, OFFLINE_DRAFT_NOTICE);
  assert.equal((store.saved[0].fields.content as PageDocument).template, 'solid');
  assert.deepEqual(
    store.usage.map((u) => `${u.provider}:${u.status}`),
    [...Array(5).fill('openai:failed'), 'offline:succeeded'],
  );
});
