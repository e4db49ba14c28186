import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  createConfirmedUser,
  linkIn,
  newAccount,
  signInThroughForm,
  waitForMail,
} from '../support/accounts.ts';
import { baseUrl, browserForThisFile, openPage } from '../support/browser.ts';
import { DEMO } from '../support/demo-users.ts';
import { bandedPng } from '../support/logo-png.ts';
import { countRows } from '../support/table-owner.ts';

const browser = browserForThisFile();

/** Cream, navy and orange bands: a light background, a dark text colour and a saturated accent. */
const LOGO = bandedPng([
  { hex: '#f5f1e8', rows: 32 },
  { hex: '#13294b', rows: 20 },
  { hex: '#e4572e', rows: 12 },
]);

const colourInput = (page: Page, role: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${role} ·`) });

/** A seeded demo user (README), signed in, on the lobby. */
async function signedInAs(email: string): Promise<Page> {
  const page = await openPage(browser());
  await page.goto('/sign-in');
  await signInThroughForm(page, { email, password: 'pitchcraft-demo-2026' });
  await page.waitForURL((url) => url.pathname === '/lobby');
  return page;
}

async function createWorkspaceFromLobby(page: Page, name: string, country: string) {
  await page.getByRole('heading', { name: 'Create your first workspace' }).waitFor();
  await page.getByRole('textbox', { name: /Workspace name/ }).fill(name);
  await page.getByRole('combobox', { name: /Country/ }).click();
  await page.getByRole('option', { name: country }).click();
  await page.getByRole('button', { name: 'Create workspace' }).click();
}

test('a new user signs up, creates a workspace, brands it from a logo, and hears of a switch in another tab', async () => {
  const account = newAccount();
  const page = await openPage(browser());

  // Sign up, confirmed from the mailbox.
  await page.goto('/sign-up');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('status').filter({ hasText: account.email }).waitFor();
  await page.goto(linkIn(await waitForMail(account.email), '/auth/v1/verify'));
  await page.waitForURL((url) => url.pathname === '/lobby');

  // The first workspace, from the lobby; the edit screen follows.
  await createWorkspaceFromLobby(page, 'Bluebird Bikes', 'Canada');
  await page.getByRole('heading', { level: 1, name: 'Edit Bluebird Bikes' }).waitFor();
  const firstId = new URL(page.url()).pathname.split('/')[3] ?? '';

  // The logos bucket's limits, explained before anything is sent.
  const logoInput = page.locator('input[type=file]');
  await logoInput.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3 * 1024 * 1024),
  });
  await page.getByRole('alert').filter({ hasText: 'This file is larger than 2 MB.' }).waitFor();
  await logoInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  const wrongType = 'Use a PNG, JPG or WebP image. SVG files are not accepted, as they can carry scripts.';
  await page.getByRole('alert').filter({ hasText: wrongType }).waitFor();
  await logoInput.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg/>'),
  });
  await page.getByRole('alert').filter({ hasText: wrongType }).waitFor();
  // HTML named logo.png: the bytes are not a PNG, so nothing is uploaded.
  await logoInput.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3 * 1024 * 1024),
  });
  await page.getByRole('alert').filter({ hasText: 'This file is larger than 2 MB.' }).waitFor();
  await logoInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(document.domain)</script></html>'),
  });
  await page.getByRole('alert').filter({ hasText: wrongType }).waitFor();

  // A logo: uploaded with progress, its colours proposed, accepted and saved.
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await page.getByText('Logo uploaded.').waitFor();
  await page.getByRole('img', { name: 'Logo of Bluebird Bikes' }).waitFor();
  await page.getByRole('button', { name: 'Use these colours' }).click();
  const palette = {
    primary: await colourInput(page, 'Primary').inputValue(),
    secondary: await colourInput(page, 'Secondary').inputValue(),
    tertiary: await colourInput(page, 'Tertiary').inputValue(),
  };
  assert.equal(palette.primary, '#f5f1e8');
  assert.equal(palette.secondary, '#13294b');
  assert.equal(palette.tertiary, '#e4572e');
  await page.getByText(/meets WCAG AA/).waitFor();
  await page.getByRole('button', { name: 'Save colours' }).click();
  await page.getByText('Colours saved.').waitFor();

  // Saved: a reload shows the same colours and logo.
  await page.reload();
  await page.getByRole('img', { name: 'Logo of Bluebird Bikes' }).waitFor();
  assert.equal(await colourInput(page, 'Primary').inputValue(), palette.primary);
  assert.equal(await colourInput(page, 'Tertiary').inputValue(), palette.tertiary);

  // Text that does not read on its background is flagged.
  await colourInput(page, 'Secondary').fill('#dddddd');
  await page.getByRole('alert').filter({ hasText: 'Text may be hard to read' }).waitFor();

  // A second tab works in the first workspace…
  const secondTab = await page.context().newPage();
  await secondTab.goto(`/organizations/${firstId}/dashboard`);
  await secondTab.getByRole('heading', { level: 1, name: 'Bluebird Bikes' }).waitFor();

  // …while the first adds a workspace and makes it current.
  await page.goto('/user/organizations');
  await page.getByRole('button', { name: 'Add workspace' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /Workspace name/ })
    .fill('Harbor Studio');
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: /Country/ })
    .click();
  await page.getByRole('option', { name: 'United States' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create workspace' }).click();
  await page.getByRole('listitem', { name: 'Harbor Studio' }).waitFor();
  await page
    .getByRole('listitem', { name: 'Harbor Studio' })
    .getByRole('button', { name: 'Set as current', exact: true })
    .click();
  await page.getByRole('listitem', { name: 'Harbor Studio' }).getByText('Current workspace').waitFor();

  // The second tab hears of it and offers to switch.
  const dialog = secondTab.getByRole('dialog', { name: 'Your current workspace changed' });
  await dialog.waitFor();
  await dialog.getByText('You switched to Harbor Studio in another tab').waitFor();
  await dialog.getByRole('button', { name: 'Switch to Harbor Studio' }).click();
  await secondTab.getByRole('heading', { level: 1, name: 'Harbor Studio' }).waitFor();
  await secondTab.getByRole('button', { name: 'Current workspace: Harbor Studio' }).waitFor();
  await page.context().close();
});

test('the dashboard counts what the workspace holds and lists its recent campaigns', async () => {
  const page = await signedInAs('owner@pitchcraft.local');
  await page.getByRole('button', { name: 'Open Harbor & Pine Studio' }).click();
  await page.getByRole('heading', { level: 1, name: 'Harbor & Pine Studio' }).waitFor();
  // Each card is named by what it shows, the figure after its label.
  // Other journeys add campaigns to the seeded workspace, so the figures are checked against
  // what the database holds rather than the seed's.
  const inWorkspace = { workspace_id: DEMO.harborAndPine };
  const clients = await countRows('clients', inWorkspace);
  const campaigns = await countRows('campaigns', { ...inWorkspace, kind: 'email' });
  const pages = await countRows('campaigns', { ...inWorkspace, kind: 'page' });
  assert.ok(clients >= 1 && campaigns >= 1 && pages >= 1, 'the seed holds a client, a campaign and a page');
  await page.getByRole('link', { name: `Clients ${clients}`, exact: true }).waitFor();
  await page.getByRole('link', { name: `Campaigns ${campaigns}`, exact: true }).waitFor();
  await page.getByRole('link', { name: `Landing pages ${pages}`, exact: true }).waitFor();
  await page.getByText('Leads this month').waitFor();
  await page.getByRole('link', { name: /Spring tune-up week/ }).click();
  await page.waitForURL((url) => /\/organizations\/[^/]+\/campaigns\/[^/]+\/view$/.test(url.pathname));
  await page.context().close();
});

test('a member sees the workspace read-only', async () => {
  const page = await signedInAs('member@pitchcraft.local');
  await page.goto('/user/organizations');
  await page.getByRole('link', { name: 'View Harbor & Pine Studio' }).click();
  await page.getByText('Only the owner and admins can change this workspace.').waitFor();
  assert.equal(await page.getByRole('textbox', { name: /Workspace name/ }).isDisabled(), true);
  assert.equal(await page.getByRole('button', { name: 'Save changes' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Upload logo' }).count(), 0);
  await page.getByText('Only the owner and admins can upload or replace the logo').waitFor();
  await page.context().close();
});

test('a Spanish reader creates a workspace, with the form speaking Spanish', async () => {
  const account = await createConfirmedUser();
  const page = await openPage(browser());
  await page.context().addCookies([{ name: 'pitchcraft-locale', value: 'es', url: baseUrl() }]);
  await page.goto('/sign-in');
  await page.getByRole('heading', { name: 'Te damos la bienvenida de nuevo' }).waitFor();
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/lobby');

  await page.getByRole('heading', { name: 'Crea tu primer espacio de trabajo' }).waitFor();
  await page.getByRole('button', { name: 'Crear espacio de trabajo' }).click();
  await page.getByText('Completa este campo.').waitFor();
  await page.getByText('Elige Estados Unidos, Canadá o México.').waitFor();
  await page.getByRole('textbox', { name: 'Sitio web' }).fill('no es una web');
  await page.getByRole('textbox', { name: /Nombre del espacio de trabajo/ }).fill('Panadería La Espiga');
  await page.getByText('Escribe una dirección web, como https://ejemplo.com.').waitFor();
  await page.getByRole('textbox', { name: 'Sitio web' }).fill('laespiga.example');
  await page.getByRole('combobox', { name: /País/ }).click();
  await page.getByRole('option', { name: 'México' }).click();
  await page.getByRole('button', { name: 'Crear espacio de trabajo' }).click();
  await page.getByRole('heading', { level: 1, name: 'Editar Panadería La Espiga' }).waitFor();
  assert.equal(
    await page.getByRole('textbox', { name: 'Sitio web' }).inputValue(),
    'https://laespiga.example',
  );
  await page.getByRole('heading', { name: 'Colores y logo' }).waitFor();
  await page.context().close();
});
