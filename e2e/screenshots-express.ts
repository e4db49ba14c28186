/**
 * Screenshots of express creation (form, validation, progress) and of campaign and page views
 * (nothing rendered yet, generated, mobile width), at desktop and phone widths in English and
 * Spanish, into the git-ignored screenshots/ folder: `node e2e/screenshots-express.ts`.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, screenshotsDir, shoot } from './support/screenshot-pages.ts';

const HARBOR_AND_PINE = DEMO.harborAndPine;

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached' });
}

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });

  await owner.goto(`/organizations/${HARBOR_AND_PINE}/campaigns/create-express`);
  await settled(owner);
  await owner.locator('form button[type=submit]').click();
  await shoot(owner, `express-campaign-errors-${suffix}`);
  await owner.locator('form input').first().fill(`Summer sale ${suffix}`);
  await owner.locator('form textarea').fill('A summer sale on commuter bikes: 15% off until August 31.');
  await owner.locator('form button[type=submit]').click();
  await owner.getByRole('status').waitFor();
  await owner.screenshot({
    path: resolve(screenshotsDir, `express-campaign-progress-${suffix}.png`),
    fullPage: true,
  });
  await owner.waitForURL(/\/view$/, { timeout: 60_000 });
  await owner.locator('iframe').waitFor();
  await owner.waitForTimeout(500);
  await shoot(owner, `campaign-view-${suffix}`);
  await owner.locator('.mantine-SegmentedControl-label').nth(1).click();
  await owner.waitForTimeout(500);
  await shoot(owner, `campaign-view-mobile-${suffix}`);

  await owner.goto(`/organizations/${HARBOR_AND_PINE}/campaigns/${DEMO.bluebirdEmail}/view`);
  await settled(owner);
  await shoot(owner, `campaign-view-ungenerated-${suffix}`);
  await owner.goto(`/organizations/${HARBOR_AND_PINE}/pages/${DEMO.bluebirdPage}/view`);
  await settled(owner);
  await shoot(owner, `page-view-ungenerated-${suffix}`);

  await owner.goto(`/organizations/${HARBOR_AND_PINE}/pages/create-express`);
  await settled(owner);
  await shoot(owner, `express-page-${suffix}`);
  await owner.locator('form input').first().fill(`Fitting days ${suffix}`);
  await owner
    .locator('form textarea')
    .fill('Free bike fitting days in June: leave your phone, we call back.');
  await owner.locator('form button[type=submit]').click();
  await owner.waitForURL(/\/view$/, { timeout: 60_000 });
  await owner.locator('iframe').waitFor();
  await owner.waitForTimeout(500);
  await shoot(owner, `page-view-${suffix}`);
  await owner.context().close();
});
