import assert from 'node:assert/strict';
import { REFUSAL_MESSAGES } from '../_shared/refusals/messages.ts';
import { bearer } from '../_shared/testing/generation-support.ts';
import { createCheckLinksHandler } from './handler.ts';
import {
  type CheckOptions,
  checkLink,
  checkLinks,
  extractLinks,
  hostRefusal,
  isPublicAddress,
} from './links.ts';

const CAMPAIGN = 'd4a3f6e5-0000-4000-8000-000000000001';
const APP = 'http://app.example:5173';
const USER = bearer({ role: 'authenticated', sub: 'a1b2c3d4-0000-4000-8000-000000000001' });

interface Seen {
  method: string;
  path: string;
}

/** The web, on loopback: a few pages, redirects, a slow one; records every request. */
async function withSite(run: (base: string, seen: Seen[]) => Promise<void>) {
  const seen: Seen[] = [];
  let base = '';
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    const path = new URL(request.url).pathname;
    seen.push({ method: request.method, path });
    const redirect = (to: string, status = 302) => new Response(null, { status, headers: { location: to } });
    switch (path) {
      case '/ok':
        return new Response('secret body', { status: 200 });
      case '/head-refused':
        return request.method === 'HEAD' ? new Response(null, { status: 405 }) : new Response('ok');
      case '/missing':
        return new Response('not here', { status: 404 });
      case '/slow':
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return new Response('late');
      case '/moved':
        return redirect('/ok', 301);
      case '/chain/1':
        return redirect('/chain/2');
      case '/chain/2':
        return redirect(`${base}/chain/3`);
      case '/chain/3':
        return redirect('/chain/4');
      case '/chain/4':
        return redirect('/ok');
      case '/to-private':
        return redirect('http://10.1.2.3/admin');
      case '/to-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/to-localhost':
        return redirect(`http://localhost:${new URL(request.url).port}/ok`);
      case '/to-reserved':
        return redirect('https://shop.example/');
      case '/to-ftp':
        return redirect('ftp://files.bluebird.example.com/');
      default:
        return new Response('no', { status: 500 });
    }
  });
  base = `http://127.0.0.1:${server.addr.port}`;
  try {
    await run(base, seen);
  } finally {
    await server.shutdown();
  }
}

/** Loopback allowed (tests only), and a resolver that never reaches DNS. */
const local: CheckOptions = { allowLoopback: true, timeoutMs: 500, resolve: async () => ['93.184.215.14'] };

Deno.test('HEAD, then GET on 405; statuses and reasons; never a body', async () => {
  await withSite(async (base, seen) => {
    assert.deepEqual(await checkLink(`${base}/ok`, local), { url: `${base}/ok`, ok: true, status: 200 });
    assert.deepEqual(await checkLink(`${base}/head-refused`, local), {
      url: `${base}/head-refused`,
      ok: true,
      status: 200,
    });
    assert.deepEqual(await checkLink(`${base}/missing`, local), {
      url: `${base}/missing`,
      ok: false,
      status: 404,
      reason: 'http_404',
    });
    assert.deepEqual(await checkLink(`${base}/slow`, local), {
      url: `${base}/slow`,
      ok: false,
      reason: 'timeout',
    });
    assert.deepEqual(
      seen.slice(0, 4).map((s) => `${s.method} ${s.path}`),
      ['HEAD /ok', 'HEAD /head-refused', 'GET /head-refused', 'HEAD /missing'],
    );
    const nothing = await checkLink('http://127.0.0.1:9/closed', local);
    assert.deepEqual(nothing, { url: 'http://127.0.0.1:9/closed', ok: false, reason: 'unreachable' });
  });
});

Deno.test('redirects are followed by hand, at most 3, each hop checked: private, loopback names, reserved, other schemes', async () => {
  await withSite(async (base, seen) => {
    assert.deepEqual(await checkLink(`${base}/moved`, local), {
      url: `${base}/moved`,
      ok: true,
      status: 200,
    });
    seen.length = 0;
    const chain = await checkLink(`${base}/chain/1`, local);
    assert.deepEqual(chain, { url: `${base}/chain/1`, ok: false, status: 302, reason: 'too_many_redirects' });
    assert.deepEqual(
      seen.map((s) => `${s.method} ${s.path}`),
      ['HEAD /chain/1', 'HEAD /chain/2', 'HEAD /chain/3', 'HEAD /chain/4'],
      'three redirects followed, the fourth not',
    );

    const fetched: string[] = [];
    const recording: CheckOptions = {
      ...local,
      fetch: (input, init) => {
        fetched.push(String(input));
        return fetch(input, init);
      },
    };
    for (const [path, reason] of [
      ['/to-private', 'not_public'],
      ['/to-metadata', 'not_public'],
      ['/to-localhost', 'not_public'],
      ['/to-reserved', 'reserved_domain'],
      ['/to-ftp', 'unreachable'],
    ] as const) {
      fetched.length = 0;
      assert.deepEqual(
        await checkLink(`${base}${path}`, recording),
        { url: `${base}${path}`, ok: false, reason },
        path,
      );
      assert.deepEqual(fetched, [`${base}${path}`], `${path}: the refused hop is never fetched`);
    }
  });
});

Deno.test('without the tests-only allowance, loopback is refused like any private address, before any request', async () => {
  await withSite(async (base, seen) => {
    assert.deepEqual(await checkLink(`${base}/ok`), { url: `${base}/ok`, ok: false, reason: 'not_public' });
    assert.deepEqual(await checkLink(`http://[::1]:${new URL(base).port}/ok`), {
      url: `http://[::1]:${new URL(base).port}/ok`,
      ok: false,
      reason: 'not_public',
    });
    assert.equal(seen.length, 0);
  });
});

Deno.test('a public name resolving into a private network is refused; a name that does not resolve is unreachable', async () => {
  const asked: string[] = [];
  const fetchNever: typeof fetch = () => Promise.reject(new Error('must not fetch'));
  const resolve = async (host: string) => {
    asked.push(host);
    return host === 'rebind.bluebird.com' ? ['93.184.215.14', '127.0.0.1'] : [];
  };
  assert.deepEqual(await checkLink('https://rebind.bluebird.com/', { resolve, fetch: fetchNever }), {
    url: 'https://rebind.bluebird.com/',
    ok: false,
    reason: 'not_public',
  });
  assert.deepEqual(await checkLink('https://nxdomain.bluebird.com/', { resolve, fetch: fetchNever }), {
    url: 'https://nxdomain.bluebird.com/',
    ok: false,
    reason: 'unreachable',
  });
  assert.deepEqual(asked, ['rebind.bluebird.com', 'nxdomain.bluebird.com']);
});

Deno.test('hostRefusal and isPublicAddress: the ranges and names that are never fetched', () => {
  for (const host of [
    '10.0.0.1',
    '127.0.0.1',
    '0.0.0.0',
    '100.64.0.1',
    '169.254.169.254',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '[::1]',
    '[::]',
    '[fc00::1]',
    '[fd12:3456::1]',
    '[fe80::1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[64:ff9b::a00:1]',
    '[2001:db8::1]',
    '[ff02::1]',
    'localhost',
    'LOCALHOST.',
    'intranet',
    'db.internal',
    'printer.local',
  ]) {
    assert.equal(hostRefusal(host), 'not_public', host);
  }
  for (const host of ['shop.test', 'bluebird.example', 'x.invalid', 'app.localhost']) {
    assert.equal(hostRefusal(host), 'reserved_domain', host);
  }
  for (const host of [
    'bluebird.com',
    'news.bluebird.co.uk',
    '93.184.215.14',
    '[2606:4700::1111]',
    '8.8.8.8',
  ]) {
    assert.equal(hostRefusal(host), null, host);
  }
  // What the URL parser makes of other spellings of 127.0.0.1 is checked, not the spelling.
  assert.equal(hostRefusal(new URL('http://0x7f.1/').hostname), 'not_public');
  assert.equal(hostRefusal(new URL('http://2130706433/').hostname), 'not_public');
  assert.equal(isPublicAddress('172.32.0.1'), true);
  assert.equal(hostRefusal('127.0.0.2', true), null, 'loopback only with the tests-only allowance');
  assert.equal(hostRefusal('10.0.0.1', true), 'not_public');
});

Deno.test('extractLinks: distinct http(s) links of the HTML in order, fragments aside, no placeholder, at most 40', () => {
  const html = `<p><a href="https://bluebird.example.com/a?x=1&amp;y=2">A</a>
    <a href="https://bluebird.example.com/a?x=1&y=2#top">A again</a>
    <a href=" http://bluebird.example.com/b ">B</a> <a href="mailto:hi@bluebird.example.com">mail</a>
    <a href="/relative">rel</a> <a href="{{unsubscribe_url}}">Unsubscribe</a> <a href="javascript:alert(1)">x</a>
    <map><area href="https://maps.example.com/c"></map><img src="https://cdn.example.com/i.png"></p>`;
  assert.deepEqual(extractLinks(html), {
    links: [
      'https://bluebird.example.com/a?x=1&y=2',
      'http://bluebird.example.com/b',
      'https://maps.example.com/c',
    ],
    truncated: false,
  });
  const many = Array.from({ length: 45 }, (_, i) => `<a href="https://s.example.com/${i}">${i}</a>`).join('');
  const { links, truncated } = extractLinks(many);
  assert.equal(links.length, 40);
  assert.equal(truncated, true);
});

Deno.test('checkLinks: five at a time, answers in the order asked', async () => {
  let running = 0;
  let most = 0;
  const slow: typeof fetch = async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 20));
    running -= 1;
    return new Response(null, { status: 204 });
  };
  const urls = Array.from({ length: 12 }, (_, i) => `https://s${i}.bluebird.com/`);
  const results = await checkLinks(urls, { fetch: slow, resolve: async () => ['93.184.215.14'] });
  assert.deepEqual(
    results.map((r) => r.url),
    urls,
  );
  assert.ok(results.every((r) => r.ok && r.status === 204));
  assert.equal(most, 5);
});

function setup(
  readHtml: (authorization: string, campaignId: string) => Promise<string | null>,
  options?: CheckOptions,
) {
  const handler = createCheckLinksHandler({
    env: { SITE_URL: APP },
    readHtml,
    ...(options ? { options } : {}),
  });
  const call = (body: unknown, headers: Record<string, string> = { authorization: USER }, method = 'POST') =>
    handler(
      new Request('http://functions.local/check-links', {
        method,
        headers: { 'content-type': 'application/json', origin: APP, ...headers },
        body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      }),
    );
  return call;
}

Deno.test('the handler reads the HTML as the caller and answers only url, ok, status and reason per link', async () => {
  await withSite(async (base) => {
    const reads: [string, string][] = [];
    const call = setup(async (authorization, campaignId) => {
      reads.push([authorization, campaignId]);
      return `<a href="${base}/ok">ok</a><a href="${base}/missing">missing</a><a href="https://shop.test/">test</a><a href="{{unsubscribe_url}}">u</a>`;
    }, local);
    const response = await call({ campaignId: CAMPAIGN });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), APP);
    const body = await response.json();
    assert.deepEqual(body, {
      links: [
        { url: `${base}/ok`, ok: true, status: 200 },
        { url: `${base}/missing`, ok: false, status: 404, reason: 'http_404' },
        { url: 'https://shop.test/', ok: false, reason: 'reserved_domain' },
      ],
      truncated: false,
    });
    assert.ok(!JSON.stringify(body).includes('secret body'));
    assert.deepEqual(reads, [[USER, CAMPAIGN]]);
  });
});

Deno.test("refusals: no user token, a bad body, a campaign the caller cannot see, in the caller's language; preflight", async () => {
  let read = 0;
  const call = setup(async () => {
    read += 1;
    return null;
  });
  assert.equal((await call({ campaignId: CAMPAIGN }, { authorization: '' })).status, 401);
  assert.equal(
    (await call({ campaignId: CAMPAIGN }, { authorization: bearer({ role: 'anon' }) })).status,
    401,
  );
  assert.equal((await call('not json')).status, 400);
  assert.equal((await call({ campaignId: 'nope' })).status, 400);
  assert.equal(read, 0);
  const missing = await call({ campaignId: CAMPAIGN, locale: 'es' });
  assert.equal(missing.status, 404);
  assert.deepEqual(await missing.json(), {
    error: { code: 'campaign_not_found', message: REFUSAL_MESSAGES.es.campaign_not_found },
  });
  assert.equal((await call(undefined, { authorization: USER }, 'GET')).status, 405);
  const preflight = await call(undefined, { 'access-control-request-method': 'POST' }, 'OPTIONS');
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), APP);
});
