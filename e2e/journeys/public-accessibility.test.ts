import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { blockingViolations } from '../support/axe.ts';
import { baseUrl, browserForThisFile, DESKTOP } from '../support/browser.ts';

/** Every public page but / (its own journey, landing-accessibility, checks it), in both languages. */
const browser = browserForThisFile();

const PAGES = [
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/livedemo',
  '/logo',
  '/other',
  '/thanks',
  '/invitations/not-a-real-token',
  `/review/${'0'.repeat(64)}`,
  `/report/${'0'.repeat(64)}`,
  '/pages/no-page-has-this-slug',
  '/no/such/route',
] as const;

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

for (const locale of ['en', 'es'] as const) {
  test(`axe finds nothing serious or critical on the public pages other than / (${locale})`, async () => {
    // Public pages (/pages/…) forbid inline scripts, as they should: axe is let in regardless.
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.context().addCookies([{ name: 'pitchcraft-locale', value: locale, url: baseUrl() }]);
    const found: Record<string, string[]> = {};
    for (const path of PAGES) {
      await page.goto(path);
      await settled(page);
      // A public page (/pages/…) speaks its campaign's language, not the visitor's.
      if (!path.startsWith('/pages/')) {
        assert.equal(await page.locator('html').getAttribute('lang'), locale, `${path} is in ${locale}`);
      }
      const blocking = await blockingViolations(page, `${locale} ${path}`);
      if (blocking.length) found[path] = blocking;
    }

    // The states a visitor meets on the way: the contact form's errors, the demo's result.
    await page.goto('/other#contact');
    await settled(page);
    await page.locator('form[aria-label] button[type=submit]').first().click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    const formErrors = await blockingViolations(page, `${locale} /other (errors)`);
    if (formErrors.length) found['/other (errors)'] = formErrors;

    await page.goto('/livedemo');
    await settled(page);
    await page
      .locator('textarea:not([aria-hidden])')
      .fill(
        locale === 'es'
          ? 'Presentar nuestra nueva cafetería para estudiantes que trabajan de noche'
          : 'Introducing our new cold brew coffee, aimed at night owls who work late',
      );
    await page.locator('form button[type=submit]').click();
    await page.locator('iframe').nth(1).waitFor({ timeout: 60_000 });
    const demo = await blockingViolations(page, `${locale} /livedemo (result)`);
    if (demo.length) found['/livedemo (result)'] = demo;

    assert.deepEqual(found, {});
    await page.context().close();
  });
}
