import assert from 'node:assert/strict';
import { htmlPage, htmlPageEndpoint } from './html-page.ts';

const URL_ = 'https://project.supabase.co/functions/v1/example';

Deno.test('the HTML page frame: 405 with Allow, deps made once, page headers that forbid caching and scripts', async () => {
  let made = 0;
  const handler = htmlPageEndpoint({
    name: 'example',
    methods: ['GET', 'POST'],
    deps: () => ({ made: ++made }),
    run: async () => htmlPage('<p>hello</p>'),
  });
  const put = await handler(new Request(URL_, { method: 'PUT' }));
  assert.equal(put.status, 405);
  assert.equal(put.headers.get('Allow'), 'GET, POST');
  for (let i = 0; i < 2; i += 1) {
    const page = await handler(new Request(URL_));
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('Cache-Control'), 'no-store');
    assert.match(
      page.headers.get('Content-Security-Policy') ?? '',
      /^default-src 'none'; style-src 'unsafe-inline'$/,
    );
    assert.equal(page.headers.get('X-Content-Type-Options'), 'nosniff');
  }
  assert.equal(made, 1);
});

Deno.test('the HTML page frame: a failure is logged and answered 503 in the language the function learnt', async () => {
  const logged: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    const handler = htmlPageEndpoint({
      name: 'example',
      methods: ['POST'],
      deps: {},
      async run(request, _deps, visitor) {
        visitor.locale = (await request.text()) === 'locale=es' ? 'es' : visitor.locale;
        throw new Error('database is down');
      },
    });
    const spanish = await handler(new Request(URL_, { method: 'POST', body: 'locale=es' }));
    assert.equal(spanish.status, 503);
    assert.match(await spanish.text(), /<html lang="es">[\s\S]*<h1>Algo ha fallado<\/h1>/);
    const english = await handler(new Request(URL_, { method: 'POST', body: '' }));
    assert.match(await english.text(), /<h1>Something went wrong<\/h1>/);
    assert.equal(logged.length, 2);
    assert.match(String((logged[0] as unknown[])[0]), /^example:/);
  } finally {
    console.error = original;
  }
});
