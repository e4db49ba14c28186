/**
 * Screenshots of settings, clients, a client's details, leads and campaigns, at desktop and phone
 * widths in English and Spanish, into the git-ignored screenshots/ folder, against a local stack of
 * its own with the seed's demo users: `node e2e/screenshots-clients.ts`.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.ts';
import { startAppUnderTest } from './support/app-under-test.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { DEMO, demoUserAt } from './support/demo-users.ts';

const outDir = resolve(import.meta.dirname, '../screenshots');
mkdirSync(outDir, { recursive: true });

const { harborAndPine: HARBOR_AND_PINE, casaVerde: CASA_VERDE, bluebirdBikes: BLUEBIRD_BIKES } = DEMO;

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: resolve(outDir, `${name}.png`), fullPage: true });
  console.log(`screenshots/${name}.png`);
}

async function visit(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached' });
  await shoot(page, name);
}

ensureChromium();
const app = await startAppUnderTest();
Object.assign(process.env, app.env);
const browser = await launchBrowser();

try {
  for (const locale of ['en', 'es'] as const) {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const suffix = `${label}-${locale}`;
      const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });
      await visit(owner, `/organizations/${HARBOR_AND_PINE}/settings`, `settings-set-${suffix}`);
      await visit(owner, `/organizations/${CASA_VERDE}/settings`, `settings-required-${suffix}`);
      await owner.locator('form button[type=submit]').click();
      await shoot(owner, `settings-empty-error-${suffix}`);
      await visit(owner, `/organizations/${CASA_VERDE}/clients`, `clients-empty-${suffix}`);
      await visit(owner, `/organizations/${HARBOR_AND_PINE}/clients`, `clients-list-${suffix}`);
      await owner.locator('main button:has(svg.tabler-icon-plus)').first().click();
      await owner.getByRole('dialog').waitFor();
      await owner.getByRole('dialog').locator('button[type=submit]').click();
      await shoot(owner, `client-add-${suffix}`);
      await visit(
        owner,
        `/organizations/${HARBOR_AND_PINE}/clients/${BLUEBIRD_BIKES}/edit`,
        `client-edit-${suffix}`,
      );
      await visit(
        owner,
        `/organizations/${HARBOR_AND_PINE}/clients/${BLUEBIRD_BIKES}/leads`,
        `client-leads-empty-${suffix}`,
      );
      await visit(
        owner,
        `/organizations/${HARBOR_AND_PINE}/clients/${BLUEBIRD_BIKES}/campaigns`,
        `client-campaigns-${suffix}`,
      );
      await visit(
        owner,
        `/organizations/${HARBOR_AND_PINE}/clients/00000000-0000-4000-8000-00000000dead/edit`,
        `client-not-found-${suffix}`,
      );
      await owner.context().close();

      const member = await demoUserAt(browser, DEMO.member, '/lobby', { viewport, locale });
      await visit(member, `/organizations/${HARBOR_AND_PINE}/settings`, `settings-no-access-${suffix}`);
      await member.context().close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
