import assert from 'node:assert/strict';
import { emailContentSchema } from '../content/email-content.ts';
import { readBrief } from './brief-facts.ts';
import { composeEmail } from './composer/compose-email.ts';
import { AiError } from './errors.ts';
import { briefSeed } from './offline-provider.ts';
import { createProvider } from './select-provider.ts';
import { sampleBrief } from './test-briefs.ts';
import { withFakeModelServer } from './testing/fake-model-server.ts';

const withFakeServer = withFakeModelServer;

const brief = sampleBrief('en', 'modern');
const valid = JSON.stringify(composeEmail(readBrief(brief), briefSeed(brief)));
const env = (baseURL: string, extra: Record<string, string> = {}) => ({
  AI_BASE_URL: baseURL,
  AI_MODEL: 'fake-model',
  ...extra,
});

Deno.test('no key and no base URL: the offline composer answers', async () => {
  const provider = createProvider({});
  assert.equal(provider.name, 'offline');
  const { value, usage } = await provider.generateEmailContent(brief);
  emailContentSchema.parse(value);
  assert.equal(usage.provider, 'offline');
});

Deno.test('model path: valid JSON is validated and usage recorded', async () => {
  await withFakeServer([{ content: valid }], async (baseURL, requests) => {
    const provider = createProvider(env(baseURL));
    const { value, usage } = await provider.generateEmailContent(brief);
    assert.equal(value.subject, JSON.parse(valid).subject);
    assert.deepEqual(
      {
        provider: usage.provider,
        model: usage.model,
        promptTokens: usage.promptTokens,
        completionTokens: usage.completionTokens,
      },
      { provider: 'openai', model: 'fake-model', promptTokens: 100, completionTokens: 50 },
    );
    const request = requests[0] as {
      response_format: { type: string; json_schema: { schema: { properties: object } } };
    };
    assert.equal(request.response_format.type, 'json_schema');
    assert.ok('subject' in request.response_format.json_schema.schema.properties);
  });
});

Deno.test('model path: invalid JSON is repaired once with the validation errors', async () => {
  const missing = JSON.stringify({ ...JSON.parse(valid), subject: '' });
  await withFakeServer([{ content: missing }, { content: valid }], async (baseURL, requests) => {
    const { value, usage } = await createProvider(env(baseURL)).generateEmailContent(brief);
    emailContentSchema.parse(value);
    assert.equal(usage.promptTokens, 200, 'both attempts count');
    const repair = requests[1] as { messages: Array<{ role: string; content: string }> };
    assert.match(repair.messages.at(-1)?.content ?? '', /subject/);
  });
});

Deno.test('model path: invalid twice is a typed error', async () => {
  await withFakeServer([{ content: 'not json' }, { content: '{"subject": 1}' }], async (baseURL) => {
    await assert.rejects(createProvider(env(baseURL)).generateEmailContent(brief), (error: unknown) => {
      assert.ok(error instanceof AiError);
      assert.equal(error.code, 'invalid_output');
      assert.ok((error.details.issues ?? []).length > 0);
      return true;
    });
  });
});

Deno.test('model path: a slow server times out as a typed error', async () => {
  await withFakeServer([{ content: valid, delayMs: 800 }], async (baseURL) => {
    const started = Date.now();
    await assert.rejects(
      createProvider(env(baseURL, { AI_TIMEOUT_MS: '150' })).generateEmailContent(brief),
      (error: unknown) => {
        assert.ok(error instanceof AiError);
        assert.equal(error.code, 'timeout');
        assert.equal(error.status, 504);
        return true;
      },
    );
    assert.ok(Date.now() - started < 700, 'the client gave up before the server answered');
  });
});

Deno.test('model path: 429 and 5xx surface as typed errors', async () => {
  await withFakeServer(
    [{ status: 429, headers: { 'retry-after': '7' } }, { status: 503 }],
    async (baseURL) => {
      const provider = createProvider(env(baseURL));
      await assert.rejects(provider.generateEmailContent(brief), (error: unknown) => {
        assert.ok(error instanceof AiError);
        assert.equal(error.code, 'rate_limited');
        assert.equal(error.status, 429);
        assert.equal(error.details.retryAfterSeconds, 7);
        return true;
      });
      await assert.rejects(provider.generateEmailContent(brief), (error: unknown) => {
        assert.ok(error instanceof AiError);
        assert.equal(error.code, 'upstream');
        assert.equal(error.details.upstreamStatus, 503);
        return true;
      });
    },
  );
});

Deno.test('model path: the page keeps the requested template, recommendations cover all 13', async () => {
  const page = {
    version: 1,
    template: 'avilon',
    seo: { title: 'Night Owl Cold Brew', description: 'Cold brew for night owls.' },
    sections: [{ type: 'hero', headline: 'Meet Night Owl', ctaLabel: 'Discover' }],
  };
  const recs = { recommendations: [{ template: 'tasty', score: 0.9, reason: 'Food brand.' }] };
  await withFakeServer(
    [{ content: JSON.stringify(page) }, { content: JSON.stringify(recs) }],
    async (baseURL) => {
      const provider = createProvider(env(baseURL));
      const { value } = await provider.generatePageDocument(brief, 'bistro');
      assert.equal(value.template, 'bistro');
      const ranking = (await provider.recommendTemplates(brief)).value;
      assert.equal(ranking.length, 13);
      assert.equal(ranking[0].template, 'tasty');
      assert.equal(new Set(ranking.map((r) => r.template)).size, 13);
    },
  );
});
