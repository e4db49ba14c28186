/**
 * Screenshots of the main screens at desktop (1280 px) and phone (390 px) widths, in English and
 * Spanish, into the git-ignored screenshots/ folder, for a person to look at. Signed-in screens
 * use the STUBBED auth API of e2e/support/auth-stub.ts.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.ts';
import { STUB_USER_EMAIL, STUB_USER_PASSWORD, stubAuthApi } from './support/auth-stub.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from './support/browser.ts';
import { buildApp, startPreview } from './support/preview-server.ts';

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

async function signedIn(browser: Browser, viewport: Viewport, locale: Locale, path: string): Promise<Page> {
  const page = await open(browser, viewport, locale);
  await stubAuthApi(page);
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByLabel(/^Email/).fill(STUB_USER_EMAIL);
  await page.getByLabel(/^(Password|Contraseña)/).fill(STUB_USER_PASSWORD);
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
if (!process.env.E2E_SKIP_BUILD) buildApp();
const server = await startPreview();
process.env.E2E_BASE_URL = server.url;
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

      const app = await signedIn(browser, viewport, locale, '/organizations/42/campaigns');
      await shoot(app, `campaigns-${label}-${locale}`);
      if (label === 'phone') {
        await app
          .getByRole('button', { name: locale === 'en' ? 'Open navigation' : 'Abrir navegación' })
          .click();
        await app.getByRole('dialog').waitFor();
        await shoot(app, `campaigns-drawer-${label}-${locale}`);
      } else {
        await app
          .getByRole('button', { name: locale === 'en' ? 'Collapse side bar' : 'Contraer barra lateral' })
          .click();
        await shoot(app, `campaigns-collapsed-${label}-${locale}`);
        await app
          .getByRole('button', { name: locale === 'en' ? 'Expand side bar' : 'Expandir barra lateral' })
          .click();
        await app.goto('/organizations/42/campaigns/create');
        await app.getByRole('heading', { level: 1 }).waitFor();
        await shoot(app, `campaign-create-${label}-${locale}`);
        await app.goto('/lobby');
        await app.getByRole('heading', { level: 1 }).waitFor();
        await shoot(app, `lobby-${label}-${locale}`);
      }
      await app.context().close();

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
  await server.stop();
}
