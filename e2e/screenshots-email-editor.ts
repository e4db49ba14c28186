/**
 * Screenshots of the email editor as this offline machine shows it: Unlayer cannot load, so the
 * quick editor (a field being edited, a refused link, the colours), the leave-without-saving
 * dialog, and a campaign with nothing to edit yet; desktop and phone, English and Spanish:
 * `node e2e/screenshots-email-editor.ts`.
 */
import type { Page } from 'playwright-core';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, shoot } from './support/screenshot-pages.ts';

const HARBOR_AND_PINE = DEMO.harborAndPine;

async function quickEditorShown(page: Page) {
  await page.getByRole('alert').first().waitFor({ timeout: 20_000 });
  await page.frameLocator('iframe').first().locator('h1').waitFor();
  await page.waitForTimeout(300);
}

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });
  // Unlayer's CDN is out of reach here; blocking it makes the quick editor certain.
  await owner.route('https://editor.unlayer.com/**', (route) => route.abort('blockedbyclient'));

  await owner.goto(`/organizations/${HARBOR_AND_PINE}/campaigns/create-express`);
  await owner.getByRole('heading', { level: 1 }).waitFor();
  await owner.locator('form input').first().fill(`Fitting days ${suffix}`);
  await owner
    .locator('form textarea')
    .fill('Free bike fitting days in June: book a slot, ride away comfortable.');
  await owner.locator('form button[type=submit]').click();
  await owner.waitForURL(/\/view$/, { timeout: 60_000 });
  await owner.goto(owner.url().replace(/\/view$/, '/editor'));
  await quickEditorShown(owner);

  const headline = owner.getByRole('textbox', { name: locale === 'en' ? 'Heading 1' : 'Título 1' });
  await headline.fill('Ride into summer with a free fitting');
  await headline.focus();
  await shoot(owner, `email-editor-quick-${suffix}`);

  // A link that is not a full address is refused; the colours section open.
  await owner.locator('input[type=url]').first().fill('www.bluebird.example');
  await owner.locator('.mantine-Accordion-control').nth(4).click();
  await owner.locator('.mantine-Accordion-control').nth(2).click();
  await owner.locator('.mantine-ColorInput-input').last().focus();
  await shoot(owner, `email-editor-quick-errors-${suffix}`);

  await owner.locator('a[href$="/view"]').first().click();
  await owner.getByRole('dialog').waitFor();
  await shoot(owner, `email-editor-leave-dialog-${suffix}`);
  await owner.getByRole('dialog').getByRole('button').last().click();
  await owner.waitForURL(/\/view$/);

  await owner.goto(`/organizations/${HARBOR_AND_PINE}/campaigns/${DEMO.bluebirdEmail}/editor`);
  await owner.getByRole('heading', { level: 2 }).first().waitFor();
  await shoot(owner, `email-editor-nothing-yet-${suffix}`);
  await owner.context().close();
});
