import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { type Account, signInThroughForm } from '../support/accounts.ts';
import { browserForThisFile, openPage } from '../support/browser.ts';
import { workspaceWithViewer } from '../support/viewer-workspace.ts';

const browser = browserForThisFile();
const NOTE = 'You can view this workspace. Ask an admin for the editor role to make changes.';

async function signedInAt(account: Account, path: string): Promise<Page> {
  const page = await openPage(browser());
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

const count = (page: Page, role: 'button' | 'link', name: string | RegExp) =>
  page.getByRole(role, { name }).count();

test('a viewer reads the campaign list, a campaign and its publish screen, with no way to change them', async () => {
  const { workspaceId, campaignId, viewer } = await workspaceWithViewer();
  const campaigns = `/organizations/${workspaceId}/campaigns`;
  const page = await signedInAt(viewer, campaigns);

  // The list: every campaign of the workspace, the note, and no way to create one.
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await page.getByRole('link', { name: 'Pressing season' }).first().waitFor();
  await page.getByRole('link', { name: 'Collective newsletter' }).first().waitFor();
  await page.getByText(NOTE).waitFor();
  assert.equal(await count(page, 'link', 'Express campaign'), 0);
  assert.equal(await count(page, 'link', 'Guided campaign'), 0);

  // The campaign: its subject and preview, its attachments and history, nothing to change them with.
  await page.getByRole('link', { name: 'Pressing season' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Pressing season' }).waitFor();
  await page.getByText('Pressing season is here').first().waitFor();
  await page
    .frameLocator('iframe[title="Email preview"]')
    .getByText('Fresh cider from our orchard')
    .waitFor();
  await page.getByRole('heading', { name: 'Attachments' }).waitFor();
  assert.equal(await page.getByText(NOTE).count(), 1);
  assert.equal(await count(page, 'button', 'Regenerate'), 0);
  assert.equal(await count(page, 'button', 'Edit the campaign'), 0);
  assert.equal(await count(page, 'button', 'Choose files'), 0);

  // The publish screen: the figures and what is saved, no upload, purchase or send.
  await page.getByRole('link', { name: 'Recipients and sending' }).click();
  await page.waitForURL(`**/campaigns/${campaignId}/recipients`);
  await page.getByRole('heading', { name: 'Payment and usage' }).waitFor();
  await page.getByRole('heading', { name: 'Sender, subject and page' }).waitFor();
  await page.getByText('Orchard Cider via Pitchcraft').waitFor();
  assert.equal(await page.getByText(NOTE).count(), 1);
  for (const name of ['Upload recipients', 'Send campaign', 'Buy more recipients', 'Save details']) {
    assert.equal(await count(page, 'button', name), 0, name);
  }
  assert.equal(await page.getByRole('textbox', { name: /Email subject/ }).count(), 0);

  // An address that only writes says why instead of a form that would be refused.
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/editor`);
  await page.getByRole('heading', { name: 'This workspace is view-only for you' }).waitFor();
  await page.getByRole('link', { name: 'Back to the campaign' }).waitFor();
  await page.goto(`/organizations/${workspaceId}/campaigns/create`);
  await page.getByRole('heading', { name: 'This workspace is view-only for you' }).waitFor();
  assert.equal(await page.getByRole('tab').count(), 0);
  await page.context().close();
});

test('an editor limited to one client creates only for that client', async () => {
  const { workspaceId, limitedEditor } = await workspaceWithViewer();
  const page = await signedInAt(limitedEditor, `/organizations/${workspaceId}/campaigns`);
  // The list holds the campaigns of their client, not the workspace's own.
  await page.getByRole('link', { name: 'Pressing season' }).first().waitFor();
  assert.equal(await count(page, 'link', 'Collective newsletter'), 0);
  assert.equal(await page.getByText(NOTE).count(), 0);

  await page.getByRole('link', { name: 'Guided campaign' }).first().click();
  const client = page.getByRole('combobox', { name: /^Client/ });
  await client.and(page.getByPlaceholder('Choose one of your clients')).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Choose one of your clients: your role in this workspace covers only them.').waitFor();
  await client.click();
  await page.getByRole('option', { name: 'Orchard Cider' }).waitFor();
  assert.equal(await page.getByRole('option', { name: 'Quince Press' }).count(), 0);
  await page.getByRole('option', { name: 'Orchard Cider' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('tab', { name: /General information/, selected: true }).waitFor();
  await page.context().close();
});
