/**
 * Screenshots of sign-in, sign-up, the lobby (empty and with workspaces), the workspaces list, the
 * workspace edit screen (with a logo's palette and a contrast warning) and the dashboard, at
 * desktop and phone widths in English and Spanish, into the git-ignored screenshots/ folder:
 * `node e2e/screenshots-workspaces.ts` (a stack of its own; with E2E_* set, the running one).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.ts';
import { type Account, createConfirmedUser } from './support/accounts.ts';
import { startAppUnderTest } from './support/app-under-test.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from './support/browser.ts';
import { bandedPng } from './support/logo-png.ts';

const outDir = resolve(import.meta.dirname, '../screenshots');
mkdirSync(outDir, { recursive: true });
const HARBOR_AND_PINE = 'b2e1d4c3-0000-4000-8000-000000000001';
const OWNER: Account = { email: 'owner@pitchcraft.local', password: 'pitchcraft-demo-2026' };

type Locale = 'en' | 'es';

async function pageIn(browser: Browser, viewport: Viewport, locale: Locale, account?: Account) {
  const page = await openPage(browser, viewport);
  await page
    .context()
    .addCookies([{ name: 'pitchcraft-locale', value: locale, url: process.env.E2E_BASE_URL as string }]);
  if (account) {
    await page.goto('/sign-in');
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^(Password|Contraseña)/).fill(account.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/lobby');
  }
  return page;
}

async function shoot(page: Page, name: string) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: resolve(outDir, `${name}.png`), fullPage: true });
  console.log(`screenshots/${name}.png`);
}

ensureChromium();
const app = process.env.E2E_BASE_URL ? null : await startAppUnderTest();
if (app) Object.assign(process.env, app.env);
const browser = await launchBrowser();

try {
  for (const locale of ['en', 'es'] as const) {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const suffix = `${label}-${locale}`;
      const guest = await pageIn(browser, viewport, locale);
      await guest.goto('/sign-in');
      await shoot(guest, `sign-in-${suffix}`);
      await guest.goto('/sign-up');
      await shoot(guest, `sign-up-${suffix}`);
      await guest.locator('input[name=email]').fill(`shot-${Date.now()}@pitchcraft.test`);
      await guest.locator('input[name=password]').fill('a-long-enough-password');
      await guest.locator('button[type=submit]').click();
      await guest.getByRole('status').waitFor();
      await shoot(guest, `sign-up-check-inbox-${suffix}`);
      await guest.context().close();

      // A fresh user: the empty lobby, then a workspace branded from a logo.
      const fresh = await pageIn(browser, viewport, locale, await createConfirmedUser());
      await shoot(fresh, `lobby-empty-${suffix}`);
      await fresh.locator('button[type=submit]').click();
      await shoot(fresh, `lobby-empty-errors-${suffix}`);
      await fresh.getByRole('textbox').first().fill('Bluebird Bikes');
      await fresh.getByRole('combobox').click();
      await fresh.getByRole('option').first().click();
      await fresh.locator('button[type=submit]').click();
      await fresh.waitForURL((url) => url.pathname.endsWith('/edit'));
      await fresh.locator('input[type=file]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: bandedPng([
          { hex: '#f5f1e8', rows: 32 },
          { hex: '#13294b', rows: 20 },
          { hex: '#e4572e', rows: 12 },
        ]),
      });
      const useColours = fresh.getByRole('button', { name: /Use these colours|Usar estos colores/ });
      await useColours.waitFor();
      await shoot(fresh, `workspace-edit-proposal-${suffix}`);
      await useColours.click();
      await fresh.locator('input[value="#13294b"]').fill('#c9c2b2');
      await fresh.getByRole('alert').last().waitFor();
      await shoot(fresh, `workspace-edit-contrast-warning-${suffix}`);
      await fresh.context().close();

      const owner = await pageIn(browser, viewport, locale, OWNER);
      await shoot(owner, `lobby-${suffix}`);
      await owner.goto('/user/organizations');
      await shoot(owner, `workspaces-${suffix}`);
      await owner.goto('/user/organizations?add=true');
      await owner.getByRole('dialog').waitFor();
      await shoot(owner, `workspaces-add-${suffix}`);
      await owner.goto(`/user/organizations/${HARBOR_AND_PINE}/edit`);
      await shoot(owner, `workspace-edit-${suffix}`);
      await owner.goto(`/organizations/${HARBOR_AND_PINE}/dashboard`);
      await shoot(owner, `dashboard-${suffix}`);
      if (label === 'desktop') {
        await owner.getByRole('button', { name: /Current workspace|Espacio de trabajo actual/ }).click();
        await owner.getByRole('menu').waitFor();
        await shoot(owner, `workspace-menu-${suffix}`);
      }
      await owner.context().close();
    }
  }
} finally {
  await browser.close();
  await app?.stop();
}
