import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signInThroughForm } from './accounts.ts';
import { openPage, type Viewport } from './browser.ts';

/** Helpers of the screenshot scripts: pages in a language, signed in, pictured once settled. */
export type Locale = 'en' | 'es';

export const screenshotsDir = resolve(import.meta.dirname, '../../screenshots');

/** A fresh page whose language cookie is set before the first request. */
export async function pageIn(browser: Browser, viewport: Viewport, locale: Locale): Promise<Page> {
  const page = await openPage(browser, viewport);
  await page
    .context()
    .addCookies([{ name: 'pitchcraft-locale', value: locale, url: process.env.E2E_BASE_URL as string }]);
  return page;
}

/** Signed in through the form (English), then switched to the language, on the lobby. */
export async function signedInPage(
  browser: Browser,
  viewport: Viewport,
  locale: Locale,
  account: { email: string; password: string },
): Promise<Page> {
  const page = await openPage(browser, viewport);
  await page.goto('/sign-in?redirect=/lobby');
  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === '/lobby');
  await page
    .context()
    .addCookies([{ name: 'pitchcraft-locale', value: locale, url: process.env.E2E_BASE_URL as string }]);
  return page;
}

/** A full-page picture once fonts are in and Mantine's transitions have ended. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: resolve(screenshotsDir, `${name}.png`), fullPage: true });
  console.log(`screenshots/${name}.png`);
}
