import assert from 'node:assert/strict';
import { PAGE_TEMPLATES } from '../_shared/content/brief.ts';
import { type PageDocument, pageDocumentSchema } from '../_shared/content/page-document.ts';
import { LEAD_FORM_SCRIPT, LEAD_FORM_SCRIPT_MARKER } from '../_shared/pages/enhance-script.ts';
import { assertInert } from '../_shared/pages/fixtures/assert-inert.ts';
import { byTag, metaContent, parsePage } from '../_shared/pages/fixtures/dom.ts';
import { SAMPLE_DOCUMENT } from '../_shared/pages/fixtures/sample-document.ts';
import { documentWith, XSS_PAYLOADS } from '../_shared/pages/fixtures/xss-corpus.ts';
import {
  fixtureWorkspace,
  memoryPublicPageStore,
  landingPageRow as page,
} from '../_shared/testing/public-page-memory-store.ts';
import { createPublicPageHandler } from './handler.ts';
import type { PublicCampaign } from './store.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const API = 'https://abc.supabase.co';
const SITE = 'https://pages.example.com';

const SENT_EMAIL =
  '<!doctype html><html lang="es"><body><p>Hola</p><p><a href="{{unsubscribe_url}}" target="_blank" style="color:#555">Darse de baja</a></p></body></html>';

/** An email campaign; `sentHtml` is what its latest send job sent (none before a send). */
function email(
  slug: string,
  status: string,
  sentHtml: string | null = status === 'draft' ? null : SENT_EMAIL,
) {
  const base = page(slug);
  return {
    ...base,
    live: false,
    campaign: {
      ...base.campaign,
      kind: 'email' as const,
      status,
      content: null,
      html: SENT_EMAIL,
    },
    sentHtml,
  } satisfies PublicCampaign;
}

function setup(rows: PublicCampaign[]) {
  const { store, pages, events } = memoryPublicPageStore(rows);
  const bySlug = new Map([...pages.values()].map((row) => [row.campaign.slug ?? '', row]));
  const handler = createPublicPageHandler({
    supabaseUrl: API,
    publicBaseUrl: SITE,
    store: () => store,
    visitorSecret: 'test-visitor-secret',
  });
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    handler(
      new Request(`${API}/functions/v1/public-page/${path}`, {
        method,
        headers: { 'User-Agent': BROWSER, ...headers },
      }),
    );
  return { bySlug, events, get, handler };
}

Deno.test('a live page: 200, the template HTML with its form, script, meta tags and caching headers', async () => {
  const { get } = setup([page('fieldnote')]);
  const response = await get('fieldnote');
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
  assert.equal(response.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  assert.match(response.headers.get('etag') ?? '', /^"[A-Za-z0-9_-]{24}"$/);
  const csp = response.headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'sha256-[^']+'/);
  assert.match(csp, new RegExp(`form-action ${API}`));
  const html = await response.text();
  const root = parsePage(html);
  assert.match(html, /^<!doctype html>\n<html lang="en">/);
  assert.match(html, /class="t-avilon s-page"/);
  assert.equal(metaContent(root, 'description'), SAMPLE_DOCUMENT.seo.description);
  assert.equal(metaContent(root, 'og:title'), SAMPLE_DOCUMENT.seo.title);
  assert.equal(metaContent(root, 'og:url'), `${SITE}/pages/fieldnote`);
  assert.ok(html.includes(`<link rel="canonical" href="${SITE}/pages/fieldnote">`));
  assert.ok(!html.includes('noindex'));
  const form = byTag(root, 'form')[0];
  assert.ok(form, 'the lead form');
  assert.ok(html.includes(`action="${API}/functions/v1/submit-lead"`));
  assert.ok(html.includes(`data-events="${API}/functions/v1/public-page/fieldnote/events"`));
  const scripts = byTag(root, 'script');
  assert.equal(scripts.length, 1);
  assert.ok(scripts[0]?.attrs?.some((a) => a.name === LEAD_FORM_SCRIPT_MARKER));
  assert.ok(html.includes(LEAD_FORM_SCRIPT));
});

Deno.test("the CSP hash is the enhancement script's own", async () => {
  const { get } = setup([page('fieldnote')]);
  const csp = (await get('fieldnote')).headers.get('content-security-policy') ?? '';
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(LEAD_FORM_SCRIPT)),
  );
  assert.ok(csp.includes(`'sha256-${btoa(String.fromCharCode(...digest))}'`));
});

Deno.test('ETag: If-None-Match answers 304 without a body; an edit changes the tag and shows at once', async () => {
  const { get, bySlug } = setup([page('fieldnote')]);
  const first = await get('fieldnote');
  const etag = first.headers.get('etag') ?? '';
  const again = await get('fieldnote', { 'If-None-Match': etag });
  assert.equal(again.status, 304);
  assert.equal(await again.text(), '');
  assert.equal((await get('fieldnote', { 'If-None-Match': `W/${etag}, "other"` })).status, 304);
  const row = bySlug.get('fieldnote');
  if (!row) throw new Error('fixture');
  row.campaign.content = { ...SAMPLE_DOCUMENT, seo: { ...SAMPLE_DOCUMENT.seo, title: 'A new title' } };
  const edited = await get('fieldnote', { 'If-None-Match': etag });
  assert.equal(edited.status, 200);
  assert.notEqual(edited.headers.get('etag'), etag);
  assert.match(await edited.text(), /<title>A new title<\/title>/);
});

Deno.test('a page that is not live, an unknown slug and a bad slug: the neutral page, 404, noindex, in the right language', async () => {
  const { get, events } = setup([
    page('cerrada', { live: false, locale: 'es' }),
    page('closed', { live: false }),
  ]);
  const spanish = await get('cerrada', { 'Accept-Language': 'en' });
  assert.equal(spanish.status, 404);
  assert.equal(spanish.headers.get('x-robots-tag'), 'noindex');
  assert.equal(spanish.headers.get('cache-control'), 'no-store');
  const es = await spanish.text();
  assert.match(es, /<html lang="es">/);
  assert.match(es, /Esta página no está disponible/);
  assert.match(es, /<meta name="robots" content="noindex, nofollow">/);
  assert.ok(!es.includes(SAMPLE_DOCUMENT.seo.title), 'nothing of the page leaks');
  assert.match(await (await get('closed')).text(), /This page is not available/);
  const unknown = await get('no-such-page', { 'Accept-Language': 'es-MX,es;q=0.9' });
  assert.equal(unknown.status, 404);
  assert.match(await unknown.text(), /Esta página no está disponible/);
  assert.equal((await get('Bad%20Slug%3Cscript%3E')).status, 404);
  assert.equal(events.length, 0, 'no view for a page not shown');
});

Deno.test('a page whose language is Spanish renders the form in Spanish; ?lead=submitted and ?lead=confirm show the thank-you', async () => {
  const spanish = page('taller', { locale: 'es' });
  const { get, events } = setup([spanish, page('fieldnote')]);
  const html = await (await get('taller')).text();
  assert.match(html, /<html lang="es">/);
  assert.match(html, /Correo electrónico/);
  events.length = 0;
  const done = await get('fieldnote?lead=submitted');
  assert.equal(done.headers.get('x-robots-tag'), 'noindex');
  const submitted = await done.text();
  assert.ok(submitted.includes(`<p class="form-success" role="status">`));
  assert.ok(!submitted.includes('<form'), 'the form gives way to the message');
  assert.ok(!submitted.includes('<script'), 'nothing left to enhance');
  const confirm = await (await get('fieldnote?lead=confirm')).text();
  assert.match(confirm, /check your email and open the link we sent you to confirm/);
  const confirmEs = await (await get('taller?lead=confirm')).text();
  assert.match(confirmEs, /revisa tu correo y abre el enlace que te enviamos para confirmar/);
  assert.equal(events.length, 0, 'the thank-you is not a second view');
});

/** The page's beacon URL as its HTML names it, sent as the script (POST) or the image (GET) sends it. */
function beacons(handler: (request: Request) => Promise<Response>) {
  const url = (slug: string) => `${API}/functions/v1/public-page/${slug}/events`;
  return {
    post: (slug: string, body: string, headers: Record<string, string> = {}) =>
      handler(
        new Request(url(slug), {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, ...headers },
          body,
        }),
      ),
    image: (slug: string, headers: Record<string, string> = {}, method = 'GET') =>
      handler(new Request(url(slug), { method, headers: { 'User-Agent': BROWSER, ...headers } })),
  };
}

Deno.test('serving the page records nothing: the same document serves every visitor, as its static copy does', async () => {
  const { get, events } = setup([page('fieldnote')]);
  const html = await (
    await get('fieldnote?utm_source=newsletter', { Referer: 'https://www.google.com/' })
  ).text();
  assert.equal(events.length, 0);
  // Its beacons: the script's, and the image inside <noscript> for a browser without JavaScript.
  assert.match(html, /navigator\.sendBeacon\(ev\.getAttribute\('data-events'\),'view\\n'\+src\)/);
  assert.ok(
    html.includes(
      `<noscript><img src="${API}/functions/v1/public-page/fieldnote/events" alt="" width="1" height="1" style="position:absolute" referrerpolicy="no-referrer-when-downgrade"></noscript>`,
    ),
  );
  const thanks = await (await get('fieldnote?lead=submitted')).text();
  assert.ok(!thanks.includes('/events"'), 'the thank-you is not a second view');
});

Deno.test("a view from the script's beacon, with the source it read, cleaned; not for crawlers or pages not live", async () => {
  const row = page('fieldnote');
  const { handler, events } = setup([row, page('closed', { live: false })]);
  const { post } = beacons(handler);
  assert.equal((await post('fieldnote', 'view\nNews Letter!')).status, 204);
  await post('fieldnote', 'view\nwww.Google.com');
  await post('fieldnote', 'view\n');
  await post('fieldnote', 'view');
  assert.deepEqual(events, [
    { pageId: row.campaign.id, type: 'view', source: 'news-letter' },
    { pageId: row.campaign.id, type: 'view', source: 'google.com' },
    { pageId: row.campaign.id, type: 'view', source: 'direct' },
    { pageId: row.campaign.id, type: 'view', source: 'direct' },
  ]);
  for (const bot of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
    '',
  ]) {
    assert.equal((await post('fieldnote', 'view\nx', { 'User-Agent': bot })).status, 204);
  }
  assert.equal((await post('closed', 'view\nx')).status, 204);
  assert.equal((await post('fieldnote', 'viewed\nx')).status, 204);
  assert.equal(events.length, 4, 'no view from crawlers, of a page not live, or of a body that is no beacon');
});

Deno.test("without JavaScript, the image's request is the view: the page address's utm_source, else direct", async () => {
  const row = page('fieldnote');
  const { handler, events } = setup([row]);
  const { image } = beacons(handler);
  const answer = await image('fieldnote', { Referer: `${SITE}/pages/fieldnote?utm_source=June%20Mailer` });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('content-type'), 'image/gif');
  assert.equal(answer.headers.get('cache-control'), 'no-store');
  assert.equal(new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 6)), 'GIF89a');
  await image('fieldnote', { Referer: `${SITE}/pages/fieldnote` });
  await image('fieldnote');
  assert.deepEqual(
    events.map((e) => e.source),
    ['june-mailer', 'direct', 'direct'],
  );
  assert.equal((await image('fieldnote', {}, 'HEAD')).status, 200);
  assert.equal(events.length, 3, 'a HEAD is no visit');
});

Deno.test('the page is the same document whatever the link or referrer: the source is left to the browser', async () => {
  const { get } = setup([page('fieldnote')]);
  const plain = await get('fieldnote');
  const tagged = await get('fieldnote?utm_source=newsletter', { Referer: 'https://www.google.com/' });
  assert.equal(tagged.headers.get('etag'), plain.headers.get('etag'));
  assert.equal(await tagged.text(), await plain.text());
  // The policy that keeps the page's address (and its utm_source) from other sites.
  assert.equal(plain.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
});

Deno.test('the form-start beacon: POST …/{slug}/events records form_start for a live page, 204 always', async () => {
  const live = page('fieldnote');
  const { handler, events } = setup([live, page('closed', { live: false })]);
  const beacon = (slug: string, body: string, userAgent = BROWSER) =>
    handler(
      new Request(`${API}/functions/v1/public-page/${slug}/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': userAgent },
        body,
      }),
    );
  assert.equal((await beacon('fieldnote', 'form_start')).status, 204);
  assert.deepEqual(events, [{ pageId: live.campaign.id, type: 'form_start', source: 'direct' }]);
  assert.equal((await beacon('closed', 'form_start')).status, 204);
  assert.equal((await beacon('no-such-page', 'form_start')).status, 204);
  assert.equal((await beacon('fieldnote', 'form_start', 'Googlebot/2.1')).status, 204);
  assert.equal(events.length, 1, 'only the live page, only from a browser');
  const put = await handler(
    new Request(`${API}/functions/v1/public-page/fieldnote/events`, { method: 'PUT' }),
  );
  assert.equal(put.status, 405);
});

Deno.test('a form start counts under the visit source the page script read, cleaned like views and leads', async () => {
  const live = page('fieldnote');
  const { handler, events } = setup([live]);
  const beacon = (body: BodyInit, referer?: string) =>
    handler(
      new Request(`${API}/functions/v1/public-page/fieldnote/events`, {
        method: 'POST',
        headers: { 'User-Agent': BROWSER, ...(referer ? { Referer: referer } : {}) },
        body,
      }),
    );
  // What the enhance script sends: the source it read, as it put it in the lead form's field.
  assert.equal((await beacon('form_start\nwww.News<letter>')).status, 204);
  assert.equal((await beacon('form_start\n')).status, 204);
  // A page cached before the beacon carried the source: the utm_source of the page address in Referer.
  assert.equal(
    (await beacon('form_start', 'https://pages.example/pages/fieldnote?utm_source=Spring')).status,
    204,
  );
  assert.deepEqual(
    events.map((event) => event.source),
    ['news-letter', 'direct', 'spring'],
  );
});

Deno.test('an email web version: its sent HTML without the unsubscribe link, scripts forbidden; not before sending', async () => {
  const { get } = setup([
    email('spring-news', 'sent'),
    email('draft-news', 'draft'),
    email('going-out', 'sending'),
  ]);
  const sent = await get('spring-news');
  assert.equal(sent.status, 200);
  assert.equal(
    sent.headers.get('content-security-policy'),
    `default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; font-src https: data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  );
  assert.ok(sent.headers.get('etag'));
  const html = await sent.text();
  assert.match(html, /<p>Hola<\/p>/);
  assert.ok(!html.includes('{{unsubscribe_url}}'));
  assert.ok(!html.includes('Darse de baja'));
  assert.equal((await get('going-out')).status, 200);
  const draft = await get('draft-news');
  assert.equal(draft.status, 404);
  assert.match(await draft.text(), /<html lang="es">[\s\S]*Esta página no está disponible/);
});

Deno.test('attack: an edit after the send does not change the web version', async () => {
  const edited = email('edited-news', 'sent');
  edited.campaign.html =
    '<!doctype html><html><head><meta http-equiv="refresh" content="0;url=https://evil.example/login"></head><body>Log in again</body></html>';
  const { get } = setup([edited]);
  const html = await (await get('edited-news')).text();
  assert.match(html, /<p>Hola<\/p>/);
  assert.doesNotMatch(html, /evil|Log in again/);
});

Deno.test('attack: what was sent cannot redirect, frame, run, post or rebase on the public address', async () => {
  const crafted = [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/a">',
    '<META content=">" HTTP-EQUIV=Refresh content="0;url=https://evil.example/b">',
    '<base href="https://evil.example/">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '</head><body><p>Kept</p>',
    '<script>location="https://evil.example/c"</script>',
    '<iframe src="https://evil.example/d"></iframe>',
    '<object data="https://evil.example/e"></object><embed src="https://evil.example/f">',
    '<form action="https://evil.example/g"><input name="password"><button>Log in</button></form>',
    '<img src="https://cdn.example/logo.png" alt="Logo">',
    '</body></html>',
  ].join('\n');
  const { get } = setup([email('crafted-news', 'sent', crafted)]);
  const answer = await get('crafted-news');
  const html = await answer.text();
  assert.match(html, /<p>Kept<\/p>/);
  assert.match(html, /<img src="https:\/\/cdn\.example\/logo\.png" alt="Logo">/);
  assert.match(html, /<meta charset="utf-8">/);
  assert.doesNotMatch(html, /http-equiv|<base|<script|<iframe|<object|<embed|<form|<input|<button|<link/i);
  assert.doesNotMatch(html, /evil\.example\/(a|c|d|e|f|g)/);
  const policy = answer.headers.get('content-security-policy') ?? '';
  for (const directive of [
    "default-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ]) {
    assert.ok(policy.includes(directive), directive);
  }
  assert.doesNotMatch(policy, /script-src|frame-src|unsafe-eval/);
});

/** The payload clipped where a field is shorter than it (a price, a label): what could be stored. */
function storable(document: PageDocument): PageDocument {
  const copy = structuredClone(document) as unknown as Record<string | number, unknown>;
  for (const issue of pageDocumentSchema.safeParse(copy).error?.issues ?? []) {
    if (issue.code !== 'too_big') continue;
    const key = issue.path.at(-1) as string | number;
    let parent = copy;
    for (const step of issue.path.slice(0, -1)) parent = parent[step as string | number] as typeof copy;
    parent[key] = String(parent[key]).slice(0, Number(issue.maximum));
  }
  assert.ok(pageDocumentSchema.safeParse(copy).success, 'a storable document');
  return copy as unknown as PageDocument;
}

Deno.test('the XSS corpus through the function: every template, nothing executes', async () => {
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const template = PAGE_TEMPLATES[index % PAGE_TEMPLATES.length] ?? 'avilon';
    const document = storable({ ...documentWith(payload), template });
    const row = page('hostile', { content: document });
    row.workspace = fixtureWorkspace('en', payload);
    row.workspace.website = payload;
    row.workspace.contact_street = payload;
    row.campaign.primary_color = payload;
    const { get } = setup([row]);
    const response = await get(`hostile?utm_source=${encodeURIComponent(payload)}`, { Referer: payload });
    assert.equal(response.status, 200, payload);
    assertInert(await response.text(), `${template} ${JSON.stringify(payload)}`);
    assertInert(
      await (await get('hostile?lead=confirm')).text(),
      `${template} confirm ${JSON.stringify(payload)}`,
    );
  }
});

Deno.test('a live page whose stored document is not a page document is not shown', async () => {
  const { get } = setup([page('broken', { content: { sections: [] } as unknown as PageDocument })]);
  assert.equal((await get('broken')).status, 404);
});

Deno.test('other methods are refused; the slug may come as ?slug=', async () => {
  const { handler } = setup([page('fieldnote')]);
  const post = await handler(new Request(`${API}/functions/v1/public-page/fieldnote`, { method: 'POST' }));
  assert.equal(post.status, 405);
  const bySearch = await handler(
    new Request(`${API}/functions/v1/public-page?slug=fieldnote`, { headers: { 'User-Agent': BROWSER } }),
  );
  assert.equal(bySearch.status, 200);
});

Deno.test('views are keyed per visitor for the hourly limit by an HMAC of the address, never the address', async () => {
  const { handler, events } = setup([page('fieldnote')]);
  const visitorOf = async (headers: Record<string, string>) => {
    await beacons(handler).post('fieldnote', 'view\n', headers);
    return events.at(-1)?.visitor;
  };
  const first = await visitorOf({ 'X-Forwarded-For': '10.0.0.1, 203.0.113.7' });
  const again = await visitorOf({ 'X-Forwarded-For': '203.0.113.7' });
  const other = await visitorOf({ 'X-Forwarded-For': '198.51.100.2' });
  const unknown = await visitorOf({});
  assert.match(first ?? '', /^[0-9a-f]{32}$/);
  assert.equal(again, first, 'the same address is the same visitor');
  assert.notEqual(other, first);
  assert.equal(unknown, undefined, 'no address reported: counted without a visitor');
  assert.ok(!JSON.stringify(events).includes('203.0.113.7'));
});
