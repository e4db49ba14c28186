import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForThisFile, homeHeading, openPage } from '../support/browser.ts';
import { DEMO, demoUserAt } from '../support/demo-users.ts';

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

test('in Spanish, a write the database refuses is said in Spanish by the error toast', async () => {
  const page = await demoUserAt(
    browser(),
    DEMO.owner,
    `/organizations/${DEMO.harborAndPine}/clients/${DEMO.bluebirdBikes}/edit`,
    { locale: 'es' },
  );
  // The database's answer to a viewer, so the client stays: the refusal's sentence is in none of
  // the parts the home loads, only in the one every other screen loads (docs/frontend.md).
  await page.route(/\/rest\/v1\/clients\?/, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ code: '42501', message: 'viewer_read_only', details: null, hint: null }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Eliminar cliente' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar cliente' }).click();
  await page.getByText('Tu rol en este espacio de trabajo te permite ver, pero no hacer cambios.').waitFor();
  await page.context().close();
});
