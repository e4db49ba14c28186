import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { browserForThisFile, PHONE } from '../support/browser.ts';
import { DEMO, demoUserAt } from '../support/demo-users.ts';

const browser = browserForThisFile();
const HARBOR_AND_PINE = DEMO.harborAndPine;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('an express email campaign lands on its view, previews at both widths and exports a PNG', async () => {
  const page = await demoUserAt(
    browser(),
    DEMO.owner,
    `/organizations/${HARBOR_AND_PINE}/campaigns/create-express`,
  );
  await page.getByRole('heading', { level: 1, name: 'Express campaign' }).waitFor();

  // Nothing typed, nothing sent: each required field says so.
  await page.getByRole('button', { name: 'Create campaign' }).click();
  assert.equal(await page.getByText('Fill in this field.').count(), 2);

  await page.getByLabel(/^Campaign name/).fill('Summer commuter sale');
  assert.equal(await page.getByRole('combobox', { name: 'Workspace' }).inputValue(), 'Harbor & Pine Studio');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Bluebird Bikes' }).click();
  await page
    .getByLabel(/^What is the campaign about/)
    .fill('A summer sale on commuter bikes: 15% off every city bike until August 31, free fitting included.');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByText('Saving the brief').waitFor();

  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  await page.getByRole('heading', { level: 1, name: 'Summer commuter sale' }).waitFor();
  await page.getByText('Campaign for Bluebird Bikes').waitFor();
  const subject = page.locator('dt:has-text("Subject") + dd');
  assert.ok((await subject.innerText()).trim().length > 3, 'the subject is shown');
  const email = page.frameLocator('iframe[title="Email preview"]');
  await email
    .getByText(/Bluebird Bikes/)
    .first()
    .waitFor();
  const frame = page.locator('iframe[title="Email preview"]');
  const desktopWidth = (await frame.boundingBox())?.width ?? 0;
  assert.ok(desktopWidth >= 600, `desktop preview is ${desktopWidth}px`);

  await page.getByText('Mobile', { exact: true }).click();
  assert.ok(await page.getByRole('radio', { name: 'Mobile' }).isChecked());
  await page.waitForFunction(
    () => document.querySelector('iframe[title="Email preview"]')?.getBoundingClientRect().width === 375,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as PNG' }).click();
  const file = await download;
  assert.equal(file.suggestedFilename(), 'summer-commuter-sale.png');
  const bytes = await readFile((await file.path()) as string);
  assert.deepEqual(bytes.subarray(0, 8), PNG_SIGNATURE);
  assert.ok(bytes.length > 10_000, `the PNG has ${bytes.length} bytes`);
  assert.equal(bytes.readUInt32BE(16), 375, 'the image is as wide as the mobile preview');

  // Clicking the preview opens the editor.
  await page.getByRole('button', { name: 'Edit the campaign' }).click();
  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/editor$/);
});

test('an express page lands on its view with the page preview, its template and visibility', async () => {
  const page = await demoUserAt(
    browser(),
    DEMO.owner,
    `/organizations/${HARBOR_AND_PINE}/pages/create-express`,
    {
      viewport: PHONE,
    },
  );
  await page.getByLabel(/^Page name/).fill('Bike fitting days');
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Bistro' }).click();
  await page
    .getByLabel(/^What is the page about/)
    .fill('Free bike fitting days in June: riders leave their name and phone, we call back with a slot.');
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.waitForURL(/\/pages\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  await page.getByRole('heading', { level: 1, name: 'Bike fitting days' }).waitFor();
  await page.getByText('Bistro', { exact: true }).waitFor();
  await page.getByText('Not published').waitFor();
  await page.frameLocator('iframe[title="Page preview"]').locator('form').first().waitFor();
});

test('a campaign with nothing rendered asks to be edited first and generates on demand', async () => {
  const campaignPath = `/organizations/${HARBOR_AND_PINE}/campaigns/${DEMO.bluebirdEmail}/view`;
  const page = await demoUserAt(browser(), DEMO.owner, campaignPath);
  await page.getByText('You must edit your campaign first').waitFor();
  assert.equal(await page.locator('iframe').count(), 0);
  await page.getByRole('button', { name: 'Generate now' }).click();
  await page
    .frameLocator('iframe[title="Email preview"]')
    .getByText(/Bluebird Bikes/)
    .first()
    .waitFor({ timeout: 60_000 });
  assert.equal(await page.getByText('You must edit your campaign first').count(), 0);

  // Regenerating says earlier versions are kept, and can be called off.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('menuitem', { name: 'Everything' }).click();
  const confirm = page.getByRole('dialog', { name: 'Regenerate this campaign?' });
  await confirm.getByText(/kept in the version history/).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
});

test('in Spanish, the seeded page asks to be edited first and a stranger id is not found', async () => {
  const pagePath = `/organizations/${HARBOR_AND_PINE}/pages/${DEMO.bluebirdPage}/view`;
  const page = await demoUserAt(browser(), DEMO.owner, pagePath, { locale: 'es' });
  await page.getByText('Debes editar tu página primero').waitFor();
  await page.getByRole('button', { name: 'Generar ahora' }).click();
  await page
    .frameLocator('iframe[title="Vista previa de la página"]')
    .locator('form')
    .first()
    .waitFor({ timeout: 60_000 });

  await page.goto(`/organizations/${HARBOR_AND_PINE}/campaigns/00000000-0000-4000-8000-000000000000/view`);
  await page.getByRole('heading', { name: 'Campaña no encontrada' }).waitFor();
});
