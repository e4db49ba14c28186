import assert from 'node:assert/strict';
import { test } from 'node:test';
import { baseUrl, browserForThisFile, openPage } from '../support/browser.ts';
import { type Locale, said } from '../support/catalog.ts';
import { DEMO } from '../support/demo-users.ts';
import { newCampaignOnItsPublishScreen } from '../support/express-campaign.ts';
import { focused, tabTo } from '../support/keyboard.ts';

/**
 * The signed-in app by keyboard alone (docs/accessibility.md): signing in, the skip link, a
 * dialog and a menu, in both languages. Every step is a key press; every check is what has the
 * focus, by the role and name a screen reader announces.
 */
const browser = browserForThisFile();

for (const locale of ['en', 'es'] as Locale[]) {
  test(`signing in, skipping to the screen, a dialog and a menu, by keyboard (${locale})`, async () => {
    const page = await openPage(browser());
    await page.context().addCookies([{ name: 'pitchcraft-locale', value: locale, url: baseUrl() }]);
    const path = '/user/organizations';
    await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);

    // Sign in: Tab to the email field, type, Tab to the password, type, Enter.
    await page.getByRole('button', { name: said(locale, 'Sign in'), exact: true }).waitFor();
    await tabTo(page, { role: 'textbox', name: new RegExp(`^${said(locale, 'Email')}`) });
    await page.keyboard.type(DEMO.owner);
    await page.keyboard.press('Tab');
    assert.match((await focused(page)).name, new RegExp(`^${said(locale, 'Password')}`));
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === path);
    const heading = said(locale, 'My workspaces');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();

    // The first Tab is the skip link; Enter puts the reader at the screen itself.
    await page.keyboard.press('Tab');
    assert.deepEqual(await focused(page), { role: 'link', name: said(locale, 'Skip to main content') });
    await page.keyboard.press('Enter');
    assert.equal((await focused(page)).role, 'main');

    // From there the screen's main action is a few stops away; Enter opens its dialog, Escape
    // closes it and the focus is back on the button.
    const addWorkspace = { role: 'button', name: said(locale, 'Add workspace') };
    await tabTo(page, addWorkspace);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: said(locale, 'Add a workspace') });
    await dialog.waitFor();
    assert.ok(
      await dialog.evaluate((element) => element.contains(document.activeElement)),
      'the focus moves into the dialog',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(await focused(page), addWorkspace, 'Escape returns the focus to the opener');

    // A menu opens on its first item; Tab leaves it for what follows its button.
    const accountMenu = { role: 'button', name: said(locale, 'Account menu') };
    await tabTo(page, accountMenu, { backwards: true });
    await page.keyboard.press('Tab');
    const afterTheButton = await focused(page);
    await page.keyboard.press('Shift+Tab');
    assert.deepEqual(await focused(page), accountMenu);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    assert.deepEqual(await focused(page), { role: 'menuitem', name: said(locale, 'My workspaces') });
    await page.keyboard.press('Tab');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    assert.deepEqual(await focused(page), afterTheButton, 'Tab closes the menu and moves on');
    await page.context().close();
  });
}

/**
 * Each workspace screen's main action, reached from the skip link by Tab alone and taken with
 * Enter; what it leads to is checked as a user would see it (the next screen, or a dialog).
 */
const H = DEMO.harborAndPine;
const MAIN_ACTIONS: {
  path: string;
  action: { role: string; name: string };
  leadsTo: { url: RegExp } | { dialog: string };
}[] = [
  {
    path: `/organizations/${H}/campaigns`,
    action: { role: 'link', name: 'Express campaign' },
    leadsTo: { url: /\/campaigns\/create-express$/ },
  },
  {
    path: `/organizations/${H}/pages`,
    action: { role: 'link', name: 'Express page' },
    leadsTo: { url: /\/pages\/create-express$/ },
  },
  {
    path: `/organizations/${H}/clients`,
    action: { role: 'button', name: 'Add client' },
    leadsTo: { dialog: 'Add a client' },
  },
  {
    path: `/organizations/${H}/members`,
    action: { role: 'button', name: 'Invite people' },
    leadsTo: { dialog: 'Invite people' },
  },
  {
    path: `/organizations/${H}/campaigns/${DEMO.bluebirdEmail}/view`,
    action: { role: 'link', name: 'Recipients and sending' },
    leadsTo: { url: /\/recipients$/ },
  },
  {
    path: `/organizations/${H}/campaigns/${DEMO.bluebirdEmail}/recipients`,
    action: { role: 'button', name: 'Upload recipients' },
    leadsTo: { dialog: 'Upload recipients' },
  },
];

test('each workspace screen’s main action is reached by Tab and taken with Enter', async () => {
  const page = await openPage(browser());
  await page.goto(`/sign-in?redirect=${encodeURIComponent('/lobby')}`);
  await tabTo(page, { role: 'textbox', name: /^Email/ });
  await page.keyboard.type(DEMO.owner);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/lobby');

  for (const { path, action, leadsTo } of MAIN_ACTIONS) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('.mantine-Skeleton-root').first().waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    assert.deepEqual(await focused(page), { role: 'link', name: 'Skip to main content' }, path);
    await page.keyboard.press('Enter');
    await tabTo(page, action, { limit: 60 });
    await page.keyboard.press('Enter');
    if ('url' in leadsTo) {
      await page.waitForURL((url) => leadsTo.url.test(url.pathname));
    } else {
      const dialog = page.getByRole('dialog', { name: leadsTo.dialog });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.deepEqual(await focused(page), action, `${path}: Escape returns the focus to ${action.name}`);
    }
  }
  await page.context().close();
});

test('the quick editor’s preview column scrolls from the keyboard, with its focus shown', async () => {
  const { page, campaignId, workspaceId } = await newCampaignOnItsPublishScreen(browser());
  // Unlayer out of reach: the quick editor takes over, its preview beside the fields.
  await page.route('https://editor.unlayer.com/**', (route) => route.abort('blockedbyclient'));
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/editor`);
  await page.getByText('Editor not ready. Please refresh the page.').waitFor({ timeout: 30_000 });

  await tabTo(page, { role: 'region', name: 'Live preview' }, { limit: 120 });
  const column = page.getByRole('region', { name: 'Live preview' });
  assert.equal(
    await column.evaluate((element) => getComputedStyle(element).outlineStyle),
    'solid',
    'the focused column shows its ring',
  );
  const scrolled = () => column.evaluate((element) => element.scrollTop);
  assert.equal(await scrolled(), 0);
  await page.keyboard.press('PageDown');
  await page.waitForFunction((element) => (element?.scrollTop ?? 0) > 0, await column.elementHandle());
  await page.context().close();
});
