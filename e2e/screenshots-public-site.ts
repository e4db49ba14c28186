/**
 * Screenshots of the public pages other than /: /livedemo (empty, generating, result), /logo,
 * /other (and its contact form with errors) and /thanks, at desktop and phone widths in English and
 * Spanish, into the git-ignored screenshots/ folder: `node e2e/screenshots-public-site.ts`.
 */
import { resolve } from 'node:path';
import { pageIn, pictureEveryVariant, screenshotsDir, shoot, visit } from './support/screenshot-pages.ts';

const PROMPTS = {
  en: 'Introducing our new cold brew coffee, aimed at night owls who work late',
  es: 'Presentar nuestra nueva cafetería para estudiantes que trabajan de noche',
} as const;

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const page = await pageIn(browser, viewport, locale);

  await visit(page, '/livedemo', `live-demo-empty-${suffix}`);
  await page.locator('textarea:not([aria-hidden])').fill(PROMPTS[locale]);
  // Held back a moment so the progress can be pictured.
  await page.route('**/functions/v1/live-demo', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.locator('form button[type=submit]').click();
  await page.getByRole('status').waitFor();
  await page.screenshot({
    path: resolve(screenshotsDir, `live-demo-generating-${suffix}.png`),
    fullPage: true,
  });
  await page.locator('iframe').nth(1).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(800);
  await shoot(page, `live-demo-result-${suffix}`);

  await visit(page, '/logo', `logo-${suffix}`);
  await visit(page, '/other', `other-${suffix}`);
  await page.locator('#contact form button[type=submit]').click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  await page
    .locator('#contact')
    .screenshot({ path: resolve(screenshotsDir, `contact-errors-${suffix}.png`) });
  await visit(page, '/thanks', `thanks-${suffix}`);
  await page.context().close();
});
