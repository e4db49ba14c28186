/**
 * The model provider alone, against a fake OpenAI-compatible server on loopback: formats,
 * answers wrapped in prose, repair, the one deadline, retries and the calls it reports. What
 * the user gets when it fails (the offline draft) is tested in generate-campaign/model-path.test.ts.
 */

import assert from 'node:assert/strict';
import { emailContentSchema } from '../content/email-content.ts';
import { readBrief } from './brief-facts.ts';
import { composeEmail } from './composer/compose-email.ts';
import { AiError } from './errors.ts';
import { briefSeed } from './offline-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import type { ProviderCall } from './provider.ts';
import { createProvider } from './select-provider.ts';
import { sampleBrief } from './test-briefs.ts';
import { type FakeReply, withFakeModelServer } from './testing/fake-model-server.ts';

const brief = sampleBrief('en', 'modern');
const valid = JSON.stringify(composeEmail(readBrief(brief), briefSeed(brief)));
const subject = JSON.parse(valid).subject;

type Request = {
  response_format: { type: string; json_schema?: { strict: boolean; schema: Record<string, unknown> } };
  messages: Array<{ role: string; content: string }>;
};

/** The provider pointed at the fake server; every call it reports is collected. */
async function run(
  replies: FakeReply[],
  test: (generate: () => Promise<unknown>, calls: ProviderCall[], requests: Request[]) => Promise<void>,
  options: { timeoutMs?: number; retryBaseMs?: number } = {},
) {
  await withFakeModelServer(replies, async (baseURL, requests) => {
    const provider = createOpenAiProvider({
      apiKey: 'test',
      baseURL,
      model: 'fake-model',
      timeoutMs: options.timeoutMs ?? 5000,
      retryBaseMs: options.retryBaseMs ?? 20,
    });
    const calls: ProviderCall[] = [];
    await test(
      () => provider.generateEmailContent(brief, { onCall: (call) => calls.push(call) }),
      calls,
      requests as Request[],
    );
  });
}

const rejectsWith = (promise: Promise<unknown>, code: string) =>
  assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AiError, String(error));
    assert.equal(error.code, code);
    return true;
  });

const statuses = (calls: ProviderCall[]) => calls.map((call) => call.status);

Deno.test('no key and no base URL: the offline composer answers', async () => {
  const provider = createProvider({});
  assert.equal(provider.name, 'offline');
  const { value, usage } = await provider.generateEmailContent(brief);
  emailContentSchema.parse(value);
  assert.equal(usage.provider, 'offline');
});

Deno.test('valid JSON: asked in strict mode, validated, one call with its tokens', async () => {
  await run([{ content: valid }], async (generate, calls, requests) => {
    const { value, usage } = (await generate()) as {
      value: { subject: string };
      usage: { promptTokens: number };
    };
    assert.equal(value.subject, subject);
    assert.equal(usage.promptTokens, 100);
    assert.deepEqual(
      calls.map(({ provider, model, status, promptTokens, completionTokens }) => ({
        provider,
        model,
        status,
        promptTokens,
        completionTokens,
      })),
      [
        {
          provider: 'openai',
          model: 'fake-model',
          status: 'succeeded',
          promptTokens: 100,
          completionTokens: 50,
        },
      ],
    );
    const format = requests[0].response_format;
    assert.equal(format.type, 'json_schema');
    assert.equal(format.json_schema?.strict, true);
    const schema = format.json_schema?.schema as { additionalProperties: boolean; required: string[] };
    assert.equal(schema.additionalProperties, false);
    assert.ok(schema.required.includes('legal'), 'strict mode: every property required');
    assert.doesNotMatch(JSON.stringify(schema), /maxLength|"default"/);
  });
});

Deno.test('fenced and prose-wrapped JSON is read without a repair', async () => {
  const wrapped = [
    { content: `\`\`\`json\n${valid}\n\`\`\`` },
    { content: `Here is your email!\n${valid}\nLet me know if you want changes.` },
  ];
  await run(wrapped, async (generate, calls) => {
    assert.equal(((await generate()) as { value: { subject: string } }).value.subject, subject);
    assert.equal(((await generate()) as { value: { subject: string } }).value.subject, subject);
    assert.deepEqual(statuses(calls), ['succeeded', 'succeeded']);
  });
});

Deno.test('a server that refuses strict mode is asked for json_object, then never again in strict mode', async () => {
  const refusal = {
    status: 400,
    error: { message: "Invalid parameter: 'response_format' of type 'json_schema'" },
  };
  await run([refusal, { content: valid }, { content: valid }], async (generate, calls, requests) => {
    await generate();
    await generate();
    assert.deepEqual(
      requests.map((r) => r.response_format.type),
      ['json_schema', 'json_object', 'json_object'],
    );
    assert.deepEqual(statuses(calls), ['failed', 'succeeded', 'succeeded']);
  });
});

Deno.test('a malformed answer is repaired once; each answer is a paid call', async () => {
  const missing = JSON.stringify({ ...JSON.parse(valid), subject: '' });
  await run(
    [{ content: missing, usage: { promptTokens: 90, completionTokens: 40 } }, { content: valid }],
    async (generate, calls, requests) => {
      const { usage } = (await generate()) as { usage: { promptTokens: number; completionTokens: number } };
      assert.deepEqual([usage.promptTokens, usage.completionTokens], [190, 90], 'both answers count');
      assert.deepEqual(statuses(calls), ['failed', 'succeeded']);
      assert.equal(calls[0].promptTokens, 90);
      assert.match(calls[0].error ?? '', /invalid_output: subject/);
      assert.match(requests[1].messages.at(-1)?.content ?? '', /subject/);
    },
  );
});

Deno.test('malformed twice: invalid_output, both paid calls reported with their tokens', async () => {
  await run(
    [{ content: 'not json' }, { content: '{"subject": 1}' }, { content: valid }],
    async (generate, calls, requests) => {
      await rejectsWith(generate(), 'invalid_output');
      assert.equal(requests.length, 2, 'no third answer is asked for');
      assert.deepEqual(statuses(calls), ['failed', 'failed']);
      assert.deepEqual(
        calls.map((c) => c.promptTokens + c.completionTokens),
        [150, 150],
      );
    },
  );
});

Deno.test('slow: one deadline for the whole generation, retries included', async () => {
  await run(
    [{ status: 500 }, { status: 503 }, { content: valid, delayMs: 1200 }],
    async (generate, calls, requests) => {
      const started = performance.now();
      await rejectsWith(generate(), 'timeout');
      const elapsed = performance.now() - started;
      assert.ok(elapsed < 900, `gave up at the deadline, not per request (${Math.round(elapsed)} ms)`);
      assert.equal(requests.length, 3);
      assert.deepEqual(statuses(calls), ['failed', 'failed', 'failed']);
    },
    { timeoutMs: 600 },
  );
});

Deno.test('429 with Retry-After: waited for when the deadline allows, then answered', async () => {
  await run(
    [{ status: 429, headers: { 'retry-after': '1' } }, { content: valid }],
    async (generate, calls) => {
      const started = performance.now();
      await generate();
      assert.ok(performance.now() - started >= 950, 'Retry-After honoured');
      assert.deepEqual(statuses(calls), ['failed', 'succeeded']);
      assert.match(calls[0].error ?? '', /^rate_limited/);
    },
  );
});

Deno.test('429 whose Retry-After outlasts the deadline: no waiting, rate_limited at once', async () => {
  await run(
    [{ status: 429, headers: { 'retry-after': '30' } }, { content: valid }],
    async (generate, _calls, requests) => {
      const started = performance.now();
      await rejectsWith(generate(), 'rate_limited');
      assert.ok(performance.now() - started < 500);
      assert.equal(requests.length, 1);
    },
    { timeoutMs: 2000 },
  );
});

Deno.test('500 is retried with backoff; quota exhausted (insufficient_quota) is not', async () => {
  await run([{ status: 500 }, { content: valid }], async (generate, calls) => {
    await generate();
    assert.deepEqual(statuses(calls), ['failed', 'succeeded']);
  });
  const exhausted = {
    status: 429,
    error: {
      message: 'You exceeded your current quota',
      type: 'insufficient_quota',
      code: 'insufficient_quota',
    },
  };
  await run([exhausted, { content: valid }], async (generate, calls, requests) => {
    await rejectsWith(generate(), 'quota_exhausted');
    assert.equal(requests.length, 1, 'waiting does not bring credit back');
    assert.deepEqual(statuses(calls), ['failed']);
  });
});

Deno.test('a server that keeps failing stops after five requests', async () => {
  await run(
    Array.from({ length: 8 }, () => ({ status: 502 })),
    async (generate, _calls, requests) => {
      await rejectsWith(generate(), 'upstream');
      assert.equal(requests.length, 5);
    },
    { retryBaseMs: 1 },
  );
});

Deno.test('the page keeps the requested template, recommendations cover all 13', async () => {
  const page = {
    version: 1,
    template: 'avilon',
    seo: { title: 'Night Owl Cold Brew', description: 'Cold brew for night owls.' },
    sections: [{ type: 'hero', headline: 'Meet Night Owl', ctaLabel: 'Discover' }],
  };
  const recs = { recommendations: [{ template: 'tasty', score: 0.9, reason: 'Food brand.' }] };
  await withFakeModelServer(
    [{ content: JSON.stringify(page) }, { content: JSON.stringify(recs) }],
    async (baseURL) => {
      const provider = createProvider({ AI_BASE_URL: baseURL, AI_MODEL: 'fake-model' });
      const { value } = await provider.generatePageDocument(brief, 'bistro');
      assert.equal(value.template, 'bistro');
      const ranking = (await provider.recommendTemplates(brief)).value;
      assert.equal(ranking.length, 13);
      assert.equal(ranking[0].template, 'tasty');
      assert.equal(new Set(ranking.map((r) => r.template)).size, 13);
    },
  );
});

Deno.test('an answer in the other language is malformed: sent back once, then the right language is kept', async () => {
  const spanishBrief = { ...brief, locale: 'es' as const };
  const spanish = composeEmail(readBrief(spanishBrief), briefSeed(spanishBrief));
  await withFakeModelServer(
    [{ content: valid }, { content: JSON.stringify(spanish) }],
    async (baseURL, requests) => {
      const provider = createOpenAiProvider({
        apiKey: 'test',
        baseURL,
        model: 'fake-model',
        timeoutMs: 5000,
      });
      const calls: ProviderCall[] = [];
      const { value } = await provider.generateEmailContent(spanishBrief, {
        onCall: (call) => calls.push(call),
      });
      assert.equal(value.subject, spanish.subject);
      assert.deepEqual(statuses(calls), ['failed', 'succeeded']);
      const repair = (requests[1] as Request).messages.at(-1)?.content ?? '';
      assert.match(repair, /written in English; write every word in Spanish/);
    },
  );
});
