/**
 * Screenshots of the marketing home (/), full page, at desktop and phone widths in English and
 * Spanish, plus the waitlist form's messages, into the git-ignored screenshots/ folder:
 * `node e2e/screenshots-landing.ts`.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { startTheApp } from './support/browser.ts';
import { pageIn, pictureEveryVariant, screenshotsDir, shoot } from './support/screenshot-pages.ts';

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const page = await pageIn(browser, viewport, locale);
  await page.goto('/');
  await page.locator('#landing-pricing-data').waitFor({ state: 'attached' });
  await shoot(page, `landing-${suffix}`);
  await startTheApp(page);
  await shoot(page, `landing-app-${suffix}`);

  const form = page.locator('#waitlist form');
  await form.locator('input').fill('not-an-address');
  await form.locator('button[type=submit]').click();
  await form.locator('.mantine-TextInput-error').waitFor();
  await form.screenshot({ path: resolve(screenshotsDir, `landing-waitlist-invalid-${suffix}.png`) });
  await form.locator('input').fill(`shot-${randomUUID().slice(0, 8)}@example.com`);
  await form.locator('button[type=submit]').click();
  await form.getByRole('status').waitFor();
  await page
    .locator('#waitlist')
    .screenshot({ path: resolve(screenshotsDir, `landing-waitlist-added-${suffix}.png`) });
  await page.context().close();
});
