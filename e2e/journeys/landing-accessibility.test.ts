import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { blockingViolations } from '../support/axe.ts';
import {
  baseUrl,
  browserForThisFile,
  DESKTOP,
  homeHeading,
  openPage,
  PHONE,
  startTheApp,
} from '../support/browser.ts';

const browser = browserForThisFile();

const heroHeading = {
  en: 'Email campaigns and landing pages, crafted by AI in minutes',
  es: 'Campañas de email y landing pages, creadas con IA en minutos',
} as const;

async function landing(locale: 'en' | 'es', viewport = DESKTOP): Promise<Page> {
  const page = await openPage(browser(), viewport);
  await page.context().addCookies([{ name: 'pitchcraft-locale', value: locale, url: baseUrl() }]);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: heroHeading[locale] }).waitFor();
  await page.locator('#landing-pricing-data').waitFor({ state: 'attached' });
  return page;
}

for (const locale of ['en', 'es'] as const) {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`axe finds nothing serious or critical on / in ${locale} (${label}), static and once the app runs`, async () => {
      const page = await landing(locale, viewport);
      assert.equal(await page.locator('#root > [data-static-copy]').count(), 1);
      assert.deepEqual(await blockingViolations(page, `${locale} ${label} static`), []);
      await startTheApp(page);
      await page.getByRole('heading', { level: 1, name: heroHeading[locale] }).waitFor();
      assert.deepEqual(await blockingViolations(page, `${locale} ${label} app`), []);
      await page.context().close();
    });
  }
}

test('/ as served, before any JavaScript, holds the hero and the prices from the database', async () => {
  const english = await (await fetch(`${baseUrl()}/`)).text();
  assert.match(english, /<html lang="en"[ >]/);
  assert.ok(english.includes(heroHeading.en), 'the English hero heading is in the HTML');
  for (const price of ['$8.99', '$13.99', '$24.99', 'Up to <!-- -->1,000<!-- --> recipients']) {
    assert.ok(
      english.includes(price) || english.includes(price.replaceAll('<!-- -->', '')),
      `${price} is in the HTML`,
    );
  }
  const spanish = await (await fetch(`${baseUrl()}/es/`)).text();
  assert.match(spanish, /<html lang="es"[ >]/);
  assert.ok(spanish.includes(heroHeading.es), 'the Spanish hero heading is in the HTML');
  assert.ok(spanish.includes('13,99'), 'Spanish prices are in the HTML');
});

test('/ runs none of the app until the visitor acts, then the app takes over without a blank frame', async () => {
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
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  assert.deepEqual(scripts, [], 'the static home loads no JavaScript by itself');
  assert.equal(await page.locator('#root > [data-static-copy]').count(), 1);

  await startTheApp(page);
  await page.getByRole('button', { name: 'Join the waitlist' }).waitFor();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(
    await page.evaluate(() => (window as Window & { framesWithoutHero?: number }).framesWithoutHero),
    0,
  );
  console.log(`/ loaded ${scripts.length} scripts once started: ${scripts.join(' ')}`);
  // The signed-in layout, the editors and the chart, CSV and Excel libraries are the heavy parts.
  const inApp = scripts.filter((path) =>
    /\/assets\/(_app|editor|recharts|papaparse|read-excel)[-.]/i.test(path),
  );
  assert.deepEqual(inApp, [], 'the home loads none of the signed-in screens');
  await page.context().close();
});

test('the take-over keeps the visitor where they were: scrolled down the page, in the field they focused', async () => {
  const page = await openPage(browser(), PHONE);
  await page.goto('/');
  await homeHeading(page).waitFor();
  const field = page.locator('#waitlist').getByRole('textbox', { name: 'Your email' });
  await field.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 1000, 'the waitlist is far down the page');
  await field.focus();
  await page.keyboard.type('ana@');
  await page.locator('#root > [data-static-copy]').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Your email');
  assert.equal(await field.inputValue(), 'ana@');
  assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled) < 50, 'the page did not jump');
  await page.keyboard.type('example.com');
  assert.equal(await field.inputValue(), 'ana@example.com', 'typing goes on in the app');
  await page.context().close();
});

test('a visitor who has signed in on this browser gets the app at load, without acting first', async () => {
  const page = await openPage(browser());
  await page.addInitScript(() => localStorage.setItem('sb-127-auth-token', '{}'));
  await page.goto('/');
  await page.locator('#root > [data-static-copy]').waitFor({ state: 'detached' });
  await page.context().close();
});

test('a deep link served the same file shows its own screen, not the prerendered home', async () => {
  const page = await openPage(browser());
  await page.goto('/sign-in');
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByText(heroHeading.en).count(), 0);
  await page.context().close();
});
