import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  createConfirmedUser,
  linkIn,
  signInThroughForm,
  signOutThroughMenu,
  waitForMail,
} from '../support/accounts.ts';
import { browserForThisFile, homeHeading, openPage } from '../support/browser.ts';

const browser = browserForThisFile();

test('a forgotten password is reset through the link in the mailbox', async () => {
  const account = await createConfirmedUser();
  const page = await openPage(browser());
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await page.getByText('Check your inbox: we sent you a link to choose a new password.').waitFor();

  await page.goto(linkIn(await waitForMail(account.email), '/auth/v1/verify'));
  await page.waitForURL((url) => url.pathname === '/reset-password');
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  const newPassword = `${account.password}-new`;
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await page.waitForURL((url) => url.pathname === '/lobby');

  // The new password is the one that works now.
  await signOutThroughMenu(page);
  await homeHeading(page).waitFor();
  await page.goto('/sign-in');
  await signInThroughForm(page, account);
  await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
  await signInThroughForm(page, { ...account, password: newPassword });
  await page.waitForURL((url) => url.pathname === '/lobby');
  await page.context().close();
});

test('a magic link signs in without a password and returns where the visitor was going', async () => {
  const account = await createConfirmedUser();
  const page = await openPage(browser());
  await page.goto('/user/organizations');
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByText('Check your inbox: we sent you a link that signs you in.').waitFor();

  await page.goto(linkIn(await waitForMail(account.email), '/auth/v1/verify'));
  await page.waitForURL((url) => url.pathname === '/user/organizations');
  await page.getByRole('heading', { level: 1, name: 'My workspaces' }).waitFor();
  await page.context().close();
});

test('a reset link that no longer works says so', async () => {
  const page = await openPage(browser());
  await page.goto('/reset-password');
  await page
    .getByRole('alert')
    .filter({ hasText: 'The reset link has expired or was already used.' })
    .waitFor();
  assert.equal(await page.getByRole('link', { name: 'Go to sign in' }).count(), 1);
  await page.context().close();
});
