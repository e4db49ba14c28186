/**
 * Screenshots of the main screens at desktop (1280 px) and phone (390 px) widths, in English and
 * Spanish, into the git-ignored screenshots/ folder, for a person to look at, against a local
 * stack of its own; signed-in screens use a fresh confirmed user.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.ts';
import { type Account, createConfirmedUser } from './support/accounts.ts';
import { startAppUnderTest } from './support/app-under-test.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from './support/browser.ts';

const outDir = resolve(import.meta.dirname, '../screenshots');
mkdirSync(outDir, { recursive: true });

type Locale = 'en' | 'es';

async function open(browser: Browser, viewport: Viewport, locale: Locale): Promise<Page> {
  const page = await openPage(browser, viewport);
  await page
    .context()
    .addCookies([{ name: 'pitchcraft-locale', value: locale, url: process.env.E2E_BASE_URL as string }]);
  return page;
}

async function signedIn(
  browser: Browser,
  viewport: Viewport,
  locale: Locale,
  path: string,
  account: Account,
): Promise<Page> {
  const page = await open(browser, viewport, locale);
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^(Password|Contraseña)/).fill(account.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

async function shoot(page: Page, name: string, fullPage = false) {
  await page.evaluate(() => document.fonts.ready);
  // Let Mantine's transitions (drawer, menus) settle before the picture.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: resolve(outDir, `${name}.png`), fullPage });
  console.log(`screenshots/${name}.png`);
}

ensureChromium();
const app = await startAppUnderTest();
Object.assign(process.env, app.env);
const account = await createConfirmedUser();
// A workspace address as the app writes it, naming no workspace yet: the screens as a new user sees them.
const WORKSPACE = '6f1d2c3b-4a5e-4f60-8b7a-9c8d7e6f5a41';
const browser = await launchBrowser();

try {
  for (const locale of ['en', 'es'] as const) {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const home = await open(browser, viewport, locale);
      await home.goto('/');
      await home.getByRole('heading', { level: 1 }).waitFor();
      await shoot(home, `home-${label}-${locale}`);
      await shoot(home, `home-full-${label}-${locale}`, true);
      await home
        .locator('#pricing')
        .screenshot({ path: resolve(outDir, `home-pricing-${label}-${locale}.png`) });
      await home.context().close();

      const inApp = await signedIn(
        browser,
        viewport,
        locale,
        `/organizations/${WORKSPACE}/campaigns`,
        account,
      );
      await shoot(inApp, `campaigns-${label}-${locale}`);
      if (label === 'phone') {
        await inApp
          .getByRole('button', { name: locale === 'en' ? 'Open navigation' : 'Abrir navegación' })
          .click();
        await inApp.getByRole('dialog').waitFor();
        await shoot(inApp, `campaigns-drawer-${label}-${locale}`);
      } else {
        await inApp
          .getByRole('button', { name: locale === 'en' ? 'Collapse side bar' : 'Contraer barra lateral' })
          .click();
        await shoot(inApp, `campaigns-collapsed-${label}-${locale}`);
        await inApp
          .getByRole('button', { name: locale === 'en' ? 'Expand side bar' : 'Expandir barra lateral' })
          .click();
        await inApp.goto(`/organizations/${WORKSPACE}/campaigns/create`);
        await inApp.getByRole('heading', { level: 1 }).waitFor();
        await shoot(inApp, `campaign-create-${label}-${locale}`);
        await inApp.goto('/lobby');
        await inApp.getByRole('heading', { level: 1 }).waitFor();
        await shoot(inApp, `lobby-${label}-${locale}`);
      }
      await inApp.context().close();

      const notFound = await open(browser, viewport, locale);
      await notFound.goto('/no/such/page');
      await notFound.getByRole('heading', { level: 1 }).waitFor();
      await shoot(notFound, `not-found-${label}-${locale}`);
      await notFound.context().close();

      // The error screen, reached the way users meet it: a chunk that cannot load, with the
      // reload already spent.
      const failing = await open(browser, viewport, locale);
      await failing.addInitScript(() =>
        sessionStorage.setItem('pitchcraft:chunk-reload-at', String(Date.now())),
      );
      await failing.route(/\/assets\/logo-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
      await failing.goto('/logo');
      await failing.getByRole('alert').waitFor();
      await shoot(failing, `error-${label}-${locale}`);
      await failing.context().close();

      const signIn = await open(browser, viewport, locale);
      await signIn.goto('/sign-in');
      await signIn.getByRole('heading', { level: 1 }).waitFor();
      await shoot(signIn, `sign-in-${label}-${locale}`);
      await signIn.context().close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
