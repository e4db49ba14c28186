import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import type { ConsoleMessage, Page } from 'playwright-core';
import { createUserWithWorkspace, signInThroughForm } from '../support/accounts.ts';
import { browserForThisFile, homeHeading, openPage, PHONE, startTheApp } from '../support/browser.ts';
import { DEMO, demoUserAt } from '../support/demo-users.ts';
import { developmentAppForThisFile } from '../support/development-app.ts';
import { insertRows } from '../support/table-owner.ts';
import { serveUnlayerStub } from '../support/unlayer-stub.ts';

/**
 * A quiet console: every screen — signed out, signed in, the marketing site, the live demo once it
 * has written something, public pages and the unsubscribe page — renders without a console error
 * or warning, a React warning or an uncaught exception. It runs on React's development build
 * (development-app.ts), the one that warns: a warning there is a bug in production (a hydration
 * mismatch, a missing key, invalid nesting, a wrong prop).
 *
 * To add a screen: add its route file's stop to SIGNED_OUT or SIGNED_IN below (the first test
 * fails until every file under src/routes has one); a dialog or menu worth opening goes in `after`.
 */
const { siteUrl } = developmentAppForThisFile();
const browser = browserForThisFile();

/** Where a stop opens: a path, and optionally what to do there once it has settled. */
type Stop = {
  /** The TanStack route id of the route file the stop shows (src/routes/…, without .tsx). */
  route: string;
  path: string;
  /** Opens the screen another way than by its address (default: page.goto(path) then settle). */
  open?: (page: Page) => Promise<void>;
  /** Dialogs and menus of the screen, opened and closed once it has settled. */
  after?: (page: Page) => Promise<void>;
};

const w = `/organizations/${DEMO.harborAndPine}`;
const email = `${w}/campaigns/${DEMO.bluebirdEmail}`;
const landing = `${w}/pages/${DEMO.bluebirdPage}`;
const client = `${w}/clients/${DEMO.bluebirdBikes}`;

/** Opens a menu or dialog by its button, waits for it, and closes it with Escape. */
const openAndClose =
  (button: string, opened: 'menu' | 'dialog' = 'dialog') =>
  async (page: Page) => {
    await page.getByRole('button', { name: button }).first().click();
    await page.getByRole(opened).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole(opened).waitFor({ state: 'detached' });
  };

const SIGNED_OUT: Stop[] = [
  {
    route: '/_public/',
    path: '/',
    // The prerendered copy, then the app that replaces it on the first key press.
    open: async (page) => {
      await page.goto('/');
      // React's development bundle is several times the production one: allow it time to load.
      await startTheApp(page, { timeout: 30_000 });
      await homeHeading(page).waitFor();
    },
    after: openAndClose('Change language', 'menu'),
  },
  { route: '/_public/_guest/sign-in', path: '/sign-in' },
  { route: '/_public/_guest/sign-up', path: '/sign-up' },
  { route: '/_public/reset-password', path: '/reset-password' },
  { route: '/_public/other', path: '/other' },
  { route: '/_public/logo', path: '/logo' },
  { route: '/_public/thanks', path: '/thanks' },
  { route: '/_public/invitations/$token', path: '/invitations/not-a-token' },
  { route: '/_public/review/$secret', path: `/review/${'0'.repeat(64)}` },
  { route: '/report/$secret', path: `/report/${'0'.repeat(64)}` },
  {
    route: '/_public/pages/$slug',
    path: '/pages/no-page-here',
    // A full load of /pages/* is the public-page function's (vite.config.ts proxies it, as hosting
    // rewrites do); the SPA's own screen answers only a navigation inside the app.
    open: (page) => navigateInApp(page, '/pages/no-page-here'),
  },
  {
    route: '/_public/livedemo',
    path: '/livedemo',
    // The demo's generated email and page are where invalid nesting once hid.
    after: async (page) => {
      await page
        .getByLabel(/^Your prompt/)
        .fill('Introducing our new cold brew coffee, aimed at night owls who work late');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page
        .frameLocator('iframe[title="Generated landing page"]')
        .getByText(/cold brew/i)
        .first()
        .waitFor({ timeout: 60_000 });
    },
  },
];

const SIGNED_IN: Stop[] = [
  {
    route: '/_app/lobby',
    path: '/lobby',
    after: openAndClose('Account menu', 'menu'),
  },
  {
    route: '/_app/organizations/$id/dashboard',
    path: `${w}/dashboard`,
    after: openAndClose('Current workspace: Harbor & Pine', 'menu'),
  },
  { route: '/_app/organizations/$id/campaigns/', path: `${w}/campaigns` },
  { route: '/_app/organizations/$id/campaigns/create', path: `${w}/campaigns/create` },
  { route: '/_app/organizations/$id/campaigns/create-express', path: `${w}/campaigns/create-express` },
  { route: '/_app/organizations/$id/campaigns/review', path: `${w}/campaigns/review` },
  { route: '/_app/organizations/$id/campaigns/$campaignId/view', path: `${email}/view` },
  { route: '/_app/organizations/$id/campaigns/$campaignId/editor', path: `${email}/editor` },
  { route: '/_app/organizations/$id/campaigns/$campaignId/recipients', path: `${email}/recipients` },
  { route: '/_app/organizations/$id/pages/', path: `${w}/pages` },
  { route: '/_app/organizations/$id/pages/create', path: `${w}/pages/create` },
  { route: '/_app/organizations/$id/pages/create-express', path: `${w}/pages/create-express` },
  { route: '/_app/organizations/$id/pages/review', path: `${w}/pages/review` },
  { route: '/_app/organizations/$id/pages/$campaignId/view', path: `${landing}/view` },
  { route: '/_app/organizations/$id/pages/$campaignId/editor', path: `${landing}/editor` },
  {
    route: '/_app/organizations/$id/clients/',
    path: `${w}/clients`,
    after: async (page) => {
      await openAndClose('Add client')(page);
      await openAndClose('Actions for Bluebird Bikes', 'menu')(page);
    },
  },
  { route: '/_app/organizations/$id/clients/$clientId/campaigns', path: `${client}/campaigns` },
  { route: '/_app/organizations/$id/clients/$clientId/edit', path: `${client}/edit` },
  { route: '/_app/organizations/$id/clients/$clientId/leads', path: `${client}/leads` },
  { route: '/_app/organizations/$id/leads', path: `${w}/leads` },
  { route: '/_app/organizations/$id/analytics', path: `${w}/analytics` },
  { route: '/_app/organizations/$id/clients/$clientId/analytics', path: `${client}/analytics?period=week` },
  {
    route: '/_app/organizations/$id/clients/$clientId/report',
    path: `${client}/report?period=week`,
    after: openAndClose('Share link'),
  },
  { route: '/_app/organizations/$id/members', path: `${w}/members`, after: openAndClose('Invite people') },
  { route: '/_app/organizations/$id/settings', path: `${w}/settings` },
  { route: '/_app/organizations/$', path: `${w}/no-such-screen` },
  { route: '/_app/user/organizations/', path: '/user/organizations' },
  { route: '/_app/user/organizations/$id/edit', path: `/user/organizations/${DEMO.harborAndPine}/edit` },
  { route: '/_app/user/$', path: '/user/no-such-screen' },
];

type Noise = { at: string; text: Promise<string> };

/**
 * What the console may say, each for a reason outside the app's control, matched exactly. An
 * entry names the message, the address it comes from, and why it is expected.
 */
const EXPECTED: { text: string; at: RegExp; why: string }[] = [
  {
    text: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
    at: /^\/pages\/no-page-here$/,
    why: 'Chromium logs the status of a page it was sent to: a slug without a live page answers 404 on purpose',
  },
  {
    text: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
    at: /^\/functions\/v1\/unsubscribe\?token=not-a-token$/,
    why: 'the same for an unsubscribe link whose token is unknown',
  },
];

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * A console message as a person reads it: React logs a format string ('In HTML, %s cannot be a
 * descendant of <%s>.') and its values, which `text()` leaves apart; the values are read from the
 * page, or `text()` stands when the page has moved on.
 */
async function readable(message: ConsoleMessage): Promise<string> {
  const values = await Promise.all(message.args().map((arg) => arg.jsonValue())).catch(() => null);
  const [format, ...rest] = values ?? [];
  if (typeof format !== 'string' || !/%[sdifoOc]/.test(format)) return message.text();
  const text = format.replace(/%[sdifoOc]/g, (spec) => {
    const value = rest.shift();
    return spec === '%c' ? '' : String(value); // %c takes a style: nothing to read
  });
  return [text, ...rest.map(String)].join(' ');
}

/** Records what the page says on the console or throws, tagged with the address it was at. */
function listen(page: Page): Noise[] {
  const noise: Noise[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { url } = message.location();
    const from = url && url !== page.url() ? ` (${url})` : '';
    noise.push({ at: pathOf(page.url()), text: readable(message).then((text) => text + from) });
  });
  page.on('pageerror', (error) =>
    noise.push({ at: pathOf(page.url()), text: Promise.resolve(`uncaught ${error.name}: ${error.message}`) }),
  );
  return noise;
}

/** Marks the headings of the screen being left, so `settle` waits for the next screen's own. */
const LEFT = 'data-tour-left';

/** The screen has drawn its heading and nothing is loading. */
async function settle(page: Page) {
  await page.locator(`h1:not([${LEFT}])`).first().waitFor();
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached' });
  // Give the screen's requests a moment to answer, so what they log is heard here; a screen that
  // polls (a send in progress, a domain being checked by other journeys on the shared demo data)
  // never goes quiet, and the listener keeps hearing it until the tour ends anyway.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * Opens a path inside the running app, as its links do (TanStack Router follows popstate), so the
 * development bundle loads once per tour rather than once per screen.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    ({ to, left }) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute(left, '');
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: path, left: LEFT },
  );
  await page.waitForURL((url) => pathOf(url.href) === path);
  await settle(page);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

/** Every stop in turn: the first by its address, the others by navigating inside the app. */
async function tour(page: Page, stops: Stop[]) {
  for (const [index, stop] of stops.entries()) {
    if (stop.open) await stop.open(page);
    else if (index === 0) await visit(page, stop.path);
    else await navigateInApp(page, stop.path);
    await settle(page);
    await stop.after?.(page);
  }
}

/** One line per message: where, then what. */
async function report(noise: Noise[]): Promise<string> {
  const lines: string[] = [];
  for (const { at, text } of noise) {
    const said = await text;
    if (!EXPECTED.some((expected) => expected.text === said && expected.at.test(at)))
      lines.push(`${at}: ${said}`);
  }
  return lines.join('\n');
}

/** The TanStack route id of every route file that draws a screen (layouts are drawn by their children). */
function routeFiles(): string[] {
  const routes = resolve(import.meta.dirname, '../../src/routes');
  const files = readdirSync(routes, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.tsx'),
  );
  const layouts = new Set(
    files
      .map((file) => file.replace(/\.tsx$/, ''))
      .filter((name) => files.some((file) => file.startsWith(`${name}/`))),
  );
  return files
    .map((file) => file.replace(/\.tsx$/, ''))
    .filter((name) => name !== '__root' && !layouts.has(name))
    .map((name) => `/${name.replace(/(^|\/)index$/, '$1')}`);
}

test('every route file is a stop of the tour, and every stop a route file', () => {
  const onTour = [...SIGNED_OUT, ...SIGNED_IN].map((stop) => stop.route).sort();
  assert.deepEqual(onTour, routeFiles().sort());
});

test('signed out: the marketing site, the forms, the live demo once it has written, and a 404', async () => {
  const page = await openPage(browser());
  const noise = listen(page);
  // The proof that this is React's development build, the one that warns: it says so once.
  const developmentReact = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('Download the React DevTools'),
    timeout: 30_000,
  });
  await tour(page, SIGNED_OUT);
  await developmentReact;
  await page.goto('/no-such-page');
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  assert.equal(await report(noise), '');
  await page.context().close();
});

test("signed in as the demo workspace's owner: every screen of the workspace, its client, campaign and page", async () => {
  const page = await demoUserAt(browser(), DEMO.owner, '/lobby');
  const noise = listen(page);
  await serveUnlayerStub(page);
  await tour(page, SIGNED_IN);
  assert.equal(await report(noise), '');
  await page.context().close();
});

test('on a phone: the lobby, a workspace and its navigation drawer', async () => {
  const page = await demoUserAt(browser(), DEMO.owner, '/lobby', { viewport: PHONE });
  const noise = listen(page);
  await tour(page, [
    { route: '/_app/lobby', path: '/lobby' },
    {
      route: '/_app/organizations/$id/campaigns/',
      path: `${w}/campaigns`,
      after: openAndClose('Open navigation'),
    },
  ]);
  assert.equal(await report(noise), '');
  await page.context().close();
});

test('a new owner writes a campaign and a page, publishes and pays for the page; its visitors and an unsubscriber', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Quiet Console Cycles');
  const page = await openPage(browser());
  const noise = listen(page);
  await serveUnlayerStub(page);
  const ws = `/organizations/${workspaceId}`;
  await page.goto(`/sign-in?redirect=${encodeURIComponent(`${ws}/campaigns/create-express`)}`);
  await signInThroughForm(page, account);
  await settle(page);

  // A written campaign: its preview, the editor (Unlayer's stub), the publish screen.
  await page.getByLabel(/^Campaign name/).fill('Spring service week');
  await page
    .getByLabel(/^What is the campaign about/)
    .fill('A spring service week: a full bike check for $39, booked online, brakes and gears included.');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  await settle(page);
  const campaign = pathOf(page.url()).replace(/\/view$/, '');
  const campaignId = campaign.split('/').pop() as string;
  await visit(page, `${campaign}/editor`);
  await visit(page, `${campaign}/recipients`);
  await openAndClose('Upload recipients')(page);

  // A written page, published on a slug of its own and paid for on the local checkout.
  await visit(page, `${ws}/pages/create-express`);
  await page.getByLabel(/^Page name/).fill('Fitting days');
  await page
    .getByLabel(/^What is the page about/)
    .fill('Free bike fitting days in June: riders leave their name and phone, we call back with a slot.');
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.waitForURL(/\/pages\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  await settle(page);
  const view = pathOf(page.url());
  const slug = `quiet-console-${Date.now().toString(36)}`;
  const publish = page.getByRole('region', { name: 'Publish' });
  await publish.getByLabel(/^Page slug/).fill(slug);
  await publish.getByText('This address is available.').waitFor();
  await publish.getByRole('button', { name: 'Save', exact: true }).click();
  await publish.getByTestId('public-url').getByText(`/pages/${slug}`).waitFor();
  await publish.getByRole('button', { name: 'Publish page' }).click();
  // The checkout sends the buyer back to the stack's SITE_URL, the production build: the same
  // return, to this build instead (a 204 leaves the browser where it is until then).
  const checkoutReturn = page.waitForRequest((request) => request.url().startsWith(siteUrl));
  await page.route(`${siteUrl}/**`, (route) => route.fulfill({ status: 204 }));
  await publish.getByRole('button', { name: 'Subscribe to Basic' }).click();
  await page.waitForURL(/\/functions\/v1\/local-checkout\?/);
  await page.getByRole('button', { name: /^Subscribe for / }).click();
  await page.goto(pathOf((await checkoutReturn).url()));
  const dialog = page.getByRole('dialog', { name: 'Subscription active' });
  await dialog.getByText('Your page is live.').waitFor({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('page-visibility').getByText('Live').waitFor();
  await visit(page, view.replace(/\/view$/, '/editor'));

  // What visitors see: the live page (with its script), a slug without one, and unsubscribing.
  await page.goto(`/pages/${slug}`);
  await page.locator('form[data-lead-form]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.goto('/pages/no-page-here');
  await page.getByText('This page is not available').waitFor();
  const [recipient] = await insertRows<{ unsubscribe_token: string }>('recipients', {
    workspace_id: workspaceId,
    campaign_id: campaignId,
    email: `unsubscriber-${slug}@example.com`,
  });
  await page.goto(
    `${process.env.E2E_API_URL}/functions/v1/unsubscribe?token=${recipient?.unsubscribe_token}`,
  );
  await page.getByRole('button').click();
  await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
  await page.goto(`${process.env.E2E_API_URL}/functions/v1/unsubscribe?token=not-a-token`);
  await page.getByRole('heading', { level: 1 }).waitFor();

  assert.equal(await report(noise), '');
  await page.context().close();
});
