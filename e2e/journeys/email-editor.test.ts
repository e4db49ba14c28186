import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createUserWithWorkspace, signInThroughForm } from '../support/accounts.ts';
import { browserForThisFile, openPage } from '../support/browser.ts';
import { exportPreviewPng } from '../support/exported-png.ts';
import { bandedPng } from '../support/logo-png.ts';
import { countRows, insertRows, tableOwnerSql, updateRows } from '../support/table-owner.ts';
import { serveUnlayerStub } from '../support/unlayer-stub.ts';

const browser = browserForThisFile();
const HEADLINE = 'Ride into summer with a free fitting';
const BUTTON_LABEL = 'Book my fitting';
const BUTTON_COLOUR = '#0b7a3e';

type SavedCampaign = {
  design: unknown;
  html: string;
  subject: string;
  preheader: string;
  updated_at: string;
};

/** The campaign as the database holds it, read as the tables' owner. */
async function savedCampaign(id: string): Promise<SavedCampaign> {
  const [row] = await tableOwnerSql<SavedCampaign>(
    'select design, html, subject, preheader, updated_at from public.campaigns where id = $1',
    [id],
  );
  if (!row) throw new Error(`campaign ${id} not found`);
  return row;
}

const versionsNoted = (campaignId: string, note: string) =>
  countRows('campaign_versions', { campaign_id: campaignId, note });

/** Unlayer's embed script is fetched from its CDN; this machine is offline, and blocking it makes that certain. */
const blockUnlayer = (page: Page) =>
  page.route('https://editor.unlayer.com/**', (route) => route.abort('blockedbyclient'));

test('the quick editor changes the headline and button when Unlayer cannot load, guards, saves and the view shows it', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Bluebird Cycles');
  const page = await openPage(browser());
  await blockUnlayer(page);
  await page.goto(
    `/sign-in?redirect=${encodeURIComponent(`/organizations/${workspaceId}/campaigns/create-express`)}`,
  );
  await signInThroughForm(page, account);

  await page.getByLabel(/^Campaign name/).fill('Summer fitting days');
  await page
    .getByLabel(/^What is the campaign about/)
    .fill('Free bike fitting days in June at Bluebird Cycles: book a slot, ride away comfortable.');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  const campaignId = page.url().match(/campaigns\/([0-9a-f-]{36})\/view/)?.[1] as string;

  // Clicking the preview opens the editor; Unlayer cannot load, so the quick editor takes over.
  await page.frameLocator('iframe[title="Email preview"]').locator('h1').waitFor();
  await page.getByRole('button', { name: 'Edit the campaign' }).click();
  await page.waitForURL(/\/editor$/);
  await page.getByText('Editor not ready. Please refresh the page.').waitFor({ timeout: 20_000 });

  const preview = page.frameLocator('iframe[title="Live preview of the email"]');
  const headline = page.getByRole('textbox', { name: 'Heading 1' });
  const generatedHeadline = await headline.inputValue();
  assert.ok(generatedHeadline.length > 3, 'the headline field holds the generated headline');
  await preview.getByRole('heading', { level: 1, name: generatedHeadline }).waitFor();

  // Empty text is refused with a message; the preview keeps the last good headline.
  await headline.fill('');
  await page.getByText('This cannot be empty: write some text.').waitFor();
  await preview.getByRole('heading', { level: 1, name: generatedHeadline }).waitFor();
  await headline.fill(HEADLINE);
  await preview.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();

  // The first button is the hero's (a generated email repeats it at the end: Button 2).
  const button = page.getByRole('group', { name: 'Button 1' });
  await button.getByRole('textbox', { name: 'Label', exact: true }).fill(BUTTON_LABEL);
  await button.getByRole('textbox', { name: 'Link' }).fill('www.bluebird.example');
  await button
    .getByText('Enter a full link, such as https://example.com or mailto:hello@example.com.')
    .waitFor();
  await button.getByRole('textbox', { name: 'Link' }).fill('https://bluebird.example/fitting');
  await button.getByRole('textbox', { name: 'Button colour' }).fill(BUTTON_COLOUR);
  await preview.getByRole('link', { name: BUTTON_LABEL }).waitFor();
  assert.equal(
    await preview.getByRole('link', { name: BUTTON_LABEL }).getAttribute('href'),
    'https://bluebird.example/fitting',
  );
  await preview.locator(`td[bgcolor="${BUTTON_COLOUR}"]`).waitFor();

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('link', { name: 'Back to preview' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await leave.waitFor({ state: 'hidden' });
  assert.equal(await headline.inputValue(), HEADLINE);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Your changes are saved.').waitFor();
  const saved = await savedCampaign(campaignId);
  assert.match(JSON.stringify(saved.design), new RegExp(HEADLINE));
  assert.match(saved.html, new RegExp(HEADLINE));
  assert.match(saved.html, new RegExp(`bgcolor="${BUTTON_COLOUR}"`));
  assert.equal(await versionsNoted(campaignId, 'Before editing'), 1);

  // Saved: leaving asks nothing, and the view shows the new render.
  await page.getByRole('link', { name: 'Back to preview' }).click();
  await page.waitForURL(/\/view$/);
  const email = page.frameLocator('iframe[title="Email preview"]');
  await email.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
  await email.getByRole('link', { name: BUTTON_LABEL }).waitFor();

  // The exported PNG is the preview, pixel for pixel in size.
  await exportPreviewPng(page, 'Email preview');
  await page.context().close();
});

test('a save over a copy saved elsewhere asks, and keeping mine keeps theirs in the history', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Harbor Bikes');
  const page = await openPage(browser());
  await blockUnlayer(page);
  await page.goto(
    `/sign-in?redirect=${encodeURIComponent(`/organizations/${workspaceId}/campaigns/create-express`)}`,
  );
  await signInThroughForm(page, account);
  await page.getByLabel(/^Campaign name/).fill('Autumn service');
  await page.getByLabel(/^What is the campaign about/).fill('An autumn bike service for commuters: 20% off.');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  const campaignId = page.url().match(/campaigns\/([0-9a-f-]{36})\/view/)?.[1] as string;
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/editor`);
  await page.getByText('Editor not ready. Please refresh the page.').waitFor({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Subject' }).fill('Mine: autumn service, 20% off');

  // Someone saves the campaign elsewhere meanwhile (another tab or a teammate).
  const theirsSaved = await updateRows(
    'campaigns',
    { subject: 'Theirs: saved in another tab' },
    { id: campaignId },
  );
  assert.equal(theirsSaved.length, 1);

  await page.keyboard.press('Control+s');
  const conflict = page.getByRole('dialog', { name: 'This email was saved elsewhere' });
  await conflict.waitFor();
  assert.equal((await savedCampaign(campaignId)).subject, 'Theirs: saved in another tab');
  await conflict.getByRole('button', { name: 'Keep my version' }).click();
  await page.getByText('Your changes are saved.').waitFor();
  assert.equal((await savedCampaign(campaignId)).subject, 'Mine: autumn service, 20% off');
  const theirs = await tableOwnerSql<{ subject: string }>(
    `select subject from public.campaign_versions where campaign_id = $1 and note = 'Before editing'`,
    [campaignId],
  );
  assert.deepEqual(
    theirs.map((version) => version.subject),
    ['Theirs: saved in another tab'],
  );

  // The next save builds on the one before: no conflict, and no second version of the session.
  await page.getByText('Your changes are saved.').waitFor({ state: 'hidden' });
  await page.getByRole('textbox', { name: 'Subject' }).fill('Mine again: autumn service');
  await page.keyboard.press('Control+s');
  await page.getByText('Your changes are saved.').waitFor();
  assert.equal((await savedCampaign(campaignId)).subject, 'Mine again: autumn service');
  assert.equal(await versionsNoted(campaignId, 'Before editing'), 1);
  await page.context().close();
});

test('with Unlayer loaded (a stub of it), the design opens in it and its export is saved', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Pinecone Coffee');
  const page = await openPage(browser());
  await serveUnlayerStub(page);
  await page.goto(
    `/sign-in?redirect=${encodeURIComponent(`/organizations/${workspaceId}/campaigns/create-express`)}`,
  );
  await signInThroughForm(page, account);
  await page.getByLabel(/^Campaign name/).fill('Winter roasts');
  await page
    .getByLabel(/^What is the campaign about/)
    .fill('Two winter coffee roasts, 10% off until January.');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  const campaignId = page.url().match(/campaigns\/([0-9a-f-]{36})\/view/)?.[1] as string;
  const generated = await savedCampaign(campaignId);
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/editor`);

  const stubHeadline = page.getByRole('textbox', { name: 'Stub headline' });
  await stubHeadline.waitFor();
  assert.ok(
    JSON.stringify(generated.design).includes(await stubHeadline.inputValue()),
    'the stored design opened',
  );
  assert.equal(await page.getByText('Editor not ready. Please refresh the page.').count(), 0);
  const options = await page.evaluate(
    () =>
      (window as unknown as { __unlayerStub: { options: { locale: string }; callbacks: string[] } })
        .__unlayerStub,
  );
  assert.equal(options.options.locale, 'en-US');
  assert.deepEqual(options.callbacks, ['image'], 'uploads go to the images bucket');

  await stubHeadline.fill('Winter is for slow mornings');
  await page.getByRole('textbox', { name: 'Preheader' }).fill('Two roasts for the cold months');
  await page.getByRole('link', { name: 'Back to preview' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Stay and keep editing' })
    .click();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Your changes are saved.').waitFor();
  const saved = await savedCampaign(campaignId);
  assert.match(saved.html, /Exported by the Unlayer stub/);
  assert.match(JSON.stringify(saved.design), /Winter is for slow mornings/);
  assert.match(JSON.stringify(saved.design), /"preheaderText":"Two roasts for the cold months"/);
  assert.equal(saved.preheader, 'Two roasts for the cold months');

  // Unlayer speaks the app's language.
  await page.context().addCookies([{ name: 'pitchcraft-locale', value: 'es', url: page.url() }]);
  await page.reload();
  await page.getByRole('textbox', { name: 'Stub headline' }).waitFor();
  assert.equal(
    await page.evaluate(
      () =>
        (window as unknown as { __unlayerStub: { options: { locale: string } } }).__unlayerStub.options
          .locale,
    ),
    'es-ES',
  );
  await page.context().close();
});

test('the quick editor replaces the logo by an upload, with its alt text, and refuses what is not an image', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Orchard Cider');
  // A logo on the workspace, so the generated email starts with an image.
  const logo = await updateRows('workspaces', { logo_path: `${workspaceId}/logo.png` }, { id: workspaceId });
  assert.equal(logo.length, 1);
  const page = await openPage(browser());
  await blockUnlayer(page);
  await page.goto(
    `/sign-in?redirect=${encodeURIComponent(`/organizations/${workspaceId}/campaigns/create-express`)}`,
  );
  await signInThroughForm(page, account);
  await page.getByLabel(/^Campaign name/).fill('Harvest cider');
  await page
    .getByLabel(/^What is the campaign about/)
    .fill('Our harvest cider is back: tastings every Saturday in October.');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  const campaignId = page.url().match(/campaigns\/([0-9a-f-]{36})\/view/)?.[1] as string;
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/editor`);
  await page.getByText('Editor not ready. Please refresh the page.').waitFor({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Images' }).click();
  const image = page.getByRole('group', { name: 'Image' });
  const file = image.locator('input[type=file]');
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await image.getByText('Choose a PNG, JPEG, GIF or WebP image.').waitFor();

  await file.setInputFiles({
    name: 'cider.png',
    mimeType: 'image/png',
    buffer: bandedPng([
      { hex: '#c0392b', rows: 20 },
      { hex: '#f1c40f', rows: 20 },
    ]),
  });
  await image.getByRole('textbox', { name: 'Alt text' }).fill('Orchard Cider, since 1998');
  const uploaded = page
    .frameLocator('iframe[title="Live preview of the email"]')
    .getByRole('img', { name: 'Orchard Cider, since 1998' });
  await uploaded.waitFor();
  const src = (await uploaded.getAttribute('src')) ?? '';
  assert.match(
    src,
    new RegExp(`/storage/v1/object/public/images/${workspaceId}/${campaignId}/[0-9a-f-]{36}\\.png$`),
  );
  assert.equal((await fetch(src)).headers.get('content-type'), 'image/png', 'the image is public');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Your changes are saved.').waitFor();
  const saved = await savedCampaign(campaignId);
  assert.ok(saved.html.includes(src), 'the saved email shows the uploaded image');
  assert.ok(saved.html.includes('alt="Orchard Cider, since 1998"'));
  await page.context().close();
});

test('the editor says when there is nothing to edit yet, when the email is being sent, and when the campaign is unknown', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Quiet Studio');
  const insertCampaign = async (row: object) => {
    const [campaign] = await insertRows<{ id: string }>('campaigns', {
      workspace_id: workspaceId,
      kind: 'email',
      ...row,
    });
    return campaign?.id ?? '';
  };
  const empty = await insertCampaign({ name: 'Never generated' });
  const sending = await insertCampaign({
    name: 'Going out now',
    status: 'sending',
    sender_name: 'Quiet Studio',
    sender_domain: 'quiet.example',
    subject: 'Quiet news',
    design: { counters: {}, body: { rows: [], values: {} }, schemaVersion: 16 },
    html: '<!DOCTYPE html><html><body>Sending</body></html>',
  });
  const editor = (id: string) => `/organizations/${workspaceId}/campaigns/${id}/editor`;

  const page = await openPage(browser());
  await page.goto(`/sign-in?redirect=${encodeURIComponent(editor(empty))}`);
  await signInThroughForm(page, account);
  await page.getByRole('heading', { name: 'Nothing to edit yet' }).waitFor();
  await page.getByRole('link', { name: 'Back to preview' }).click();
  await page.getByRole('button', { name: 'Generate now' }).waitFor();

  await page.goto(editor(sending));
  await page.getByRole('heading', { name: 'This campaign is being sent' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);

  await page.goto(editor('00000000-0000-4000-8000-000000000000'));
  await page.getByRole('heading', { name: 'Campaign not found' }).waitFor();
  await page.context().close();
});
