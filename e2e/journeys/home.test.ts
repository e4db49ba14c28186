import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForThisFile, homeHeading, openPage } from '../support/browser.ts';

const browser = browserForThisFile();

test('the home page renders the marketing landing in English', async () => {
  const page = await openPage(browser());
  await page.goto('/');
  await homeHeading(page).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  for (const section of [
    'Everything a campaign needs, nothing it does not',
    'Pay per campaign. No subscription needed.',
  ]) {
    await page.getByRole('heading', { name: section }).waitFor();
  }
  await page.getByText('$13.99').waitFor();
  assert.equal(await page.title(), 'Pitchcraft');
  await page.context().close();
});

test('the build publishes its id for update checks', async () => {
  const page = await openPage(browser());
  const response = await page.request.get('/build.json');
  assert.equal(response.status(), 200);
  const body = (await response.json()) as { buildId?: unknown };
  assert.equal(typeof body.buildId, 'string');
  await page.context().close();
});
