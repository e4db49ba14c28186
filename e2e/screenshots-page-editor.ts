/**
 * Screenshots of the landing page editor: a section open with its form beside the live preview,
 * the page settings (template, style, colours, SEO), problems to fix, and a page with nothing to
 * edit yet; desktop and phone, English and Spanish: `node e2e/screenshots-page-editor.ts`.
 */
import type { Page } from 'playwright-core';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, shoot } from './support/screenshot-pages.ts';

const HARBOR_AND_PINE = DEMO.harborAndPine;
let pageId: string | undefined;

/** One express page for every variant, made once through the app. */
async function expressPage(owner: Page): Promise<string> {
  await owner.goto(`/organizations/${HARBOR_AND_PINE}/pages/create-express`);
  await owner.locator('form input').first().fill('Bike fitting days');
  await owner
    .locator('form textarea')
    .fill('Free bike fitting days in June: riders leave their name and phone, we call back with a slot.');
  await owner.locator('form button[type=submit]').click();
  await owner.waitForURL(/\/view$/, { timeout: 60_000 });
  return owner.url().match(/pages\/([0-9a-f-]{36})\/view/)?.[1] as string;
}

async function previewSettled(owner: Page) {
  await owner.frameLocator('iframe').locator('body.s-page').waitFor();
  await owner.waitForTimeout(600);
}

await pictureEveryVariant(async (browser, { locale, label, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });
  owner.on('pageerror', (error) => console.error(`[${suffix}] page error: ${error.message}`));
  owner.on('console', (message) => {
    if (message.type() === 'error') console.error(`[${suffix}] console: ${message.text()}`);
  });
  // Leaving the editor with the emptied field: the browser's "leave the page?" is answered yes.
  owner.on('dialog', (dialog) => dialog.accept());
  pageId ??= await expressPage(owner);
  const editor = `/organizations/${HARBOR_AND_PINE}/pages/${pageId}/editor`;
  const tabs = owner.getByRole('tab');
  const sections = owner.getByRole('list', {
    name: locale === 'es' ? 'Secciones de la página' : 'Page sections',
  });

  await owner.goto(editor);
  await owner.getByRole('heading', { level: 1 }).waitFor();
  if (label === 'desktop') await previewSettled(owner);
  // The hero open: its texts, link and image.
  await shoot(owner, `page-editor-opened-${suffix}`);
  await sections.getByRole('button').first().click();
  await owner.waitForTimeout(400);
  if (label === 'desktop') await previewSettled(owner);
  await shoot(owner, `page-editor-hero-${suffix}`);

  // The features open, one of them emptied: the problem shows in the form and the list.
  await sections.getByRole('listitem').nth(1).getByRole('button').first().click();
  await owner.waitForTimeout(400);
  await sections.locator('[id$="-form"] input').first().fill('');
  await owner
    .getByRole('button')
    .filter({ hasText: locale === 'es' ? 'Guardar' : 'Save' })
    .first()
    .click();
  await owner.waitForTimeout(600);
  // Saving focuses the emptied field, which scrolls the window; a full-page picture taken scrolled
  // draws the sticky header where the window was, halfway down. Back to the top first.
  await owner.evaluate(() => window.scrollTo(0, 0));
  await shoot(owner, `page-editor-problems-${suffix}`);

  await tabs.nth(1).click();
  await owner.waitForTimeout(400);
  await shoot(owner, `page-editor-settings-${suffix}`);

  if (label === 'phone') {
    await tabs.nth(2).click();
    await previewSettled(owner);
    await shoot(owner, `page-editor-preview-${suffix}`);
  }

  await owner.goto(`/organizations/${HARBOR_AND_PINE}/pages/${DEMO.bluebirdPage}/editor`);
  await owner.getByRole('heading', { level: 2 }).first().waitFor();
  await shoot(owner, `page-editor-nothing-yet-${suffix}`);
  await owner.context().close();
});
