import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForThisFile, homeHeading, openPage, startTheApp } from '../support/browser.ts';

const browser = browserForThisFile();

test('a chunk that fails to load reloads the page once, and only once', async () => {
  const page = await openPage(browser());
  // The /logo screen's chunk is gone, as after a deploy that replaced the files.
  await page.route(/\/assets\/logo-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });

  await page.goto('/');
  await homeHeading(page).waitFor();
  // The app's own navigation is what loads a screen's chunk; the static home's links are plain.
  await startTheApp(page);
  assert.equal(documentLoads, 1);

  await page.getByRole('link', { name: 'Brand and logo' }).click();
  // The first failure reloads; the second, within 10 s, shows the error screen instead of looping.
  await page.getByRole('button', { name: 'Clear errors' }).waitFor();
  assert.equal(documentLoads, 2);
  assert.equal(new URL(page.url()).pathname, '/logo');

  await page.unroute(/\/assets\/logo-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Clear errors' }).click();
  await homeHeading(page).waitFor();
  assert.equal(documentLoads, 2);
  await page.context().close();
});
