/**
 * Lighthouse on the marketing home, as it ships: a local stack of its own, the production build
 * with the prerendered / (scripts/prerender.ts), served gzipped like any static host, audited by
 * Lighthouse's default mobile settings (Moto G power, slow 4G, simulated) in Debian's Chromium.
 * Prints the four category scores (goal ≥ 95 each) and the JavaScript / loads, raw and gzipped:
 * as served (what Lighthouse sees) and once a visitor acts (the app starting).
 *
 *   npx node bench/landing-lighthouse.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium as playwrightChromium } from 'playwright-core';
import { ensureChromium } from '../e2e/ensure-chromium.ts';
import { buildApp, prerenderHome } from '../e2e/support/preview-server.ts';
import { serveStatic } from '../scripts/static-host.ts';
import { freePort } from '../supabase/local/testing/free-port.ts';
import { startTestStack } from '../supabase/local/testing/test-stack.ts';

async function launchChromium(port: number): Promise<ChildProcess> {
  const chromium = spawn(
    ensureChromium(),
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return chromium;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  chromium.kill();
  throw new Error('Chromium did not open its debugging port');
}

async function scriptBytes(outDir: string, urls: string[]): Promise<string> {
  let raw = 0;
  let gzipped = 0;
  for (const url of urls) {
    const body = await readFile(join(outDir, new URL(url).pathname));
    raw += body.length;
    gzipped += gzipSync(body).length;
  }
  return `${urls.length} files, ${(raw / 1024).toFixed(0)} KiB raw, ${(gzipped / 1024).toFixed(0)} KiB gzip`;
}

/** The scripts / loads from opening it until the app has replaced the static copy after a key press. */
async function scriptsOnceStarted(origin: string): Promise<string[]> {
  const browser = await playwrightChromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(origin)) urls.push(request.url());
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.keyboard.press('Shift');
    await page.locator('#root > [data-static-copy]').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    return urls;
  } finally {
    await browser.close();
  }
}

const appPort = await freePort();
const origin = `http://127.0.0.1:${appPort}`;
const stack = await startTestStack({ siteUrl: origin });
const outDir = join(mkdtempSync(join(tmpdir(), 'pitchcraft-lighthouse-')), 'dist');
let server: Server | undefined;
let chromium: ChildProcess | undefined;
try {
  buildApp(outDir, { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey });
  process.env.SITE_URL = origin; // absolute hreflang alternates, as a deployment with its address
  await prerenderHome(outDir);
  server = (await serveStatic(outDir, { port: appPort, gzip: true })).server;
  const debuggingPort = await freePort();
  chromium = await launchChromium(debuggingPort);

  const result = await lighthouse(`${origin}/`, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;

  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${origin}/`);
  for (const category of Object.values(lhr.categories)) {
    const score = Math.round((category.score ?? 0) * 100);
    console.log(
      `  ${category.title.padEnd(16)} ${String(score).padStart(3)} ${score >= 95 ? '' : ' (goal 95)'}`,
    );
    for (const audit of category.auditRefs) {
      const detail = lhr.audits[audit.id];
      if (audit.weight > 0 && detail && detail.score !== null && detail.score < 0.9) {
        console.log(`      ${detail.id}: ${detail.displayValue ?? detail.score}`);
      }
    }
  }
  for (const metric of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`  ${metric.padEnd(26)} ${lhr.audits[metric]?.displayValue}`);
  }

  // The scripts / requested, measured from the build: raw and gzipped bytes. Lighthouse never
  // acts on the page, so it sees the static home; a visitor's first key or tap starts the app.
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  const atLoad = (requests ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
    .map((item) => item.url);
  console.log(`  JavaScript loaded by /:        ${await scriptBytes(outDir, atLoad)}`);
  console.log(
    `  ... once the visitor acts:     ${await scriptBytes(outDir, await scriptsOnceStarted(origin))}`,
  );
} finally {
  chromium?.kill();
  server?.close();
  await stack.stop();
  rmSync(join(outDir, '..'), { recursive: true, force: true });
}
