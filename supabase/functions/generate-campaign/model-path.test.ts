/**
 * generate-campaign with a model: the provider pointed at a fake OpenAI-compatible server on
 * loopback, so the whole path (request, validation, repair, errors, usage) runs without a key.
 */

import assert from 'node:assert/strict';
import { readBrief } from '../_shared/ai/brief-facts.ts';
import { composeEmail } from '../_shared/ai/composer/compose-email.ts';
import { createProvider } from '../_shared/ai/select-provider.ts';
import { sampleBrief } from '../_shared/ai/test-briefs.ts';
import { type FakeReply, withFakeModelServer } from '../_shared/ai/testing/fake-model-server.ts';
import { REFUSAL_MESSAGES } from '../_shared/refusals/messages.ts';
import { campaign, memoryStore, post, testDeps } from '../_shared/testing/generation-support.ts';
import { createHandler } from './handler.ts';

/** The shared fake server, answering with recognisable token counts. */
const withFakeModel = (replies: FakeReply[], run: (baseURL: string) => Promise<void>) =>
  withFakeModelServer(replies, (baseURL) => run(baseURL), { promptTokens: 321, completionTokens: 123 });

const email = campaign();
const brief = sampleBrief('en', 'playful');
const valid = JSON.stringify(composeEmail(readBrief(brief), 'model'));

async function generate(baseURL: string, extraEnv: Record<string, string> = {}) {
  const store = memoryStore([email]);
  const provider = createProvider({ AI_BASE_URL: baseURL, AI_MODEL: 'fake-model', ...extraEnv });
  const response = await createHandler({ ...testDeps(store, provider), model: 'fake-model' })(
    post({ campaignId: email.id, mode: 'brief' }),
  );
  return { response, body: await response.json(), store };
}

Deno.test('model path: the model writes, the engine renders and saves, usage has its tokens', async () => {
  await withFakeModel([{ content: valid }], async (baseURL) => {
    const { response, body, store } = await generate(baseURL);
    assert.equal(response.status, 200);
    assert.equal(body.subject, JSON.parse(valid).subject);
    assert.match(body.html, /^<!DOCTYPE html>/);
    assert.deepEqual(
      { ...store.usage[0], durationMs: 0 },
      {
        ...store.usage[0],
        provider: 'openai',
        model: 'fake-model',
        status: 'succeeded',
        promptTokens: 321,
        completionTokens: 123,
        durationMs: 0,
      },
    );
  });
});

Deno.test('model path: invalid JSON twice → 502; 429 → 429 with Retry-After; slow → 504', async () => {
  await withFakeModel([{ content: 'not json' }, { content: '{"subject": 1}' }], async (baseURL) => {
    const { response, body, store } = await generate(baseURL);
    assert.equal(response.status, 502);
    assert.equal(body.error.code, 'ai_unavailable');
    assert.equal(store.saved.length, 0);
    assert.equal(store.usage[0].status, 'failed');
    assert.equal(store.usage[0].model, 'fake-model');
    assert.match(store.usage[0].error ?? '', /invalid_output/);
  });
  await withFakeModel([{ status: 429, headers: { 'retry-after': '7' } }], async (baseURL) => {
    const { response, body } = await generate(baseURL);
    assert.equal(response.status, 429);
    assert.equal(response.headers.get('Retry-After'), '7');
    assert.equal(body.error.message, REFUSAL_MESSAGES.en.rate_limited);
  });
  await withFakeModel([{ content: valid, delayMs: 600 }], async (baseURL) => {
    const { response, body } = await generate(baseURL, { AI_TIMEOUT_MS: '150' });
    assert.equal(response.status, 504);
    assert.equal(body.error.code, 'ai_timeout');
  });
});
