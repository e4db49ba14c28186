import { test } from 'node:test';
import { browserForThisFile, homeHeading, openPage } from '../support/browser.ts';

const browser = browserForThisFile();

test('an unknown path shows Page not found with the path, inside the layout', async () => {
  const page = await openPage(browser());
  await page.goto('/this/does-not-exist');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.getByText('/this/does-not-exist', { exact: true }).waitFor();
  // Non-fatal: the layout is still there and the way home works.
  await page.getByRole('button', { name: 'Change language' }).waitFor();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await homeHeading(page).waitFor();
  await page.context().close();
});
