import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  createConfirmedUser,
  newAccount,
  refreshTokenIsValid,
  signInThroughForm,
  signOutThroughMenu,
} from '../support/accounts.ts';
import { browserForThisFile, homeHeading, openPage } from '../support/browser.ts';

const browser = browserForThisFile();
// A workspace address (a UUID, as the app writes them) whose screen needs no data of its own.
const GUARDED = '/organizations/6f1d2c3b-4a5e-4f60-8b7a-9c8d7e6f5a41/campaigns';

test('a guarded route sends to sign-in, and back after signing in', async () => {
  const account = await createConfirmedUser();
  const page = await openPage(browser());
  await page.goto(GUARDED);

  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  const signInUrl = new URL(page.url());
  assert.equal(signInUrl.pathname, '/sign-in');
  assert.equal(signInUrl.searchParams.get('redirect'), GUARDED);

  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === GUARDED);
  await page.getByRole('navigation', { name: 'Workspace' }).waitFor();

  // Signing out leaves the app; the guard applies again.
  await signOutThroughMenu(page);
  await homeHeading(page).waitFor();
  await page.goto('/lobby');
  // A full load of the app while other journeys run: more than the default wait on two cores.
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor({ timeout: 30_000 });
  await page.context().close();
});

test('signing out holds at once, even before the server has answered', async () => {
  const account = await createConfirmedUser();
  const page = await openPage(browser());
  await page.goto(`/sign-in?redirect=${encodeURIComponent(GUARDED)}`);
  await signInThroughForm(page, account);
  await page.getByRole('navigation', { name: 'Workspace' }).waitFor();
  const refreshToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { refresh_token?: string }).refresh_token;
  });
  assert.ok(refreshToken, 'the signed-in browser stores a session');

  // The server ends the session at once; its answer reaches the page only after the reload.
  let answerLogout = () => {};
  const logoutAnswered = new Promise<void>((resolve) => {
    answerLogout = resolve;
  });
  let logoutSent = false;
  await page.route('**/auth/v1/logout**', async (route) => {
    logoutSent = true;
    const response = await route.fetch();
    await logoutAnswered;
    await route.fulfill({ response }).catch(() => {}); // the page that asked is gone
  });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await homeHeading(page).waitFor();
  await page.goto(GUARDED);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor({ timeout: 30_000 });
  answerLogout();

  assert.ok(logoutSent, 'the sign-out was sent to the server');
  assert.equal(await refreshTokenIsValid(refreshToken), false, 'the server ended the session');
  await page.context().close();
});

test('wrong credentials are explained on the form', async () => {
  const account = await createConfirmedUser();
  const page = await openPage(browser());
  await page.goto('/sign-in');
  await signInThroughForm(page, { ...account, password: 'not the password' });
  await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/sign-in');
  await page.context().close();
});

test('an unknown account is refused like a wrong password', async () => {
  const page = await openPage(browser());
  await page.goto('/sign-in');
  await signInThroughForm(page, newAccount());
  await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
  await page.context().close();
});
