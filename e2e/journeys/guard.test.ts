import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInThroughForm, stubAuthApi } from '../support/auth-stub.ts';
import { browserForThisFile, homeHeading, openPage } from '../support/browser.ts';

// The auth API is STUBBED here (see e2e/support/auth-stub.ts) until the journeys run against
// the local Supabase stack.

const browser = browserForThisFile();

test('a guarded route sends to sign-in, and back after signing in', async () => {
  const page = await openPage(browser());
  await stubAuthApi(page);
  await page.goto('/organizations/42/campaigns');

  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  const signInUrl = new URL(page.url());
  assert.equal(signInUrl.pathname, '/sign-in');
  assert.equal(signInUrl.searchParams.get('redirect'), '/organizations/42/campaigns');

  await signInThroughForm(page);
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/organizations/42/campaigns');
  await page.getByRole('navigation', { name: 'Workspace' }).waitFor();

  // Signing out leaves the app; the guard applies again.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await homeHeading(page).waitFor();
  await page.goto('/lobby');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.context().close();
});

test('wrong credentials are explained on the form', async () => {
  const page = await openPage(browser());
  await stubAuthApi(page);
  await page.goto('/sign-in');
  await page.getByLabel(/^Email/).fill('ada@pitchcraft.test');
  await page.getByLabel(/^Password/).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
  await page.context().close();
});
