/**
 * Prerenders the marketing home after `vite build`: serves the build, opens / in Debian's
 * Chromium in English and in Spanish, and writes what the app drew into the HTML the server
 * sends — dist/index.html (English) and dist/es/index.html (Spanish) — so crawlers and first
 * paint get the whole page before any JavaScript runs. docs/marketing.md explains the hand-over
 * to the app (no flash: main.tsx loads the route before replacing the static copy).
 *
 *   node scripts/prerender.ts [--outDir dist]
 *
 * SITE_URL (e.g. https://pitchcraft.app), when set, adds absolute hreflang alternates.
 * PRERENDER=off skips the step (a build without Chromium); the app then renders as before.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../e2e/ensure-chromium.ts';
import { startAppWhenNeeded } from './static-copy-boot.ts';
import { serveStatic } from './static-host.ts';

type Locale = 'en' | 'es';
type Snapshot = { root: string; styles: string; title: string; colorScheme: string; pricingLoaded: boolean };

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const outDir = resolve(process.cwd(), values.outDir);
const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
if (shell.includes('<div id="root"><div data-static-copy>')) {
  throw new Error(`${outDir}/index.html is prerendered already: run \`vite build\` first`);
}

async function snapshot(origin: string, locale: Locale): Promise<Snapshot> {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'pitchcraft-locale', value: locale, url: origin }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
    await page.goto(origin);
    await page.locator('h1').waitFor({ timeout: 30_000 });
    // Prices come from the database; a build without it still ships the page, priced on load.
    // A refused connection or the section's error alert ends the wait at once (no stack running
    // costs no timeout), and the alert is left out of the copy: the visitor's own load may work.
    const pricingData = page.locator('#landing-pricing-data');
    const pricingFailure = page.locator('#pricing [role="alert"]');
    const apiUnreachable = new Promise<false>((settle) => {
      page.on('requestfailed', (request) => {
        if (request.url().includes('/rest/v1/')) settle(false);
      });
    });
    const pricingLoaded = await Promise.race([
      pricingData
        .or(pricingFailure)
        .first()
        .waitFor({ state: 'attached', timeout: 15_000 })
        .then(
          async () => (await pricingData.count()) > 0,
          () => false,
        ),
      apiUnreachable,
    ]);
    if (!pricingLoaded) {
      console.warn(`prerender (${locale}): ${problems.join('; ') || 'no error seen'}`);
      await pricingFailure.evaluateAll((alerts) => {
        for (const alert of alerts) alert.remove();
      });
    }
    return await page.evaluate((loaded) => {
      const root = document.getElementById('root');
      if (!root) throw new Error('no #root');
      const styles = [...document.head.querySelectorAll('style')].map((style) => style.outerHTML).join('');
      // Mantine's colour variables are scoped to this attribute, which its provider sets from script.
      const colorScheme = document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'light';
      return { root: root.innerHTML, styles, title: document.title, colorScheme, pricingLoaded: loaded };
    }, pricingLoaded);
  } finally {
    await browser.close();
  }
}

/**
 * Runs in <head>, before the body is parsed: the static copy stands only where it is right —
 * the home, in the visitor's language. A Spanish reader of / goes to /es/ (the Spanish copy),
 * which records the choice and shows / again; any other path (an SPA host answers deep links
 * with this same file) never paints the copy, and the app renders as if there were none.
 */
function headScript(locale: Locale, boot: string): string {
  if (locale === 'es') {
    return `<script>document.cookie='pitchcraft-locale=es; Path=/; Max-Age=31536000; SameSite=Lax';history.replaceState(null,'','/'+location.search+location.hash);${boot}</script>`;
  }
  const choice = `(document.cookie.match(/(?:^|; )pitchcraft-locale=(en|es)/)||[])[1]||'en'`;
  return [
    '<style>html[data-prerender=off] #root>[data-static-copy]{display:none}</style>',
    `<script>(function(){var c=${choice},p=location.pathname;`,
    // Leaving for /es/: the app starts there, not here (pitchcraftBoot becomes a no-op).
    `if(p==='/'&&c==='es'){window.pitchcraftBooted=1;location.replace('/es/'+location.search+location.hash)}`,
    `if(p!=='/'||c!=='en')document.documentElement.setAttribute('data-prerender','off')})();${boot}</script>`,
  ].join('');
}

/**
 * The app's entry and its preloads, taken out of <head> and started by `pitchcraftBoot()` when
 * `startAppWhenNeeded` decides: the copy paints and answers without competing with a megabyte of
 * JavaScript.
 */
function bootScript(html: string): { html: string; boot: string } {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entryTag) throw new Error('index.html has no module entry');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (tag) => tag[1],
  );
  const stripped = html
    .replace(entryTag[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const boot = [
    'window.pitchcraftBoot=function(){if(window.pitchcraftBooted)return;window.pitchcraftBooted=1;',
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});`,
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entryTag[1])};document.head.appendChild(s)}`,
  ].join('');
  return { html: stripped, boot };
}

/** After #root: when the app starts (scripts/static-copy-boot.ts). */
const START_APP = `<script>(${startAppWhenNeeded.toString()})(pitchcraftBoot)</script>`;

function alternates(): string {
  const site = process.env.SITE_URL?.replace(/\/$/, '');
  if (!site) return '';
  return [
    `<link rel="alternate" hreflang="en" href="${site}/">`,
    `<link rel="alternate" hreflang="es" href="${site}/es/">`,
    `<link rel="alternate" hreflang="x-default" href="${site}/">`,
  ].join('');
}

function page(locale: Locale, shot: Snapshot): string {
  const { html: withoutEntry, boot } = bootScript(shell);
  const html = withoutEntry
    .replace('<html lang="en">', `<html lang="${locale}" data-mantine-color-scheme="${shot.colorScheme}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${shot.title}</title>`)
    .replace('</head>', `${alternates()}${shot.styles}${headScript(locale, boot)}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div data-static-copy>${shot.root}</div></div>${START_APP}`,
    );
  if (!html.includes('<div data-static-copy>')) throw new Error('index.html has no empty #root to fill');
  return html;
}

if (process.env.PRERENDER === 'off') {
  console.log('prerender: skipped (PRERENDER=off)');
} else {
  // The build as it stands: index.html is still the plain shell until both snapshots are taken.
  const { server, origin } = await serveStatic(outDir);
  try {
    const shots = { en: await snapshot(origin, 'en'), es: await snapshot(origin, 'es') };
    await writeFile(join(outDir, 'index.html'), page('en', shots.en));
    await mkdir(join(outDir, 'es'), { recursive: true });
    await writeFile(join(outDir, 'es', 'index.html'), page('es', shots.es));
    for (const locale of ['en', 'es'] as const) {
      const { pricingLoaded, root } = shots[locale];
      console.log(
        `prerender: / in ${locale}, ${Math.round(root.length / 1024)} KiB of HTML${pricingLoaded ? '' : ' — prices NOT included: the API did not answer'}`,
      );
    }
  } finally {
    server.close();
  }
}
