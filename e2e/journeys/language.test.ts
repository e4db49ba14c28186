import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForThisFile, homeHeading, openPage } from '../support/browser.ts';

const browser = browserForThisFile();

test('the language toggle switches to Spanish, and the choice survives a reload', async () => {
  const page = await openPage(browser());
  await page.goto('/');
  await homeHeading(page).waitFor();

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const spanishTitle = page.getByRole('heading', {
    level: 1,
    name: 'Campañas de email y landing pages, creadas con IA en minutos',
  });
  await spanishTitle.waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'es');

  const cookies = await page.context().cookies();
  assert.equal(cookies.find((cookie) => cookie.name === 'pitchcraft-locale')?.value, 'es');

  // The first paint after a reload is already Spanish: no English text is ever rendered.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body?.textContent?.includes('crafted by AI in minutes')) {
        (window as Window & { englishSeen?: boolean }).englishSeen = true;
      }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await spanishTitle.waitFor();
  assert.equal(
    await page.evaluate(() => (window as Window & { englishSeen?: boolean }).englishSeen ?? false),
    false,
  );
  await page.getByRole('button', { name: 'Cambiar idioma' }).waitFor();
  await page.context().close();
});
