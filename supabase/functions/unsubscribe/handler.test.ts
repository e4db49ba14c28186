import assert from 'node:assert/strict';
import { createUnsubscribeHandler } from './handler.ts';
import type { UnsubscribeStore } from './store.ts';

const ANA = '0b9a8c7d-0000-4000-8000-00000000000a';
const LUCIA = '0b9a8c7d-0000-4000-8000-00000000000b';

/** Two recipients: Ana of an English workspace, Lucía of a Spanish one; suppressions as a set. */
function memoryStore() {
  const people = new Map([
    [ANA, { email: 'ana@example.test', workspaceName: 'Harbor & Pine <Studio>', locale: 'en' as const }],
    [LUCIA, { email: 'lucia@example.test', workspaceName: 'Taller Norte', locale: 'es' as const }],
  ]);
  const suppressed = new Set<string>();
  const calls = { unsubscribe: 0 };
  const store: UnsubscribeStore = {
    async lookup(token) {
      const person = people.get(token);
      return person ? { ...person, unsubscribed: suppressed.has(person.email) } : null;
    },
    async unsubscribe(token) {
      calls.unsubscribe += 1;
      const person = people.get(token);
      if (person) suppressed.add(person.email);
      return person ?? null;
    },
  };
  return { store, suppressed, calls };
}

function setup() {
  const memory = memoryStore();
  const handler = createUnsubscribeHandler({ store: () => memory.store });
  const get = (query: string, headers: Record<string, string> = {}) =>
    handler(new Request(`https://project.supabase.co/functions/v1/unsubscribe${query}`, { headers }));
  const post = (query: string, body: string, headers: Record<string, string> = {}) =>
    handler(
      new Request(`https://project.supabase.co/functions/v1/unsubscribe${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body,
      }),
    );
  return { ...memory, get, post };
}

Deno.test('GET shows a confirmation in English with a button that posts, and unsubscribes nobody', async () => {
  const { get, suppressed, calls } = setup();
  const response = await get(`?token=${ANA}`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
  const html = await response.text();
  assert.match(html, /<html lang="en">/);
  assert.match(html, /<h1>Unsubscribe from Harbor &amp; Pine &lt;Studio&gt;\?<\/h1>/);
  assert.match(html, /ana@example\.test will stop receiving emails/);
  assert.ok(html.includes(`<form method="post" action="?token&#61;${ANA}">`));
  assert.match(html, /<button type="submit">Unsubscribe<\/button>/);
  assert.equal(suppressed.size, 0);
  assert.equal(calls.unsubscribe, 0);
});

Deno.test("the page speaks the workspace's language: Spanish confirm and done", async () => {
  const { get, post, suppressed } = setup();
  const confirm = await (await get(`?token=${LUCIA}`, { 'Accept-Language': 'en-US' })).text();
  assert.match(confirm, /<html lang="es">/);
  assert.match(confirm, /¿Quieres darte de baja de Taller Norte\?/);
  assert.match(confirm, /<button type="submit">Darme de baja<\/button>/);
  const done = await post(`?token=${LUCIA}`, '');
  assert.equal(done.status, 200);
  const html = await done.text();
  assert.match(html, /<h1>Te has dado de baja<\/h1>/);
  assert.match(html, /lucia@example\.test no recibirá más correos de Taller Norte\./);
  assert.deepEqual([...suppressed], ['lucia@example.test']);
  // Coming back to the link: already done, said so.
  assert.match(await (await get(`?token=${LUCIA}`)).text(), /Te has dado de baja/);
});

Deno.test('RFC 8058 one-click: POST List-Unsubscribe=One-Click unsubscribes and answers 200 without a page, idempotently', async () => {
  const { post, suppressed } = setup();
  for (let i = 0; i < 2; i += 1) {
    const response = await post(`?token=${ANA}`, 'List-Unsubscribe=One-Click');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(await response.text(), 'Unsubscribed.');
  }
  assert.deepEqual([...suppressed], ['ana@example.test']);
  assert.equal((await post(`?token=${LUCIA.replace('b', 'c')}`, 'List-Unsubscribe=One-Click')).status, 404);
});

Deno.test('a missing, malformed or unknown token: a clear page in the browser language, nothing changed', async () => {
  const { get, post, calls } = setup();
  const unknown = '0b9a8c7d-0000-4000-8000-0000000000ff';
  for (const query of ['', '?token=', '?token=nope', `?token=${unknown}`]) {
    const response = await get(query);
    assert.equal(response.status, 404, query);
    assert.match(await response.text(), /<h1>This link does not work<\/h1>/);
  }
  const spanish = await get('?token=nope', { 'Accept-Language': 'es-ES,es;q=0.9' });
  assert.match(await spanish.text(), /<html lang="es">[\s\S]*Este enlace no funciona/);
  assert.equal((await post(`?token=${unknown}`, '')).status, 404);
  assert.equal(calls.unsubscribe, 1, 'only the unknown-but-well-formed POST reached the database');
});

Deno.test('a failure on our side: a page in the browser language that claims nothing, plain text for one-click', async () => {
  const { store, get, post } = setup();
  store.lookup = () => Promise.reject(new Error('database is down'));
  store.unsubscribe = () => Promise.reject(new Error('database is down'));

  const spanish = await get(`?token=${ANA}`, { 'Accept-Language': 'es-ES,es;q=0.9' });
  assert.equal(spanish.status, 503);
  const page = await spanish.text();
  assert.match(page, /<html lang="es">[\s\S]*<h1>Algo ha fallado<\/h1>/);
  assert.doesNotMatch(page, /Te has dado de baja/);

  const confirmed = await post(`?token=${ANA}`, '');
  assert.equal(confirmed.status, 503);
  assert.match(await confirmed.text(), /<h1>Something went wrong<\/h1>/);

  const oneClick = await post(`?token=${ANA}`, 'List-Unsubscribe=One-Click');
  assert.equal(oneClick.status, 503);
  assert.match(oneClick.headers.get('Content-Type') ?? '', /text\/plain/);
});
