import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkIn, newAccount, waitForMail } from '../support/accounts.ts';
import { browserForThisFile, openPage } from '../support/browser.ts';

const browser = browserForThisFile();

test('signing up sends a confirmation email; its link signs the new user in', async () => {
  const account = newAccount();
  const page = await openPage(browser());
  await page.goto('/sign-up');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('status').filter({ hasText: account.email }).waitFor();

  const mail = await waitForMail(account.email);
  await page.goto(linkIn(mail, '/auth/v1/verify'));
  await page.waitForURL((url) => url.pathname === '/lobby');
  await page.getByRole('navigation', { name: 'Workspace' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/lobby');
  await page.context().close();
});
