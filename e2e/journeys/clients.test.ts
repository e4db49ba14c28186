import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForThisFile, PHONE, type Viewport } from '../support/browser.ts';
import { DEMO, demoUserAt } from '../support/demo-users.ts';

const browser = browserForThisFile();

const HARBOR_AND_PINE = DEMO.harborAndPine;
const CASA_VERDE = DEMO.casaVerde;
const BLUEBIRD_BIKES = DEMO.bluebirdBikes;
const ownerAt = (path: string, viewport?: Viewport, locale: 'en' | 'es' = 'en') =>
  demoUserAt(browser(), DEMO.owner, path, { viewport, locale });

test('add a client, find it, edit it, and delete it', async () => {
  const clientsPath = `/organizations/${CASA_VERDE}/clients`;
  const page = await ownerAt(clientsPath);
  await page.getByRole('heading', { name: 'No clients yet' }).waitFor();

  await page.getByRole('button', { name: 'Add client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a client' });
  await dialog.getByLabel(/^Client name/).fill('Tacos El Güero');
  await dialog.getByLabel(/^Contact email/).fill('hola@tacos');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await dialog.getByText('Enter a valid email').waitFor();
  await dialog.getByLabel(/^Website/).fill('tacoselguero.example');
  await dialog.getByLabel(/^Contact email/).fill('Hola@TacosElGuero.example');
  await dialog.getByLabel(/^Contact phone/).fill('+52 55 5555 0123');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.getByRole('row').filter({ hasText: 'Tacos El Güero' });
  await row.getByText('hola@tacoselguero.example').waitFor();
  await row.getByText('Required', { exact: true }).waitFor();

  // The search lives in the address, ignores accents, and says when nothing matches.
  await page.getByRole('searchbox', { name: 'Search clients by name' }).fill('guero');
  await page.waitForURL((url) => url.searchParams.get('q') === 'guero');
  await row.waitFor();
  await page.getByRole('searchbox', { name: 'Search clients by name' }).fill('panaderia');
  await page.getByText('No client matches “panaderia”').waitFor();
  await page.reload();
  await page.getByText('No client matches “panaderia”').waitFor();
  await page.goto(clientsPath);

  await page.getByRole('link', { name: 'Tacos El Güero' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tacos El Güero' }).waitFor();
  // A sender name alone sends from Pitchcraft's shared domain until a domain of theirs is verified.
  await page.getByLabel(/^Sender name/).fill('Tacos El Güero');
  await page.getByRole('link', { name: 'Manage sending domains' }).waitFor();
  await page.getByLabel(/^Client name/).fill('Tacos El Güero Roma');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tacos El Güero Roma' }).waitFor();
  await page.getByText('Changes saved').waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Tacos El Güero Roma' }).waitFor();
  assert.equal(
    await page.getByRole('combobox', { name: /^Sender domain/ }).inputValue(),
    "Pitchcraft's shared domain",
  );
  await page.getByText('Set', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Delete client' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Tacos El Güero Roma?' })
    .getByRole('button', { name: 'Delete client' })
    .click();
  await page.waitForURL((url) => url.pathname === clientsPath);
  await page.getByRole('heading', { name: 'No clients yet' }).waitFor();
  await page.context().close();
});

test("the seeded client's campaigns, its empty leads, and a client that does not exist", async () => {
  const page = await ownerAt(`/organizations/${HARBOR_AND_PINE}/clients/${BLUEBIRD_BIKES}/campaigns`);
  await page.getByRole('heading', { level: 1, name: 'Campaigns of Bluebird Bikes' }).waitFor();
  const email = page.getByRole('row').filter({ hasText: 'Spring tune-up week' });
  await email.getByText('Email campaign').waitFor();
  await email.getByText('Draft').waitFor();
  const landing = page.getByRole('row').filter({ hasText: 'Book a tune-up' });
  await landing.getByText('Landing page').waitFor();
  assert.equal(
    await email.getByRole('link', { name: 'Spring tune-up week' }).getAttribute('href'),
    `/organizations/${HARBOR_AND_PINE}/campaigns/${DEMO.bluebirdEmail}/view`,
  );
  assert.equal(
    await landing.getByRole('link', { name: 'Book a tune-up' }).getAttribute('href'),
    `/organizations/${HARBOR_AND_PINE}/pages/${DEMO.bluebirdPage}/view`,
  );

  await page
    .getByRole('navigation', { name: 'Client sections' })
    .getByRole('link', { name: 'Leads' })
    .click();
  await page.getByRole('heading', { name: 'No leads yet' }).waitFor();
  await page
    .getByText("Leads arrive from the forms on this client's landing pages", { exact: false })
    .waitFor();

  await page.goto(`/organizations/${HARBOR_AND_PINE}/clients/00000000-0000-4000-8000-00000000dead/edit`);
  await page.getByRole('heading', { name: 'Client not found' }).waitFor();
  await page.getByRole('navigation', { name: 'Workspace' }).waitFor();
  await page.context().close();
});

test('in Spanish on a phone: the client list and its campaigns', async () => {
  const page = await ownerAt(`/organizations/${HARBOR_AND_PINE}/clients`, PHONE, 'es');
  await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
  await page.getByRole('link', { name: 'Bluebird Bikes' }).waitFor();
  await page.getByText('Configurado', { exact: true }).filter({ visible: true }).waitFor();
  await page.getByRole('button', { name: 'Acciones para Bluebird Bikes' }).click();
  await page.getByRole('menuitem', { name: 'Campañas' }).click();
  await page.getByRole('heading', { level: 1, name: 'Campañas de Bluebird Bikes' }).waitFor();
  await page.getByText('Campaña de email').filter({ visible: true }).waitFor();
  await page.getByText('Borrador').filter({ visible: true }).first().waitFor();
  await page.context().close();
});
