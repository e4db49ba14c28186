/**
 * The JavaScript two first screens cost, as the app ships: a local stack of its own, the
 * production build with the prerendered / (scripts/prerender.ts), served gzipped like a static
 * host, opened in Debian's Chromium with an empty cache. Every JavaScript response from the app's
 * origin is counted once (workers included), raw and gzipped.
 *
 * - `/` once the visitor acts: the prerendered home (no script at load), then a key press starts
 *   the app; counted until the network is idle.
 * - the first signed-in screen: the seed's owner, signed in on this browser earlier (the session
 *   is in storage, the cache is empty), opens /organizations/{id}/campaigns.
 * - /sign-in (no goal; printed because the auth UI lives there).
 *
 * Prints files, total gzip (goal ≤ 200 KiB) and the largest file for each, and its ten largest
 * files (`--list`: all of them). `--packages` builds with source maps and also prints which
 * packages (or app folders) the bytes come from: where to look for the next split.
 * No asserts: a bench prints figures.
 *
 *   npx node bench/app-weight.ts [--list] [--packages]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { ensureChromium } from '../e2e/ensure-chromium.ts';
import { signInThroughForm } from '../e2e/support/accounts.ts';
import { buildApp, prerenderHome } from '../e2e/support/preview-server.ts';
import { serveStatic } from '../scripts/static-host.ts';
import { freePort } from '../supabase/local/testing/free-port.ts';
import { startTestStack } from '../supabase/local/testing/test-stack.ts';
import {
  describeWeight,
  kib,
  recordScripts,
  type ScriptWeight,
  weighByPackage,
} from './support/script-weight.ts';

const GOAL_GZIP = 200 * 1024;
/** The seed's owner and their workspace Harbor & Pine (supabase/seed.sql). */
const OWNER = { email: 'owner@pitchcraft.local', password: 'pitchcraft-demo-2026' };
const WORKSPACE = 'b2e1d4c3-0000-4000-8000-000000000001';

const { values } = parseArgs({
  options: { list: { type: 'boolean', default: false }, packages: { type: 'boolean', default: false } },
});

async function homeOnceActed(browser: Browser, origin: string): Promise<ScriptWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const scripts = recordScripts(context, origin);
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const atLoad = await scripts.weigh();
    if (atLoad.files.length > 0) console.log(`  (/ loaded ${describeWeight(atLoad)} before any action)`);
    await page.keyboard.press('Shift');
    await page.locator('#root > [data-static-copy]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Join the waitlist' }).waitFor();
    await page.waitForLoadState('networkidle');
    return await scripts.weigh();
  } finally {
    await context.close();
  }
}

async function signInPage(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const scripts = recordScripts(context, origin);
  const page = await context.newPage();
  await page.goto(`${origin}/sign-in?redirect=/lobby`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForLoadState('networkidle');
  const weight = await scripts.weigh();
  await signInThroughForm(page, OWNER);
  await page.waitForURL((url) => url.pathname === '/lobby');
  const storageState = await context.storageState();
  await context.close();
  return { weight, storageState };
}

async function firstSignedInScreen(
  browser: Browser,
  origin: string,
  storageState: Awaited<ReturnType<typeof signInPage>>['storageState'],
): Promise<ScriptWeight> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    storageState,
  });
  try {
    const scripts = recordScripts(context, origin);
    const page = await context.newPage();
    await page.goto(`${origin}/organizations/${WORKSPACE}/campaigns`);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    await page.waitForLoadState('networkidle');
    return await scripts.weigh();
  } finally {
    await context.close();
  }
}

async function report(name: string, weight: ScriptWeight, goal?: number) {
  const verdict =
    goal === undefined ? '' : ` (goal ≤ ${kib(goal)} gzip: ${weight.gzip <= goal ? 'met' : 'not met'})`;
  console.log(`\n${name}`);
  console.log(`  JavaScript: ${describeWeight(weight)}${verdict}`);
  if (weight.largest) console.log(`  largest file: ${weight.largest.path}, ${kib(weight.largest.gzip)} gzip`);
  for (const file of values.list ? weight.files : weight.files.slice(0, 10)) {
    console.log(`    ${kib(file.gzip).padStart(8)}  ${file.path}`);
  }
  if (!values.packages) return;
  console.log('  by package (gzip, from the source maps):');
  for (const share of (await weighByPackage(outDir, weight.files)).slice(0, values.list ? undefined : 25)) {
    console.log(`    ${(share.gzip / 1024).toFixed(1).padStart(6)} KiB  ${share.name}`);
  }
}

const appPort = await freePort();
const origin = `http://127.0.0.1:${appPort}`;
const stack = await startTestStack({ siteUrl: origin });
const outDir = join(mkdtempSync(join(tmpdir(), 'pitchcraft-app-weight-')), 'dist');
let server: Server | undefined;
let browser: Browser | undefined;
try {
  buildApp(
    outDir,
    { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    values.packages ? ['--sourcemap', 'hidden'] : [],
  );
  process.env.SITE_URL = origin;
  await prerenderHome(outDir);
  server = (await serveStatic(outDir, { port: appPort, gzip: true })).server;
  browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-quic'],
  });

  await report('/ once the visitor acts (a key press)', await homeOnceActed(browser, origin), GOAL_GZIP);
  const signIn = await signInPage(browser, origin);
  await report(
    `/organizations/{id}/campaigns, first signed-in screen (session stored, empty cache)`,
    await firstSignedInScreen(browser, origin, signIn.storageState),
    GOAL_GZIP,
  );
  await report('/sign-in (no goal: where the auth UI loads)', signIn.weight);
} finally {
  await browser?.close();
  server?.close();
  await stack.stop();
  rmSync(join(outDir, '..'), { recursive: true, force: true });
}
