import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ensureChromium } from '../ensure-chromium.ts';
import { signInThroughForm } from './accounts.ts';
import { type AppUnderTest, startAppUnderTest } from './app-under-test.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from './browser.ts';

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

/** One part of the screen (a section, a dialog), scrolled into view and pictured once settled. */
export async function shootElement(part: Locator, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await part.scrollIntoViewIfNeeded();
  await part.page().waitForTimeout(300);
  await part.screenshot({ path: resolve(screenshotsDir, `${name}.png`) });
  console.log(`screenshots/${name}.png`);
}

/** Waits until the screen's heading is in and nothing is loading. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached' });
}

/** Opens a screen, waits until it has settled, and pictures it. */
export async function visit(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  await shoot(page, name);
}

export type ScreenVariant = {
  locale: Locale;
  label: 'desktop' | 'phone';
  viewport: Viewport;
  suffix: string;
};

/**
 * Runs a screenshot script: Chromium, a local stack and the app of their own (after `prepare`,
 * e.g. extra rows), then `picture` once per variant — English and Spanish, desktop and phone.
 */
export async function pictureEveryVariant(
  picture: (browser: Browser, variant: ScreenVariant) => Promise<void>,
  prepare?: (env: AppUnderTest['env']) => Promise<void>,
): Promise<void> {
  ensureChromium();
  const app = await startAppUnderTest();
  Object.assign(process.env, app.env);
  const browser = await launchBrowser();
  try {
    await prepare?.(app.env);
    for (const locale of ['en', 'es'] as const) {
      for (const [label, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await picture(browser, { locale, label, viewport, suffix: `${label}-${locale}` });
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}
