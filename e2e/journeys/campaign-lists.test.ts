import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createUserWithWorkspace, signInThroughForm } from '../support/accounts.ts';
import { browserForThisFile, openPage, PHONE } from '../support/browser.ts';
import { DEMO, demoUserAt } from '../support/demo-users.ts';
import { insertRows } from '../support/table-owner.ts';

const browser = browserForThisFile();
const HARBOR_AND_PINE = DEMO.harborAndPine;

/**
 * A user of their own with a workspace holding a client, four email campaigns and three pages
 * (draft, live, published without a subscription): the seed's workspace stays as other journeys
 * expect it.
 */
async function workspaceWithCampaigns() {
  const { account, workspaceId } = await createUserWithWorkspace('Lists Studio');
  const [client] = await insertRows<{ id: string }>('clients', [
    { workspace_id: workspaceId, name: 'Orchard Cider' },
  ]);
  const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12)).toISOString();
  const email = (name: string, created_at: string, client_id: string | null = null) => ({
    workspace_id: workspaceId,
    client_id,
    kind: 'email',
    name,
    product_name: `${name} product`,
    created_at,
  });
  await insertRows('campaigns', [
    email('Autumn harvest', day(1), client?.id),
    email('Winter sale', day(2)),
    email('Black Friday', day(3)),
    email('Autumn newsletter', day(4)),
  ]);
  const page = (name: string, created_at: string, status: string, slug: string) => ({
    workspace_id: workspaceId,
    kind: 'page',
    name,
    created_at,
    status,
    slug,
    content: status === 'draft' ? null : {},
  });
  const pages = await insertRows<{ id: string; name: string }>('campaigns', [
    page('Cider tasting', day(5), 'draft', `cider-tasting-${workspaceId.slice(0, 8)}`),
    page('Orchard tours', day(6), 'published', `orchard-tours-${workspaceId.slice(0, 8)}`),
    page('Press day', day(7), 'published', `press-day-${workspaceId.slice(0, 8)}`),
  ]);
  const tours = pages.find((each) => each.name === 'Orchard tours');
  await insertRows('page_subscriptions', [
    { workspace_id: workspaceId, campaign_id: tours?.id, plan_id: 'basic', status: 'active' },
  ]);
  return { account, workspaceId };
}

async function signedInAt(account: { email: string; password: string }, path: string) {
  const page = await openPage(browser());
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

const rowNames = (page: Page) =>
  page
    .locator('table tbody tr td:first-child a')
    .evaluateAll((links) => links.map((link) => link.textContent));

test("the seeded workspace's campaigns and pages, each linking to its view", async () => {
  const campaignsPath = `/organizations/${HARBOR_AND_PINE}/campaigns`;
  const page = await demoUserAt(browser(), DEMO.owner, campaignsPath);
  const row = page.getByRole('row').filter({ hasText: 'Spring tune-up week' });
  await row.getByText('Bluebird Bikes').waitFor();
  await row.getByText('Client campaign').waitFor();
  await row.getByText('Draft').waitFor();

  await page.getByRole('searchbox', { name: 'Search campaigns by name' }).fill('autumn');
  await page.getByText('No campaign matches “autumn”').waitFor();
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await page.waitForURL((url) => !url.searchParams.has('q'));
  await row.waitFor();
  await row.getByRole('link', { name: 'Spring tune-up week' }).click();
  await page.waitForURL((url) => url.pathname === `${campaignsPath}/${DEMO.bluebirdEmail}/view`);

  await page.goto(`/organizations/${HARBOR_AND_PINE}/pages`);
  const pageRow = page.getByRole('row').filter({ hasText: 'Book a tune-up' });
  await pageRow.getByText('Not published').waitFor();
  await pageRow.getByText('Client page').waitFor();
  await pageRow.getByRole('link', { name: 'Book a tune-up' }).click();
  await page.waitForURL(
    (url) => url.pathname === `/organizations/${HARBOR_AND_PINE}/pages/${DEMO.bluebirdPage}/view`,
  );
});

test('search narrows, sort flips, and the address keeps both across a reload', async () => {
  const { account, workspaceId } = await workspaceWithCampaigns();
  const page = await signedInAt(account, `/organizations/${workspaceId}/campaigns`);

  await page.getByText('4 campaigns').waitFor();
  assert.deepEqual(await rowNames(page), [
    'Autumn newsletter',
    'Black Friday',
    'Winter sale',
    'Autumn harvest',
  ]);
  const harvest = page.getByRole('row').filter({ hasText: 'Autumn harvest' });
  await harvest.getByText('Orchard Cider').waitFor();
  await harvest.getByText('Client campaign').waitFor();
  const sale = page.getByRole('row').filter({ hasText: 'Winter sale' });
  await sale.getByText('Workspace', { exact: true }).waitFor();
  await sale.getByText('Workspace campaign').waitFor();

  await page.getByRole('searchbox', { name: 'Search campaigns by name' }).fill('AUTUMN');
  await page.waitForURL((url) => url.searchParams.get('q') === 'AUTUMN');
  await page.getByText('2 campaigns').waitFor();
  assert.deepEqual(await rowNames(page), ['Autumn newsletter', 'Autumn harvest']);

  await page.getByRole('button', { name: 'Name' }).click();
  await page.waitForURL(
    (url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('dir') === 'asc',
  );
  await page.waitForFunction(
    () => document.querySelector('table tbody tr td:first-child a')?.textContent === 'Autumn harvest',
  );
  await page.getByRole('button', { name: 'Name' }).click();
  await page.waitForURL((url) => url.searchParams.get('dir') === 'desc');
  await page.waitForFunction(
    () => document.querySelector('table tbody tr td:first-child a')?.textContent === 'Autumn newsletter',
  );

  await page.reload();
  await page.getByText('2 campaigns').waitFor();
  assert.equal(
    await page.getByRole('searchbox', { name: 'Search campaigns by name' }).inputValue(),
    'AUTUMN',
  );
  assert.deepEqual(await rowNames(page), ['Autumn newsletter', 'Autumn harvest']);
  await page
    .getByRole('columnheader', { name: 'Name' })
    .and(page.locator('[aria-sort=descending]'))
    .waitFor();

  // The same sort from the menu, and the landing pages with whether visitors can see them.
  await page.goto(`/organizations/${workspaceId}/pages?sort=name&dir=asc`);
  await page.getByText('3 landing pages').waitFor();
  assert.deepEqual(await rowNames(page), ['Cider tasting', 'Orchard tours', 'Press day']);
  await page.getByRole('row').filter({ hasText: 'Orchard tours' }).getByText('Live').waitFor();
  await page.getByRole('row').filter({ hasText: 'Press day' }).getByText('Requires subscription').waitFor();
  await page.getByRole('row').filter({ hasText: 'Cider tasting' }).getByText('Not published').waitFor();
  await page.getByLabel('Sort by').first().click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  await page.waitForURL(
    (url) => url.searchParams.get('sort') === 'created' && url.searchParams.get('dir') === 'asc',
  );
  assert.deepEqual(await rowNames(page), ['Cider tasting', 'Orchard tours', 'Press day']);

  // An address nobody could have made falls back to the defaults instead of failing.
  await page.goto(`/organizations/${workspaceId}/pages?sort=size&dir=up&page=-4`);
  await page.getByText('3 landing pages').waitFor();
  assert.deepEqual(await rowNames(page), ['Press day', 'Orchard tours', 'Cider tasting']);
});

test('in Spanish on a phone: the seeded pages as cards, and a workspace with no campaigns yet', async () => {
  const page = await demoUserAt(browser(), DEMO.owner, `/organizations/${HARBOR_AND_PINE}/pages`, {
    viewport: PHONE,
    locale: 'es',
  });
  await page.getByRole('heading', { level: 1, name: 'Landing pages' }).waitFor();
  const card = page.getByRole('listitem').filter({ hasText: 'Book a tune-up' });
  await card.getByText('Página de cliente').waitFor();
  await card.getByText('No publicada').waitFor();
  await card.getByText('Borrador').waitFor();
  await page.getByRole('searchbox', { name: 'Buscar landing pages por nombre' }).fill('zzz');
  await page.getByText('Ninguna landing page coincide con “zzz”').waitFor();

  await page.goto(`/organizations/${DEMO.casaVerde}/campaigns`);
  await page.getByRole('heading', { name: 'Aún no hay campañas' }).waitFor();
  await page.getByRole('link', { name: 'Campaña exprés' }).click();
  await page.waitForURL(
    (url) => url.pathname === `/organizations/${DEMO.casaVerde}/campaigns/create-express`,
  );
});

test('5,000 campaigns: counted, searched and sorted on the server, one page of 25 at a time', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Busy Agency');
  const rows = Array.from({ length: 5000 }, (_, index) => ({
    workspace_id: workspaceId,
    kind: 'email',
    name: `Campaign ${String(index + 1).padStart(4, '0')}`,
  }));
  await insertRows('campaigns', rows);

  const page = await signedInAt(account, `/organizations/${workspaceId}/campaigns`);
  await page.getByText('5,000 campaigns').waitFor();
  assert.equal(await page.locator('table tbody tr').count(), 25);

  const started = Date.now();
  await page.goto(`/organizations/${workspaceId}/campaigns?q=499&sort=name&dir=desc&page=1`);
  await page.getByText('15 campaigns').waitFor();
  assert.deepEqual((await rowNames(page)).slice(0, 2), ['Campaign 4999', 'Campaign 4998']);
  console.log(`searched and sorted 5,000 campaigns in ${Date.now() - started} ms`);

  await page.goto(`/organizations/${workspaceId}/campaigns?sort=name&dir=asc&page=200`);
  await page.getByRole('link', { name: 'Campaign 5000' }).waitFor();
  assert.deepEqual((await rowNames(page)).at(0), 'Campaign 4976');
  await page.getByRole('button', { name: 'Page 200' }).and(page.locator('[data-active]')).waitFor();
});
