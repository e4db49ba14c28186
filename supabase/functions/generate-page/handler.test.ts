import assert from 'node:assert/strict';
import { LOCALES, PAGE_TEMPLATES } from '../_shared/content/brief.ts';
import { pageDocumentSchema } from '../_shared/content/page-document.ts';
import { campaign, memoryStore, post, testDeps } from '../_shared/testing/generation-support.ts';
import { createHandler } from './handler.ts';

const page = campaign({
  id: 'd4a3f6e5-0000-4000-8000-000000000002',
  kind: 'page',
  name: 'Book a tune-up',
  mood: 'modern',
  template: 'solid',
  legal_text: 'Bookings are confirmed by phone. We never share your details.',
});
const call = (body: unknown, store = memoryStore([page])) => createHandler(testDeps(store))(post(body));

Deno.test("the page document, rendered by the page's template and saved with it", async () => {
  const store = memoryStore([page]);
  const response = await call({ campaignId: page.id, mode: 'brief' }, store);
  assert.equal(response.status, 200);
  const body = await response.json();
  pageDocumentSchema.parse(body.content);
  assert.equal(body.template, 'solid');
  assert.equal(body.content.template, 'solid');
  assert.match(body.html, /<body id="top" class="t-solid/);
  // A preview: not indexed, no script; the form shown as visitors will see it, posting to submit-lead.
  assert.match(body.html, /<meta name="robots" content="noindex, nofollow">/);
  assert.doesNotMatch(body.html, /<script/);
  assert.match(body.html, /action="http:\/\/127\.0\.0\.1:54321\/functions\/v1\/submit-lead"/);
  assert.match(body.html, new RegExp(`name="page_id" value="${page.id}"`));
  assert.match(body.html, /Bookings are confirmed by phone/);
  const [saved] = store.saved;
  assert.equal(saved.fields.template, 'solid');
  assert.equal(saved.fields.design, null);
  assert.deepEqual(saved.fields.content, body.content);
  assert.equal(saved.fields.subject, undefined);
  assert.equal(store.usage[0].kind, 'page');
});

Deno.test('the requested template wins; without one, the best fit for the brief', async () => {
  const chosen = await (await call({ campaignId: page.id, mode: 'brief', template: 'bistro' })).json();
  assert.equal(chosen.template, 'bistro');
  assert.match(chosen.html, /class="t-bistro/);

  const restaurant = campaign({
    ...page,
    template: null,
    name: 'Dinner at Olivo',
    product_name: 'Tasting menu',
    description: 'A seasonal tasting menu at our restaurant: seven courses, wine pairing, chef’s table.',
  });
  const picked = await (await call({ campaignId: page.id, mode: 'brief' }, memoryStore([restaurant]))).json();
  assert.ok(['bistro', 'tasty'].includes(picked.template), picked.template);
});

Deno.test('every template renders through the function, in both languages', async () => {
  for (const template of PAGE_TEMPLATES) {
    for (const locale of LOCALES) {
      const body = await (await call({ campaignId: page.id, mode: 'brief', template, locale })).json();
      assert.equal(body.template, template);
      assert.match(body.html, new RegExp(`<html lang="${locale}">`));
    }
  }
});

Deno.test('refusals: an email campaign, an unknown template, a hidden page', async () => {
  const email = campaign();
  const wrongKind = await call({ campaignId: email.id, mode: 'brief' }, memoryStore([email]));
  assert.equal(wrongKind.status, 400);
  await wrongKind.body?.cancel();
  const badTemplate = await call({ campaignId: page.id, mode: 'brief', template: 'Solid' });
  assert.equal(badTemplate.status, 400);
  assert.equal((await badTemplate.json()).error.issues[0].path, 'template');
  const hidden = await call({ campaignId: page.id, mode: 'brief' }, memoryStore([]));
  assert.equal(hidden.status, 404);
  await hidden.body?.cancel();
});
