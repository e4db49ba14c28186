/** Regenerating the whole email with a variation, or one part of it alone. */

import assert from 'node:assert/strict';
import { readBrief } from '../_shared/ai/brief-facts.ts';
import { composeEmail } from '../_shared/ai/composer/compose-email.ts';
import type { AiProvider, GenerationOptions } from '../_shared/ai/provider.ts';
import { createProvider } from '../_shared/ai/select-provider.ts';
import { sampleBrief } from '../_shared/ai/test-briefs.ts';
import { withFakeModelServer } from '../_shared/ai/testing/fake-model-server.ts';
import { type EmailContent, emailContentSchema } from '../_shared/content/email-content.ts';
import {
  campaign,
  type MemoryStore,
  memoryStore,
  post,
  testDeps,
} from '../_shared/testing/generation-support.ts';
import { createHandler } from './handler.ts';

const blank = campaign();

/** The campaign as a first generation left it: its content, design, HTML, subject and preheader. */
async function generated() {
  const store = memoryStore([blank]);
  const first = await (
    await createHandler(testDeps(store))(post({ campaignId: blank.id, mode: 'brief' }))
  ).json();
  return campaign({
    content: first.content,
    design: first.design,
    html: first.html,
    subject: first.subject,
    preheader: first.preheader,
  });
}

async function regenerate(body: Record<string, unknown>, store: MemoryStore, provider?: AiProvider) {
  const response = await createHandler(testDeps(store, provider))(
    post({ campaignId: blank.id, mode: 'brief', ...body }),
  );
  return { status: response.status, body: await response.json() };
}

const without = (content: EmailContent, ...keys: (keyof EmailContent)[]) =>
  Object.fromEntries(Object.entries(content).filter(([key]) => !keys.includes(key as keyof EmailContent)));

Deno.test('no variation: the same brief writes the same email; a variation writes another', async () => {
  const store = memoryStore([blank]);
  const first = await regenerate({}, store);
  const again = await regenerate({}, store);
  assert.deepEqual(again.body.content, first.body.content);
  const varied = await regenerate({ variation: 'a1b2c3' }, store);
  assert.notDeepEqual(varied.body.content, first.body.content);
  emailContentSchema.parse(varied.body.content);
});

Deno.test('a whole regeneration of generated content writes something else, even without a variation', async () => {
  const before = await generated();
  const store = memoryStore([before]);
  const { status, body } = await regenerate({}, store);
  assert.equal(status, 200);
  assert.notDeepEqual(body.content, before.content);
  assert.equal(store.versions[0].html, before.html);
});

Deno.test('the headline and introduction alone: the rest of the content stays exactly as it was', async () => {
  const before = await generated();
  const current = before.content as EmailContent;
  const store = memoryStore([before]);
  const { status, body } = await regenerate({ section: 'intro', variation: 'v1' }, store);
  assert.equal(status, 200);
  assert.equal(body.section, 'intro');
  assert.notEqual(`${body.content.headline}${body.content.intro}`, `${current.headline}${current.intro}`);
  assert.deepEqual(without(body.content, 'headline', 'intro'), without(current, 'headline', 'intro'));
  // Laid out again from the merged content, by the same builder and renderer.
  assert.ok(body.html.includes(body.content.headline.replace(/&/g, '&amp;').replace(/'/g, '&#39;')));
  assert.ok(body.html.includes(current.sections[0].heading.replace(/&/g, '&amp;').replace(/'/g, '&#39;')));
  assert.equal(body.subject, before.subject);
  const [saved] = store.saved;
  assert.deepEqual(saved.fields.content, body.content);
  assert.equal(saved.fields.subject, before.subject);
  assert.equal(saved.fields.preheader, before.preheader);
  assert.equal(saved.fields.html, body.html);
  // The earlier content is kept as a version, as for a whole regeneration.
  assert.equal(body.previousVersionId, 'version-1');
  assert.deepEqual(store.versions[0].content, before.content);
});

Deno.test('each part replaces only itself', async () => {
  const before = await generated();
  const current = before.content as EmailContent;
  const cases: [string, (keyof EmailContent)[]][] = [
    ['subject', ['subject', 'preheader']],
    ['callToAction', ['callToAction']],
    ['closing', ['closing']],
  ];
  for (const [section, keys] of cases) {
    const store = memoryStore([before]);
    const { status, body } = await regenerate({ section, variation: 'v2' }, store);
    assert.equal(status, 200, section);
    assert.deepEqual(without(body.content, ...keys), without(current, ...keys), section);
    if (section === 'subject') {
      assert.notEqual(body.subject, current.subject);
      assert.equal(store.saved[0].fields.subject, body.subject);
      assert.equal(store.saved[0].fields.preheader, body.content.preheader);
    }
  }
  for (let index = 0; index < current.sections.length; index++) {
    const { status, body } = await regenerate(
      { section: `section:${index}`, variation: 'v3' },
      memoryStore([before]),
    );
    assert.equal(status, 200);
    assert.deepEqual(without(body.content, 'sections'), without(current, 'sections'));
    body.content.sections.forEach((section: unknown, i: number) => {
      if (i !== index) assert.deepEqual(section, current.sections[i]);
    });
  }
});

Deno.test("the button's link is the user's: a regenerated call to action keeps it", async () => {
  const before = await generated();
  const current = before.content as EmailContent;
  const linked = {
    ...current,
    callToAction: { ...current.callToAction, url: 'https://bluebirdbikes.example/book' },
  };
  const { body } = await regenerate(
    { section: 'callToAction', variation: 'v4' },
    memoryStore([campaign({ ...before, content: linked })]),
  );
  assert.equal(body.content.callToAction.url, 'https://bluebirdbikes.example/book');
  assert.match(body.html, /href="https:\/\/bluebirdbikes\.example\/book"/);
});

Deno.test('a part that is not there, or no content yet: 400 naming the section, nothing spent', async () => {
  const before = await generated();
  const count = (before.content as EmailContent).sections.length;
  const cases: [ReturnType<typeof campaign>, unknown][] = [
    [before, `section:${count}`],
    [before, 'footer'],
    [before, 'section:01'],
    [before, 2],
    [blank, 'intro'],
    [campaign({ content: { old: 'shape' }, html: '<p>x</p>' }), 'closing'],
  ];
  for (const [record, section] of cases) {
    const store = memoryStore([record]);
    const { status, body } = await regenerate({ section }, store);
    assert.equal(status, 400, String(section));
    assert.equal(body.error.code, 'invalid_request');
    assert.equal(body.error.issues[0].path, 'section', JSON.stringify(body.error.issues));
    assert.equal(store.usage.length, 0);
    assert.equal(store.saved.length, 0);
  }
  const tooLong = await regenerate({ variation: 'x'.repeat(65) }, memoryStore([before]));
  assert.equal(tooLong.status, 400);
  assert.equal(tooLong.body.error.issues[0].path, 'variation');
});

Deno.test('fresh content without that section: 422 section_not_generated, nothing saved', async () => {
  const before = await generated();
  const current = before.content as EmailContent;
  const short: AiProvider = {
    ...createProvider({}),
    generateEmailContent: async (brief, options) => {
      const fresh = await createProvider({}).generateEmailContent(brief, options);
      return { ...fresh, value: { ...fresh.value, sections: fresh.value.sections.slice(0, 1) } };
    },
  };
  const store = memoryStore([before]);
  const { status, body } = await regenerate(
    { section: `section:${current.sections.length - 1}` },
    store,
    short,
  );
  assert.equal(status, 422);
  assert.equal(body.error.code, 'section_not_generated');
  assert.equal(store.saved.length, 0);
});

Deno.test('the provider is told the variation and the words being replaced', async () => {
  const before = await generated();
  const current = before.content as EmailContent;
  const asked: (GenerationOptions | undefined)[] = [];
  const offline = createProvider({});
  const spy: AiProvider = {
    ...offline,
    name: 'openai',
    generateEmailContent: (brief, options) => {
      asked.push(options);
      return offline.generateEmailContent(brief, options);
    },
  };
  await regenerate({ section: 'intro', variation: 'v5' }, memoryStore([before]), spy);
  assert.equal(asked.length, 1, 'a model is asked once');
  assert.equal(asked[0]?.variation, 'v5');
  assert.equal(asked[0]?.current?.part, 'headline and introduction');
  assert.equal(asked[0]?.current?.text, `${current.headline}\n${current.intro}`);
});

Deno.test('model path: the prompt asks for a fresh alternative to the current words', async () => {
  const before = await generated();
  const current = before.content as EmailContent;
  const reply = JSON.stringify(composeEmail(readBrief(sampleBrief('en', 'playful')), 'model'));
  await withFakeModelServer([{ content: reply }], async (baseURL, requests) => {
    const provider = createProvider({ AI_BASE_URL: baseURL, AI_MODEL: 'fake-model' });
    const { status, body } = await regenerate(
      { section: 'closing', variation: 'v6' },
      memoryStore([before]),
      provider,
    );
    assert.equal(status, 200);
    assert.equal(body.content.closing, JSON.parse(reply).closing);
    assert.equal(body.content.headline, current.headline);
    const prompt = JSON.stringify(requests[0]);
    assert.match(prompt, /fresh alternative/);
    assert.ok(prompt.includes(JSON.stringify(JSON.stringify(current.closing)).slice(1, -1)));
  });
});
