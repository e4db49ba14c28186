/**
 * Screenshots of regeneration and the version history: the Regenerate menu of an email and of a
 * page, a part's confirmation, progress, the history with versions, a version's preview and the
 * restore confirmation, at desktop and phone widths in English and Spanish:
 * `node e2e/screenshots-versions.ts` (into the git-ignored screenshots/ folder).
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import {
  pictureEveryVariant,
  screenshotsDir,
  settled,
  shoot,
  shootElement,
} from './support/screenshot-pages.ts';

const HARBOR_AND_PINE = DEMO.harborAndPine;
const REGENERATE = /^(Regenerate|Regenerar)$/;

async function createExpress(page: Page, kind: 'campaigns' | 'pages', name: string, prompt: string) {
  await page.goto(`/organizations/${HARBOR_AND_PINE}/${kind}/create-express`);
  await settled(page);
  await page.locator('form input').first().fill(name);
  await page.locator('form textarea').fill(prompt);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/view$/, { timeout: 60_000 });
  await page.locator('iframe').first().waitFor();
}

/** Picks a part in the menu, confirms, and waits for the history to gain a version. */
async function regeneratePart(page: Page, index: number) {
  const count = await page.locator('ul[aria-label] > li').count();
  await page.getByRole('button', { name: REGENERATE }).click();
  await page.getByRole('menuitem').nth(index).click();
  await page.getByRole('dialog').getByRole('button', { name: REGENERATE }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.waitForFunction(
    (before) => document.querySelectorAll('ul[aria-label] > li').length > before,
    count,
    {
      timeout: 60_000,
    },
  );
}

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });

  await createExpress(
    owner,
    'campaigns',
    `Autumn blend ${suffix}`,
    'Our new autumn blend is here: 10% off every bag of Harvest Roast until October 31, free tasting on Saturdays.',
  );
  const history = owner.locator('section[aria-labelledby="version-history-title"]');
  await history.scrollIntoViewIfNeeded();
  await shootElement(history, `versions-empty-${suffix}`);

  await owner.evaluate(() => window.scrollTo(0, 0));
  await owner.getByRole('button', { name: REGENERATE }).click();
  await owner.getByRole('menu').waitFor();
  await shoot(owner, `regenerate-menu-email-${suffix}`);
  await shootElement(owner.getByRole('menu'), `regenerate-menu-email-dropdown-${suffix}`);
  await owner.getByRole('menuitem').nth(2).click();
  await owner.getByRole('dialog').waitFor();
  await shoot(owner, `regenerate-part-confirm-${suffix}`);
  // Held back a moment, so the progress can be pictured (offline, generation is instant).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await owner.route('**/functions/v1/generate-campaign', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await owner.getByRole('dialog').getByRole('button', { name: REGENERATE }).click();
  await owner.getByRole('dialog').waitFor({ state: 'detached' });
  await owner.getByRole('status').first().waitFor();
  await shootElement(owner.locator('main'), `regenerate-progress-${suffix}`);
  release();
  await owner.waitForFunction(
    () => document.querySelectorAll('ul[aria-label] > li').length === 1,
    undefined,
    {
      timeout: 60_000,
    },
  );
  await regeneratePart(owner, 0);
  await regeneratePart(owner, 4);
  await history.scrollIntoViewIfNeeded();
  await shootElement(history, `versions-list-${suffix}`);
  await shoot(owner, `campaign-view-with-history-${suffix}`);

  await history.locator('li').last().getByRole('button').first().click();
  const preview = owner.getByRole('dialog');
  await preview.locator('iframe').waitFor();
  await owner.waitForTimeout(500);
  await owner.screenshot({ path: resolve(screenshotsDir, `version-preview-${suffix}.png`) });
  console.log(`screenshots/version-preview-${suffix}.png`);
  await preview.getByRole('button').last().click();
  await owner.getByRole('dialog').nth(1).waitFor();
  await owner.waitForTimeout(300);
  await owner.screenshot({ path: resolve(screenshotsDir, `version-restore-confirm-${suffix}.png`) });
  console.log(`screenshots/version-restore-confirm-${suffix}.png`);
  await owner.keyboard.press('Escape');
  await owner.keyboard.press('Escape');

  await createExpress(
    owner,
    'pages',
    `Tasting days ${suffix}`,
    'Free coffee tasting days in October: leave your name and phone, we call back with a slot.',
  );
  // The publish panel's plans load above the preview and push the button down: a menu opened
  // before that hides with its button off screen.
  await settled(owner);
  await owner.getByRole('button', { name: REGENERATE }).click();
  await owner.getByRole('menu').waitFor();
  await shoot(owner, `regenerate-menu-page-${suffix}`);
  await shootElement(owner.getByRole('menu'), `regenerate-menu-page-dropdown-${suffix}`);
  // The hero alone (the first part), through the real function.
  await owner.getByRole('menuitem').nth(1).click();
  await owner.getByRole('dialog').getByRole('button', { name: REGENERATE }).click();
  await owner.getByRole('dialog').waitFor({ state: 'detached' });
  await owner.waitForFunction(
    () => document.querySelectorAll('ul[aria-label] > li').length === 1,
    undefined,
    {
      timeout: 60_000,
    },
  );
  await owner.context().close();
});
