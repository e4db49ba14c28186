/**
 * generate-campaign with a model: the provider pointed at a fake OpenAI-compatible server on
 * loopback, so the whole path (request, strict format, repair, deadline, retries, fallback to the
 * offline draft, output checks, usage rows) runs without a key. Each test asserts what the user
 * gets: what is saved, the notice, and the ai_generations rows with their tokens.
 */

import assert from 'node:assert/strict';
import { readBrief } from '../_shared/ai/brief-facts.ts';
import { composeEmail } from '../_shared/ai/composer/compose-email.ts';
import { briefSeed } from '../_shared/ai/offline-provider.ts';
import { OFFLINE_DRAFT_NOTICE } from '../_shared/ai/provider.ts';
import { createProvider } from '../_shared/ai/select-provider.ts';
import { type FakeReply, withFakeModelServer } from '../_shared/ai/testing/fake-model-server.ts';
import type { EmailContent } from '../_shared/content/email-content.ts';
import { briefFromCampaign } from '../_shared/generation/build-brief.ts';
import {
  campaign,
  client,
  memoryStore,
  post,
  testDeps,
  workspace,
} from '../_shared/testing/generation-support.ts';
import { createHandler } from './handler.ts';

const email = campaign();
const brief = briefFromCampaign(
  { campaign: email, workspace, client },
  { mode: 'brief', locale: 'en', supabaseUrl: 'http://127.0.0.1:54321' },
);
const PAGE_URL = 'http://127.0.0.1:5173/pages/bluebird-spring-tune-up';
const LEGAL = 'Offer valid April 1-14. Parts not included.';

/** What a good model writes for this brief: its own words, the brief's facts only. */
const modelEmail: EmailContent = {
  subject: 'Your bike, tuned while you wait',
  preheader: 'Brakes, gears and chain sorted in one visit at Bluebird Bikes this April.',
  headline: 'Spring rides start here',
  intro: 'Roll in, grab a coffee, and roll out on a bike that shifts like new.',
  sections: [
    { heading: 'What we do', body: 'We adjust your brakes, index your gears and clean and lube your chain.' },
    { heading: 'Why now', body: 'Spring is here and the workshop calendar is filling up.' },
  ],
  callToAction: { label: 'Book my tune-up', url: '' },
  closing: 'See you at the shop, the Bluebird Bikes team',
  legal: LEGAL,
};
const valid = JSON.stringify(modelEmail);
const offlineSubject = composeEmail(readBrief(brief), briefSeed(brief)).subject;

async function generate(replies: FakeReply[], extraEnv: Record<string, string> = {}) {
  let result:
    | {
        status: number;
        body: Record<string, unknown>;
        store: ReturnType<typeof memoryStore>;
        requests: unknown[];
      }
    | undefined;
  await withFakeModelServer(
    replies,
    async (baseURL, requests) => {
      const store = memoryStore([email]);
      const provider = createProvider({
        AI_BASE_URL: baseURL,
        AI_MODEL: 'fake-model',
        AI_RETRY_BASE_MS: '20',
        ...extraEnv,
      });
      const response = await createHandler({ ...testDeps(store, provider), model: 'fake-model' })(
        post({ campaignId: email.id, mode: 'brief' }),
      );
      result = { status: response.status, body: await response.json(), store, requests };
    },
    { promptTokens: 321, completionTokens: 123 },
  );
  if (!result) throw new Error('the fake server never ran the generation');
  return result;
}

const rows = (store: ReturnType<typeof memoryStore>) =>
  store.usage.map(({ provider, status, promptTokens, completionTokens }) => ({
    provider,
    status,
    tokens: promptTokens + completionTokens,
  }));
const savedContent = (store: ReturnType<typeof memoryStore>) => store.saved[0].fields.content as EmailContent;

const OK = { provider: 'openai', status: 'succeeded', tokens: 444 };
const PAID_FAILURE = { provider: 'openai', status: 'failed', tokens: 444 };
const UNPAID_FAILURE = { provider: 'openai', status: 'failed', tokens: 0 };
const OFFLINE = { provider: 'offline', status: 'succeeded', tokens: 0 };

Deno.test('valid: the model writes, the engine renders and saves, one row with its tokens', async () => {
  const { status, body, store } = await generate([{ content: valid }]);
  assert.equal(status, 200);
  assert.equal(body.notice, null);
  assert.equal(body.subject, modelEmail.subject);
  assert.deepEqual(savedContent(store), modelEmail);
  assert.match(store.saved[0].fields.html, /^<!DOCTYPE html>/);
  assert.match(store.saved[0].fields.html, new RegExp(PAGE_URL), 'the button goes to the campaign’s page');
  assert.deepEqual(rows(store), [OK]);
  assert.equal(store.usage[0].model, 'fake-model');
});

Deno.test('fenced and prose-wrapped answers are saved as the model wrote them', async () => {
  for (const content of [`\`\`\`json\n${valid}\n\`\`\``, `Sure! Here it is:\n${valid}\nEnjoy.`]) {
    const { status, body, store } = await generate([{ content }]);
    assert.equal(status, 200);
    assert.equal(body.notice, null);
    assert.deepEqual(savedContent(store), modelEmail);
    assert.deepEqual(rows(store), [OK]);
  }
});

Deno.test('malformed twice: the offline draft is saved with the notice; both paid answers recorded', async () => {
  const { status, body, store } = await generate([{ content: 'not json' }, { content: '{"subject": 1}' }]);
  assert.equal(status, 200);
  assert.equal(body.notice, OFFLINE_DRAFT_NOTICE);
  assert.equal(savedContent(store).subject, offlineSubject);
  assert.deepEqual(rows(store), [PAID_FAILURE, PAID_FAILURE, OFFLINE]);
  assert.match(store.usage[0].error ?? '', /invalid_output/);
});

Deno.test('slow: the deadline covers the whole generation, then the offline draft', async () => {
  const started = performance.now();
  const { status, body, store } = await generate([{ status: 500 }, { content: valid, delayMs: 1200 }], {
    AI_TIMEOUT_MS: '400',
  });
  assert.ok(performance.now() - started < 1500);
  assert.equal(status, 200);
  assert.equal(body.notice, OFFLINE_DRAFT_NOTICE);
  assert.equal(savedContent(store).subject, offlineSubject);
  assert.deepEqual(rows(store), [UNPAID_FAILURE, UNPAID_FAILURE, OFFLINE]);
  assert.match(store.usage[1].error ?? '', /^timeout/);
});

Deno.test('429 with Retry-After within the deadline: waited for, then the model’s email', async () => {
  const { status, body, store } = await generate([
    { status: 429, headers: { 'retry-after': '1' } },
    { content: valid },
  ]);
  assert.equal(status, 200);
  assert.equal(body.notice, null);
  assert.deepEqual(savedContent(store), modelEmail);
  assert.deepEqual(rows(store), [UNPAID_FAILURE, OK]);
});

Deno.test('500: retried; a server that keeps failing gives the offline draft', async () => {
  const retried = await generate([{ status: 500 }, { content: valid }]);
  assert.equal(retried.body.notice, null);
  assert.deepEqual(rows(retried.store), [UNPAID_FAILURE, OK]);
  const down = await generate(Array.from({ length: 6 }, () => ({ status: 503 })));
  assert.equal(down.status, 200);
  assert.equal(down.body.notice, OFFLINE_DRAFT_NOTICE);
  assert.equal(down.requests.length, 5);
  assert.deepEqual(rows(down.store), [...Array(5).fill(UNPAID_FAILURE), OFFLINE]);
});

Deno.test('quota exhausted: not retried, the offline draft with the notice', async () => {
  const { status, body, store, requests } = await generate([
    {
      status: 429,
      error: {
        message: 'You exceeded your current quota',
        type: 'insufficient_quota',
        code: 'insufficient_quota',
      },
    },
    { content: valid },
  ]);
  assert.equal(status, 200);
  assert.equal(body.notice, OFFLINE_DRAFT_NOTICE);
  assert.equal(requests.length, 1);
  assert.deepEqual(rows(store), [UNPAID_FAILURE, OFFLINE]);
  assert.match(store.usage[0].error ?? '', /^quota_exhausted/);
});

Deno.test('placeholders and invented claims are not saved; the legal line is the brief’s', async () => {
  const sloppy: EmailContent = {
    ...modelEmail,
    subject: 'Save 40% on your tune-up',
    intro: 'Hi {{first_name}}, spring is here. Join 10,000 happy riders who trust Your Company.',
    sections: [
      {
        heading: 'What we do',
        body: 'We adjust your brakes and index your gears. [Insert testimonial here]',
      },
      { heading: 'Riders love us', body: '“Best tune-up I have ever had in this town” — Maria G.' },
      { heading: 'Lorem', body: 'Lorem ipsum dolor sit amet.' },
    ],
    legal: '',
  };
  const { status, body, store } = await generate([{ content: JSON.stringify(sloppy) }]);
  assert.equal(status, 200);
  assert.equal(body.notice, null, 'the model answered: its checked email is saved');
  const saved = savedContent(store);
  const text = JSON.stringify(saved);
  assert.doesNotMatch(text, /\{\{|\[Insert|lorem|Your Company|40%|10,000|Maria/i);
  assert.equal(saved.intro, 'Hi, spring is here.');
  assert.equal(saved.subject, offlineSubject, 'an invented discount: the offline subject instead');
  assert.equal(saved.legal, LEGAL);
  assert.deepEqual(
    saved.sections.map((s) => s.heading),
    ['What we do'],
    'a fabricated testimonial and lorem are dropped',
  );
  const checks = new Set((body.flagged as { check: string }[]).map((f) => f.check));
  for (const check of [
    'placeholder',
    'unsupported_number',
    'invented_testimonial',
    'legal_restored',
    'offline_part',
  ]) {
    assert.ok(checks.has(check), check);
  }
  assert.match(store.saved[0].fields.html, /Offer valid April 1-14\. Parts not included\./);
});

Deno.test('a foreign link: the button and the copy point to the campaign’s page instead', async () => {
  const linked: EmailContent = {
    ...modelEmail,
    intro: 'Book online at https://cheap-tuneups.example/deal and skip the line.',
    callToAction: { label: 'Book now', url: 'https://cheap-tuneups.example/deal' },
  };
  const { status, store, body } = await generate([{ content: JSON.stringify(linked) }]);
  assert.equal(status, 200);
  const saved = savedContent(store);
  assert.equal(saved.callToAction.url, '');
  assert.equal(saved.intro, `Book online at ${PAGE_URL} and skip the line.`);
  assert.doesNotMatch(store.saved[0].fields.html, /cheap-tuneups/);
  assert.match(store.saved[0].fields.html, new RegExp(`href="${PAGE_URL}`));
  assert.ok((body.flagged as { check: string }[]).some((f) => f.check === 'foreign_link'));
});
