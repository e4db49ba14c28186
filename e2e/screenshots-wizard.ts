/**
 * Screenshots of guided creation: every tab of the campaign and page wizards (with a tab showing
 * its errors), the review (moods; for pages the recommended templates) and the creation progress,
 * at desktop and phone widths in English and Spanish: `node e2e/screenshots-wizard.ts`.
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

const next = (page: Page) => page.locator('form button[type=submit]').click();

async function fillBrief(page: Page, kind: 'campaigns' | 'pages', shotPrefix: string) {
  await page.goto(`/organizations/${HARBOR_AND_PINE}/${kind}/create`);
  await settled(page);
  await shoot(page, `${shotPrefix}-1-workspace`);
  await next(page);
  await next(page);
  await shoot(page, `${shotPrefix}-2-general-errors`);
  await page.locator('input[name=name]').fill('Spring tune-up week');
  await page.locator('input[name=productName]').fill('Spring tune-up');
  await page
    .locator('textarea[name=description]')
    .fill(
      'A full service for city bikes in one day: brakes, gears, tyres and a safety check, for 49 dollars.',
    );
  await shoot(page, `${shotPrefix}-2-general`);
  await next(page);
  await page
    .locator('textarea[name=goals]')
    .fill('Fill the workshop calendar for the first two weeks of April.');
  await page.locator('textarea[name=objectives]').fill('40 bookings by April 14.');
  await shoot(page, `${shotPrefix}-3-goals`);
  await next(page);
  await shoot(page, `${shotPrefix}-4-colours`);
  if (kind === 'pages') {
    await next(page);
    await page.locator('textarea[name=branding]').fill('Friendly and direct; we say “ride”, never “cycle”.');
    await shoot(page, `${shotPrefix}-5-branding`);
  }
  await next(page);
  await page
    .locator('textarea[name=targetAudience]')
    .fill('Commuters who ride every day and want a bike that never lets them down.');
  await page.locator('textarea[name=demographics]').fill('25 to 45, living in the city centre.');
  await page.locator('textarea[name=legalText]').fill('Offer valid until April 14 while slots last.');
  await shoot(page, `${shotPrefix}-${kind === 'pages' ? 6 : 5}-audience`);
  await next(page);
  await page.waitForURL(/\/review$/);
  await settled(page);
}

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });

  await owner.goto(`/organizations/${HARBOR_AND_PINE}/campaigns/review`);
  await settled(owner);
  await shoot(owner, `wizard-campaign-review-empty-${suffix}`);

  await fillBrief(owner, 'campaigns', `wizard-campaign-${suffix}`);
  await owner.getByRole('radio').nth(9).click();
  await owner.evaluate(() => window.scrollTo(0, 0));
  await shoot(owner, `wizard-campaign-review-${suffix}`);
  await owner.getByRole('button', { name: /Create campaign|Crear campaña/ }).click();
  await owner.getByRole('status').waitFor();
  await owner.screenshot({ path: resolve(screenshotsDir, `wizard-campaign-progress-${suffix}.png`) });
  await owner.waitForURL(/\/view$/, { timeout: 60_000 });
  await owner.locator('iframe').waitFor();

  await fillBrief(owner, 'pages', `wizard-page-${suffix}`);
  await owner.getByRole('radio', { name: /, (ranked|en el puesto) 1$/ }).waitFor();
  await shoot(owner, `wizard-page-review-${suffix}`);
  await owner.context().close();
});
