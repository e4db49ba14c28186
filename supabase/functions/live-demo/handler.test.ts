import assert from 'node:assert/strict';
import { createOfflineProvider } from '../_shared/ai/offline-provider.ts';
import { LIVE_DEMO_PROMPTS } from '../_shared/ai/testing/quality-corpus.ts';
import { createLiveDemoHandler, DEMO_LIMIT, type RateLimiter, visitorKey } from './handler.ts';

const SITE = 'http://localhost:5173';

/** An in-memory hit_rate_limit: hits per key, refused past the limit. */
function memoryLimiter(maxHits: number = DEMO_LIMIT.maxHits) {
  const hits = new Map<string, number>();
  const limiter: RateLimiter = (key) => {
    const count = (hits.get(key) ?? 0) + 1;
    hits.set(key, count);
    return Promise.resolve(count <= maxHits);
  };
  return { hits, limiter };
}

function demo(limiter = memoryLimiter().limiter, now = () => Date.UTC(2026, 10, 21, 14, 15, 0)) {
  return createLiveDemoHandler({
    env: { SITE_URL: SITE },
    provider: () => createOfflineProvider(),
    limiter: () => limiter,
    now,
  });
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/functions/v1/live-demo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const PROMPT = 'Introducing our new cold brew coffee, aimed at night owls who work late';

Deno.test('a prompt gives a rendered email and a landing page whose form takes no leads', async () => {
  const response = await demo()(post({ prompt: PROMPT, visitorId: 'visitor-0001' }));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE);
  const body = await response.json();
  assert.equal(body.locale, 'en');
  assert.ok(body.subject.length > 0);
  assert.match(body.emailHtml, /^<!DOCTYPE html>/i);
  assert.match(body.emailHtml, /cold brew/i);
  assert.match(body.emailHtml, /Your company/);
  assert.match(body.pageHtml, /cold brew/i);
  assert.match(body.pageHtml, /noindex/);
  // Inactive form: nothing a visitor types in the preview goes anywhere.
  assert.doesNotMatch(body.pageHtml, /functions\/v1\/submit-lead/);
  assert.doesNotMatch(body.pageHtml, /<script/i);
});

Deno.test('a Spanish prompt is written in Spanish with the Spanish demo sender', async () => {
  const response = await demo()(
    post({
      prompt: 'Presentar nuestra nueva cafetería para estudiantes que trabajan de noche',
      locale: 'es',
    }),
  );
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.locale, 'es');
  assert.match(body.emailHtml, /lang="es"/);
  assert.match(body.emailHtml, /Tu empresa/);
});

/** The words of rendered HTML, tags and styles aside. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&rsquo;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');

Deno.test('the demo signs with the business the prompt names and says what it sells (issue 21)', async () => {
  for (const { id, locale, prompt, facts } of LIVE_DEMO_PROMPTS) {
    // The interface is in the other language: the prompt's language wins.
    const other = locale === 'en' ? 'es' : 'en';
    const body = await (await demo()(post({ prompt, locale: other }))).json();
    assert.equal(body.locale, locale, id);
    const email = textOf(body.emailHtml);
    const page = textOf(body.pageHtml);
    for (const fact of facts.mustMention) {
      assert.ok(email.includes(fact), `${id} email: ${fact} in ${email}`);
      assert.ok(page.includes(fact), `${id} page: ${fact}`);
    }
    for (const text of [email, page]) {
      assert.doesNotMatch(text, /Your company|Tu empresa/, id);
      assert.doesNotMatch(text, /Who is behind our|Quién está detrás de nuestr/, id);
    }
    assert.doesNotMatch(page, /not accepting responses|no está recibiendo respuestas/, id);
    assert.match(page, locale === 'en' ? /This is a demo/ : /Esta es una demo/, id);
  }
});

Deno.test("the visitor's choice of language wins over the prompt's", async () => {
  const [english] = LIVE_DEMO_PROMPTS;
  const body = await (await demo()(post({ prompt: english.prompt, locale: 'en', language: 'es' }))).json();
  assert.equal(body.locale, 'es');
  assert.match(body.emailHtml, /lang="es"/);
  assert.match(textOf(body.emailHtml), /Sweet Crumb/);
});

Deno.test('bad input is refused with the field named and nothing counted', async () => {
  const { hits, limiter } = memoryLimiter();
  const handler = demo(limiter);
  for (const [body, path] of [
    [{ prompt: 'short' }, 'prompt'],
    [{ prompt: 'x'.repeat(1001) }, 'prompt'],
    [{ prompt: PROMPT, locale: 'fr' }, 'locale'],
    [{ prompt: PROMPT, visitorId: '<script>' }, 'visitorId'],
    [{ prompt: PROMPT, campaignId: 'x' }, '(body)'],
  ] as const) {
    const response = await handler(post(body));
    assert.equal(response.status, 400, JSON.stringify(body).slice(0, 60));
    const answer = await response.json();
    assert.equal(answer.error.code, 'invalid_request');
    assert.ok(answer.error.issues.some((issue: { path: string }) => issue.path === path));
  }
  const notJson = await handler(post('{nope', { 'Accept-Language': 'es-ES' }));
  assert.equal(notJson.status, 400);
  assert.equal((await notJson.json()).error.message, 'Se ha producido un error inesperado.');
  assert.equal((await handler(new Request('http://127.0.0.1/', { method: 'GET' }))).status, 405);
  assert.equal(hits.size, 0);
});

Deno.test('the eleventh demo in an hour is refused with 429 and when to come back', async () => {
  const { hits, limiter } = memoryLimiter();
  // 14:15:00 UTC: the hour's window ends in 45 minutes.
  const handler = demo(limiter);
  const from = { 'X-Forwarded-For': '10.0.0.1, 203.0.113.7' };
  for (let run = 0; run < DEMO_LIMIT.maxHits; run += 1) {
    assert.equal((await handler(post({ prompt: PROMPT }, from))).status, 200);
  }
  const refused = await handler(post({ prompt: PROMPT, locale: 'es' }, from));
  assert.equal(refused.status, 429);
  assert.equal(refused.headers.get('Retry-After'), String(45 * 60));
  const body = await refused.json();
  assert.equal(body.error.code, 'rate_limited');
  assert.equal(body.error.retryAfterSeconds, 45 * 60);
  assert.deepEqual([...hits.keys()], ['ip:203.0.113.7']);
  // Another visitor is not held back by the first one's demos.
  assert.equal((await handler(post({ prompt: PROMPT }, { 'X-Forwarded-For': '198.51.100.2' }))).status, 200);
});

Deno.test('attack: rotating the first X-Forwarded-For hop does not get past the limit', async () => {
  const { limiter } = memoryLimiter();
  const handler = demo(limiter);
  const statuses = [];
  for (let run = 0; run <= DEMO_LIMIT.maxHits; run += 1) {
    const forged = { 'X-Forwarded-For': `192.0.2.${run}, 203.0.113.7` };
    statuses.push((await handler(post({ prompt: PROMPT, visitorId: `v${run}xxxxxxx` }, forged))).status);
  }
  assert.equal(statuses.at(-1), 429);
});

Deno.test('the visitor key: the client address first, then the visitor id', () => {
  const request = (headers: Record<string, string>) => new Request('http://x/', { headers });
  assert.equal(
    visitorKey(request({ 'x-forwarded-for': ' 10.0.0.2 ,192.0.2.1' }), 'abc12345'),
    'ip:192.0.2.1',
  );
  assert.equal(visitorKey(request({}), 'abc12345'), 'visitor:abc12345');
  assert.equal(visitorKey(request({}), undefined), 'anonymous');
});
