// The public page: bytes (HTML with its inline CSS, raw and gzip) and time to first byte of each
// template's page as visitors get it, its static copy (rendered by render-pages into the public
// `pages` bucket, served by the stack's Storage, the CDN's origin), against the same bytes through
// the public-page function and as a plain static file served on this machine (goal: the copy within
// 2× of the file; docs/public-pages.md "Static copies"); then Lighthouse (performance,
// accessibility, SEO; mobile, simulated throttling) of one page per template through the /pages/*
// rewrite, as production serves them.
//   npx node bench/public-page.ts [--ttfb-only]
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../e2e/ensure-chromium.ts';
import { nodeFetchHandler } from '../scripts/vite-pages-rewrite.ts';
import { PAGE_TEMPLATES } from '../supabase/functions/_shared/content/brief.ts';
import { SAMPLE_DOCUMENT } from '../supabase/functions/_shared/pages/fixtures/sample-document.ts';
import { SHOWCASE } from '../supabase/functions/_shared/pages/fixtures/showcase.ts';
import { staticPagesRewrite } from '../supabase/functions/_shared/pages/static-rewrite.ts';
import { freePort } from '../supabase/local/testing/free-port.ts';
import { startTestStack } from '../supabase/local/testing/test-stack.ts';
import { insertRow, tableOwner } from '../supabase/tests/testing/stack-clients.ts';

const HARBOR = 'b2e1d4c3-0000-4000-8000-000000000001';
const RUNS = 25;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Milliseconds from sending the request to the first byte of the body, and the body. */
function timeToFirstByte(url: string): Promise<{ ms: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let first = 0;
    const chunks: Buffer[] = [];
    request(url, { headers: { 'User-Agent': BROWSER_UA } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (!first) first = performance.now();
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ ms: first - started, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function medianTtfb(url: string) {
  await timeToFirstByte(url); // warm: the function's worker, the file's page cache
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timeToFirstByte(url)).ms);
  return median(times);
}

const listen = (server: Server, port: number) =>
  new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));

const sitePort = await freePort();
const stack = await startTestStack({ siteUrl: `http://127.0.0.1:${sitePort}` });
const staticDir = mkdtempSync(join(tmpdir(), 'pitchcraft-bench-pages-'));
// The hosting rewrite (static-rewrite.ts): /pages/* → the static copy, else the function; the
// app's robots.txt; everything else 404.
const rewrite = nodeFetchHandler(staticPagesRewrite({ supabaseUrl: stack.apiUrl }));
const site = createServer((incoming, outgoing) => {
  if (incoming.url === '/robots.txt') {
    outgoing.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    return;
  }
  if (!incoming.url?.startsWith('/pages/')) {
    outgoing.writeHead(404).end();
    return;
  }
  rewrite(incoming, outgoing);
});
const staticPort = await freePort();
const files = createServer((incoming, outgoing) => {
  outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  createReadStream(join(staticDir, `${incoming.url?.slice(1)}.html`)).pipe(outgoing);
});
await Promise.all([listen(site, sitePort), listen(files, staticPort)]);

try {
  // As the tables' owner: the service role key carries only the grants the functions use.
  const tables = await tableOwner(stack);
  for (const template of PAGE_TEMPLATES) {
    const { palette, mood } = SHOWCASE[template];
    const id = await insertRow(tables, 'campaigns', {
      workspace_id: HARBOR,
      kind: 'page',
      name: `Bench ${template}`,
      slug: `bench-${template}`,
      status: 'published',
      template,
      mood,
      content: { ...SAMPLE_DOCUMENT, template },
      primary_color: palette.primary,
      secondary_color: palette.secondary,
      tertiary_color: palette.tertiary,
      quaternary_color: palette.quaternary,
    });
    await insertRow(tables, 'page_subscriptions', {
      workspace_id: HARBOR,
      campaign_id: id,
      plan_id: 'basic',
      status: 'active',
    });
  }
  await tables.end();

  // The stack's scheduler renders each page's copy once its subscription is in (render-pages).
  const copyUrl = (template: string) => `${stack.apiUrl}/storage/v1/object/public/pages/bench-${template}`;
  const waitUntil = Date.now() + 120_000;
  for (const template of PAGE_TEMPLATES) {
    const statusOf = async () => {
      const response = await fetch(copyUrl(template));
      await response.body?.cancel();
      return response.status;
    };
    while ((await statusOf()) !== 200) {
      if (Date.now() > waitUntil) throw new Error(`no static copy of bench-${template} after 2 minutes`);
      await new Promise((settle) => setTimeout(settle, 200));
    }
  }

  console.log(
    `Public page: its static copy vs the function vs the same bytes as a static file (median TTFB of ${RUNS})`,
  );
  console.log(
    'template    HTML+CSS   gzip       copy    rewrite   function       file   copy/file (goal ≤ 2×)',
  );
  let totalGzip = 0;
  const ratios: number[] = [];
  const functionRatios: number[] = [];
  for (const template of PAGE_TEMPLATES) {
    const functionUrl = `${stack.apiUrl}/functions/v1/public-page/bench-${template}`;
    const { body } = await timeToFirstByte(functionUrl);
    const copy = (await timeToFirstByte(copyUrl(template))).body;
    if (!copy.equals(body))
      throw new Error(`bench-${template}: the static copy differs from the function's answer`);
    writeFileSync(join(staticDir, `${template}.html`), body);
    const gzip = gzipSync(body, { level: 6 }).length;
    totalGzip += gzip;
    const viaCopy = await medianTtfb(copyUrl(template));
    const viaRewrite = await medianTtfb(`http://127.0.0.1:${sitePort}/pages/bench-${template}`);
    const viaFunction = await medianTtfb(functionUrl);
    const viaFile = await medianTtfb(`http://127.0.0.1:${staticPort}/${template}`);
    ratios.push(viaCopy / viaFile);
    functionRatios.push(viaFunction / viaFile);
    const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
    console.log(
      `${template.padEnd(10)} ${(body.length / 1024).toFixed(1).padStart(6)} KiB ${(gzip / 1024).toFixed(1).padStart(5)} KiB ${ms(viaCopy)} ${ms(viaRewrite)} ${ms(viaFunction)} ${ms(viaFile)}   ${(viaCopy / viaFile).toFixed(2)}×`,
    );
  }
  console.log(`average gzip ${(totalGzip / PAGE_TEMPLATES.length / 1024).toFixed(1)} KiB`);
  console.log(
    `static copy vs static file: median ${median(ratios).toFixed(2)}× (goal ≤ 2×: ${median(ratios) <= 2 ? 'met' : 'not met'}); the function: ${median(functionRatios).toFixed(1)}×`,
  );

  if (!process.argv.includes('--ttfb-only')) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? ensureChromium(),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      console.log('\nLighthouse 13 (mobile, simulated throttling) at /pages/{slug}');
      console.log('template    performance  accessibility  SEO');
      for (const template of PAGE_TEMPLATES) {
        const result = await lighthouse(`http://127.0.0.1:${sitePort}/pages/bench-${template}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        const categories = result?.lhr.categories ?? {};
        const score = (name: string) => String(Math.round((categories[name]?.score ?? 0) * 100)).padStart(6);
        const failing = Object.values(result?.lhr.audits ?? {})
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => (audit.explanation ? `${audit.id} (${audit.explanation})` : audit.id));
        const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
        const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
        console.log(
          `${template.padEnd(10)} ${score('performance')}       ${score('accessibility')}        ${score('seo')}   ${metrics}${failing.length ? `; failing: ${failing.join(', ')}` : ''}`,
        );
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  site.close();
  files.close();
  await stack.stop();
  rmSync(staticDir, { recursive: true, force: true });
}
