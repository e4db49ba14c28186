import assert from 'node:assert/strict';
import { rateLimited, timedOut, upstreamFailed } from '../_shared/ai/errors.ts';
import { withOfflineFallback } from '../_shared/ai/offline-fallback.ts';
import { type AiProvider, OFFLINE_DRAFT_NOTICE } from '../_shared/ai/provider.ts';
import { createProvider } from '../_shared/ai/select-provider.ts';
import { emailContentSchema } from '../_shared/content/email-content.ts';
import type { RefusalCode } from '../_shared/refusals/codes.ts';
import { REFUSAL_MESSAGES } from '../_shared/refusals/messages.ts';
import {
  bearer,
  campaign,
  memoryStore,
  post,
  testDeps,
  USER_ID,
  workspace,
} from '../_shared/testing/generation-support.ts';
import { createHandler } from './handler.ts';

const email = campaign();
const call = (body: unknown, store = memoryStore([email]), headers: Record<string, string> = {}) =>
  createHandler(testDeps(store))(post(body, headers));

/** The offline composer, failing on every call with the given error. */
const failing = (error: Error): AiProvider => ({
  ...createProvider({}),
  generateEmailContent: () => Promise.reject(error),
});

Deno.test('the seeded brief becomes content, Unlayer design and HTML saved on the campaign', async () => {
  const store = memoryStore([email]);
  const response = await call({ campaignId: email.id, mode: 'brief' }, store);
  assert.equal(response.status, 200);
  const body = await response.json();
  emailContentSchema.parse(body.content);
  assert.equal(body.locale, 'en');
  assert.equal(body.usage.provider, 'offline');
  assert.match(body.html, /^<!DOCTYPE html>/);
  assert.match(body.html, /<html lang="en"/);
  // The legal footer: the workspace's postal address and the unsubscribe placeholder.
  assert.match(body.html, /500 Congress Avenue, Suite 210, Austin, TX 78701, United States/);
  assert.match(body.html, /\{\{unsubscribe_url\}\}/);
  // Sent in the client's name, in the campaign's (here: the client's) colours.
  assert.match(body.html, /Bluebird Bikes/);
  assert.ok(body.design.body.rows.length > 0);
  const [saved] = store.saved;
  assert.equal(saved.fields.subject, body.subject);
  assert.equal(saved.fields.preheader, body.preheader);
  assert.equal(saved.fields.html, body.html);
  assert.deepEqual(saved.fields.design, body.design);
  assert.equal(body.previousVersionId, null);
  assert.deepEqual(
    store.usage.map(({ kind, status, provider, userId, campaignId, workspaceId }) => ({
      kind,
      status,
      provider,
      userId,
      campaignId,
      workspaceId,
    })),
    [
      {
        kind: 'campaign',
        status: 'succeeded',
        provider: 'offline',
        userId: USER_ID,
        campaignId: email.id,
        workspaceId: workspace.id,
      },
    ],
  );
});

Deno.test('a regeneration keeps the earlier content as a version', async () => {
  const store = memoryStore([campaign({ html: '<p>before</p>', subject: 'Before', content: { a: 1 } })]);
  const body = await (await call({ campaignId: email.id, mode: 'brief' }, store)).json();
  assert.equal(body.previousVersionId, 'version-1');
  assert.equal(store.versions[0].html, '<p>before</p>');
});

Deno.test('Spanish when the request asks for it, or when the workspace writes in Spanish', async () => {
  const asked = await (await call({ campaignId: email.id, mode: 'brief', locale: 'es' })).json();
  assert.equal(asked.locale, 'es');
  assert.match(asked.html, /<html lang="es"/);
  assert.match(asked.html, /Cancelar suscripción/);
  assert.match(asked.html, /Estados Unidos/);

  const spanishWorkspace = { ...workspace, locale: 'es' as const };
  const store = memoryStore([email], { workspaces: [spanishWorkspace] });
  const inherited = await (await call({ campaignId: email.id, mode: 'brief' }, store)).json();
  assert.equal(inherited.locale, 'es');
  assert.notEqual(
    inherited.subject,
    (await (await call({ campaignId: email.id, mode: 'brief' })).json()).subject,
  );
});

Deno.test('express: the prompt of the request, else the one saved with the campaign', async () => {
  const prompt = 'Announce our winter sale: 30% off all helmets and lights until December 15.';
  const body = await (await call({ campaignId: email.id, mode: 'express', prompt })).json();
  assert.match(JSON.stringify(body.content), /30%/);
  const saved = memoryStore([campaign({ prompt })]);
  assert.equal((await call({ campaignId: email.id, mode: 'express' }, saved)).status, 200);
});

Deno.test('requests are validated: 400 with the fields at fault, in SPEC.md §8 words', async () => {
  const cases: [unknown, string][] = [
    ['{not json', '(body)'],
    [{ mode: 'brief' }, 'campaignId'],
    [{ campaignId: 'nope', mode: 'brief' }, 'campaignId'],
    [{ campaignId: email.id }, 'mode'],
    [{ campaignId: email.id, mode: 'brief', locale: 'fr' }, 'locale'],
    [{ campaignId: email.id, mode: 'brief', extra: 1 }, '(body)'],
    [{ campaignId: email.id, mode: 'express' }, 'prompt'],
  ];
  for (const [body, path] of cases) {
    const response = await call(body);
    assert.equal(response.status, 400, JSON.stringify(body));
    const { error } = await response.json();
    assert.equal(error.code, 'invalid_request');
    assert.equal(error.message, 'There has been an unexpected error.');
    assert.ok(
      error.issues.some((issue: { path: string }) => issue.path === path),
      `${JSON.stringify(body)} → ${JSON.stringify(error.issues)}`,
    );
  }
  const spanish = await (await call({ campaignId: 'nope', mode: 'brief', locale: 'es' })).json();
  assert.equal(spanish.error.message, 'Se ha producido un error inesperado.');
});

Deno.test('a page is refused: it is generated by generate-page', async () => {
  const page = campaign({ kind: 'page', template: 'solid' });
  const response = await call({ campaignId: page.id, mode: 'brief' }, memoryStore([page]));
  assert.equal(response.status, 400);
  assert.equal((await response.json()).error.issues[0].path, 'campaignId');
});

Deno.test('no user token, the anon key or the service key: 401', async () => {
  for (const authorization of [
    '',
    'Bearer not-a-jwt',
    bearer({ role: 'anon' }),
    bearer({ role: 'service_role' }),
    bearer({ role: 'authenticated', sub: USER_ID, exp: 1 }),
  ]) {
    const response = await call({ campaignId: email.id, mode: 'brief' }, undefined, {
      Authorization: authorization,
    });
    assert.equal(response.status, 401, authorization);
    assert.equal((await response.json()).error.code, 'unauthorized');
  }
});

Deno.test("another workspace's campaign (hidden by RLS) or an unknown one: 404, nothing generated", async () => {
  const store = memoryStore([]);
  const response = await call({ campaignId: email.id, mode: 'brief' }, store);
  assert.equal(response.status, 404);
  assert.equal((await response.json()).error.code, 'campaign_not_found');
  assert.equal(store.usage.length, 0);
  assert.equal(store.saved.length, 0);
});

Deno.test('a campaign being sent cannot change: 409', async () => {
  const response = await call(
    { campaignId: email.id, mode: 'brief' },
    memoryStore([email], { locked: true }),
  );
  assert.equal(response.status, 409);
  assert.equal((await response.json()).error.code, 'campaign_locked');
});

Deno.test('with the fallback, a model failure saves the offline draft with a notice instead of an error', async () => {
  for (const error of [rateLimited(20), upstreamFailed(500), timedOut(45_000)]) {
    const store = memoryStore([email]);
    const handler = createHandler(testDeps(store, withOfflineFallback(failing(error))));
    const response = await handler(post({ campaignId: email.id, mode: 'brief' }));
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.notice, OFFLINE_DRAFT_NOTICE);
    assert.equal(store.saved[0].fields.subject, body.subject);
    assert.equal(body.usage.provider, 'offline');
  }
  const store = memoryStore([email]);
  const bug = await createHandler(testDeps(store, withOfflineFallback(failing(new Error('boom')))))(
    post({ campaignId: email.id, mode: 'brief' }),
  );
  assert.equal(bug.status, 500, 'only the model’s own failures fall back');
  assert.equal(store.saved.length, 0);
  await bug.body?.cancel();
});

Deno.test('a provider without the fallback: failures map to 429, 502 and 504, recorded as failed usage', async () => {
  const cases: [Error, number, string][] = [
    [rateLimited(20), 429, 'rate_limited'],
    [upstreamFailed(500), 502, 'ai_unavailable'],
    [timedOut(45_000), 504, 'ai_timeout'],
    [new Error('boom'), 500, 'unexpected'],
  ];
  for (const [error, status, code] of cases) {
    const store = memoryStore([email]);
    const handler = createHandler(testDeps(store, failing(error)));
    const response = await handler(post({ campaignId: email.id, mode: 'brief' }));
    assert.equal(response.status, status);
    const body = await response.json();
    assert.equal(body.error.code, code);
    assert.equal(body.error.message, REFUSAL_MESSAGES.en[code as RefusalCode]);
    assert.doesNotMatch(JSON.stringify(body), /boom|provider/);
    if (status === 429) assert.equal(response.headers.get('Retry-After'), '20');
    assert.equal(store.usage[0].status, 'failed');
    assert.equal(store.saved.length, 0);
  }
});

Deno.test('CORS: the app origin only; POST only', async () => {
  const handler = createHandler(testDeps(memoryStore([email])));
  const preflight = await handler(
    new Request('http://127.0.0.1/', { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:5173' } }),
  );
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('Access-Control-Allow-Origin'), 'http://127.0.0.1:5173');
  const foreign = await handler(
    post({ campaignId: email.id, mode: 'brief' }, { Origin: 'https://evil.example' }),
  );
  assert.equal(foreign.headers.get('Access-Control-Allow-Origin'), null);
  await foreign.body?.cancel();
  const get = await handler(new Request('http://127.0.0.1/', { headers: { Authorization: bearer() } }));
  assert.equal(get.status, 405);
  await get.body?.cancel();
});

Deno.test('the workspace’s pictures are laid out: a hero and one beside a point; without them, none', async () => {
  const url = (name: string) =>
    `http://127.0.0.1:54321/storage/v1/object/public/images/${workspace.id}/${name}`;
  const pictures = [{ url: url(`${email.id}/hero.jpg`) }, { url: url(`${email.id}/detail.png`) }];
  const withImages = await (
    await call({ campaignId: email.id, mode: 'brief' }, memoryStore([email], { images: pictures }))
  ).json();
  const sources = [...withImages.html.matchAll(/<img src="([^"]+)"/g)].map((m: RegExpMatchArray) => m[1]);
  assert.deepEqual(
    sources,
    pictures.map((p) => p.url),
  );
  const beside = withImages.design.body.rows.find(
    (row: { columns: Array<{ contents: Array<{ type: string }> }> }) =>
      row.columns.length === 2 && row.columns.some((c) => c.contents.some((item) => item.type === 'image')),
  );
  assert.ok(beside, 'a picture and a point side by side');

  // A listing Storage refuses leaves the email without pictures, never the generation.
  const refused = await call(
    { campaignId: email.id, mode: 'brief' },
    memoryStore([email], { images: new Error('denied') }),
  );
  assert.equal(refused.status, 200);
  assert.doesNotMatch((await refused.json()).html, /<img /);
});
