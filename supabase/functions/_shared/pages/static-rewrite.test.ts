import assert from 'node:assert/strict';
import { staticPagesRewrite } from './static-rewrite.ts';

const API = 'https://abc.supabase.co';
const SITE = 'https://example.com';

/** The rewrite against a stand-in Storage (the copies) and function, recording what it asked. */
function rewriteWith(copies: Record<string, string>) {
  const asked: string[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.startsWith(`${API}/storage/v1/object/public/pages/`)) {
      const copy = copies[url.split('/').at(-1) ?? ''];
      if (!copy) return new Response('{"error":"not_found"}', { status: 400 });
      if (new Headers(init?.headers).get('if-none-match') === '"tag"')
        return new Response(null, { status: 304 });
      return new Response(copy, {
        headers: {
          'Content-Type': 'text/plain',
          'Cache-Control': 'max-age=30',
          ETag: '"tag"',
          'Content-Length': '999',
        },
      });
    }
    // The function on Supabase's default domain: HTML labelled text/plain, compressed on the wire.
    if (url.includes('/events')) return new Response(null, { status: 204 });
    return new Response('<html>function</html>', {
      status: 404,
      headers: { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip', 'Content-Length': '12' },
    });
  }) as typeof fetch;
  return { asked, rewrite: staticPagesRewrite({ supabaseUrl: API, fetch: fetcher }) };
}

Deno.test('a live page: its static copy, as HTML with the copy’s caching and the page’s security headers', async () => {
  const { rewrite, asked } = rewriteWith({ fieldnote: '<html>copy</html>' });
  const answer = await rewrite(new Request(`${SITE}/pages/fieldnote?utm_source=mail`));
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(answer.headers.get('cache-control'), 'max-age=30');
  assert.equal(answer.headers.get('etag'), '"tag"');
  assert.equal(answer.headers.get('content-length'), null, 'a length fetch may not have kept');
  assert.match(answer.headers.get('content-security-policy') ?? '', /script-src 'sha256-/);
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(await answer.text(), '<html>copy</html>');
  assert.deepEqual(asked, [`GET ${API}/storage/v1/object/public/pages/fieldnote`]);
  const again = await rewrite(
    new Request(`${SITE}/pages/fieldnote`, { headers: { 'If-None-Match': '"tag"' } }),
  );
  assert.equal(again.status, 304);
});

Deno.test('no copy, the thank-you and the beacons: the function, its HTML restored, one hop’s headers dropped', async () => {
  const { rewrite, asked } = rewriteWith({ fieldnote: '<html>copy</html>' });
  const missing = await rewrite(
    new Request(`${SITE}/pages/closed`, { headers: { 'Accept-Encoding': 'gzip', Connection: 'keep-alive' } }),
  );
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(missing.headers.get('content-encoding'), null);
  assert.equal(missing.headers.get('content-length'), null);
  assert.equal(await missing.text(), '<html>function</html>');
  await (await rewrite(new Request(`${SITE}/pages/fieldnote?lead=submitted`))).body?.cancel();
  const beacon = await rewrite(
    new Request(`${SITE}/pages/fieldnote/events`, { method: 'POST', body: 'view\n' }),
  );
  assert.equal(beacon.status, 204);
  assert.deepEqual(asked, [
    `GET ${API}/storage/v1/object/public/pages/closed`,
    `GET ${API}/functions/v1/public-page/closed`,
    `GET ${API}/functions/v1/public-page/fieldnote?lead=submitted`,
    `POST ${API}/functions/v1/public-page/fieldnote/events`,
  ]);
});
