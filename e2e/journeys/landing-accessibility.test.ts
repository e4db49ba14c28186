import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, browserForThisFile, DESKTOP, openPage, PHONE } from '../support/browser.ts';

const browser = browserForThisFile();
const AXE = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

const heroHeading = {
  en: 'Email campaigns and landing pages, crafted by AI in minutes',
  es: 'Campañas de email y landing pages, creadas con IA en minutos',
} as const;

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
};

async function landing(locale: 'en' | 'es', viewport = DESKTOP): Promise<Page> {
  const page = await openPage(browser(), viewport);
  await page.context().addCookies([{ name: 'pitchcraft-locale', value: locale, url: baseUrl() }]);
  await page.goto('/');
  await page.locator('#root > [inert]').waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: heroHeading[locale] }).waitFor();
  await page.locator('#landing-pricing-data').waitFor({ state: 'attached' });
  return page;
}

for (const locale of ['en', 'es'] as const) {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`axe finds nothing serious or critical on / in ${locale} (${label})`, async () => {
      const page = await landing(locale, viewport);
      await page.addScriptTag({ path: AXE });
      const violations = (await page.evaluate(async () => {
        const axe = (
          window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
        ).axe;
        return (await axe.run(document)).violations;
      })) as AxeViolation[];
      for (const violation of violations) {
        const targets = violation.nodes.map((node) => node.html.slice(0, 160));
        console.log(
          `axe ${locale} ${label}: ${violation.impact} ${violation.id} — ${violation.help} ${targets.join(', ')}`,
        );
      }
      const blocking = violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      assert.deepEqual(
        blocking.map((violation) => violation.id),
        [],
      );
      await page.context().close();
    });
  }
}

test('/ as served, before any JavaScript, holds the hero and the prices from the database', async () => {
  const english = await (await fetch(`${baseUrl()}/`)).text();
  assert.match(english, /<html lang="en">/);
  assert.ok(english.includes(heroHeading.en), 'the English hero heading is in the HTML');
  for (const price of ['$8.99', '$13.99', '$24.99', 'Up to <!-- -->1,000<!-- --> recipients']) {
    assert.ok(
      english.includes(price) || english.includes(price.replaceAll('<!-- -->', '')),
      `${price} is in the HTML`,
    );
  }
  const spanish = await (await fetch(`${baseUrl()}/es/`)).text();
  assert.match(spanish, /<html lang="es">/);
  assert.ok(spanish.includes(heroHeading.es), 'the Spanish hero heading is in the HTML');
  assert.ok(spanish.includes('13,99'), 'Spanish prices are in the HTML');
});

test('the app takes over the prerendered home without a blank frame and loads no in-app code', async () => {
  const page = await openPage(browser());
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const state = window as Window & { framesWithoutHero?: number };
    state.framesWithoutHero = 0;
    let seen = false;
    const watch = () => {
      const hero = document.querySelector('h1');
      if (hero) seen = true;
      else if (seen) state.framesWithoutHero = (state.framesWithoutHero ?? 0) + 1;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto('/');
  await page.locator('#root > [inert]').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Join the waitlist' }).waitFor();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(
    await page.evaluate(() => (window as Window & { framesWithoutHero?: number }).framesWithoutHero),
    0,
  );
  console.log(`/ loaded ${scripts.length} scripts: ${scripts.join(' ')}`);
  // The signed-in layout, the editors and the chart, CSV and Excel libraries are the heavy parts.
  const inApp = scripts.filter((path) =>
    /\/assets\/(_app|editor|recharts|papaparse|read-excel)[-.]/i.test(path),
  );
  assert.deepEqual(inApp, [], 'the home loads none of the signed-in screens');
  await page.context().close();
});

test('a deep link served the same file shows its own screen, not the prerendered home', async () => {
  const page = await openPage(browser());
  await page.goto('/sign-in');
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByText(heroHeading.en).count(), 0);
  await page.context().close();
});
