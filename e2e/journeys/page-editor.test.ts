import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createUserWithWorkspace, signInThroughForm } from '../support/accounts.ts';
import { browserForThisFile, openPage, PHONE } from '../support/browser.ts';
import { bandedPng } from '../support/logo-png.ts';
import { countRows, tableOwnerSql, updateRows } from '../support/table-owner.ts';

const browser = browserForThisFile();

type SavedPage = {
  template: string;
  html: string;
  content: { template: string; sections: { type: string; headline?: string; heading?: string }[] };
  updated_at: string;
};

/** The page's row as the database holds it, read as the tables' owner. */
async function savedPage(id: string): Promise<SavedPage> {
  const [row] = await tableOwnerSql<SavedPage>(
    'select template, html, content, updated_at from public.campaigns where id = $1',
    [id],
  );
  if (!row) throw new Error(`page ${id} not found`);
  return row;
}

/** An express page of a fresh workspace, generated, its view open. */
async function expressPage(page: Page, workspaceId: string, name: string) {
  await page.goto(`/organizations/${workspaceId}/pages/create-express`);
  await page.getByLabel(/^Page name/).fill(name);
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Avilon' }).click();
  await page
    .getByLabel(/^What is the page about/)
    .fill('Free bike fitting days in June: riders leave their name and phone, we call back with a slot.');
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.waitForURL(/\/pages\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  const id = page.url().match(/pages\/([0-9a-f-]{36})\/view/)?.[1] as string;
  await page.frameLocator('iframe[title="Page preview"]').locator('body.t-avilon').waitFor();
  return id;
}

/** A section's header in the list, which opens and closes its form. */
const sectionButton = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Page sections' }).getByRole('button', { name: new RegExp(`^${name}`) });

/** One more benefit in the features section (the composer writes two or three; six are allowed). */
async function addBenefit(page: Page) {
  await sectionButton(page, 'Features').click();
  await page.getByRole('button', { name: 'Add a benefit' }).click();
  await page
    .getByRole('group', { name: /^Item \d+$/ })
    .last()
    .getByLabel(/^Title/)
    .fill('Fitted by a mechanic');
}

async function signedIn(account: { email: string; password: string }, viewport = PHONE) {
  const page = await openPage(browser(), viewport);
  await page.goto('/sign-in?redirect=/lobby');
  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === '/lobby');
  return page;
}

/** The sections in the list's order, read from their "Move … up" buttons. */
async function sectionNames(page: Page) {
  const labels = await page
    .getByRole('list', { name: 'Page sections' })
    .getByRole('button', { name: / \(section \d+\) up$/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Move (.+) \(section \d+\) up$/, '$1'));
}

test('from the view to the editor: switch template, edit the hero, add and move a section, save, and the view shows it', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Fitting Studio');
  const page = await signedIn(account, { width: 1280, height: 900 });
  const id = await expressPage(page, workspaceId, 'Bike fitting days');

  // Clicking the preview opens the editor.
  await page.getByRole('button', { name: 'Edit the page' }).click();
  await page.waitForURL(`**/pages/${id}/editor`);
  const preview = page.frameLocator('iframe[title="Page preview"]');
  await preview.locator('body.t-avilon').waitFor();
  await page.getByText('All changes saved').waitFor();

  // Another template draws the same sections.
  await page.getByRole('tab', { name: 'Page and style' }).click();
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Tasty' }).click();
  await preview.locator('body.t-tasty').waitFor();
  assert.equal(await preview.locator('body.t-avilon').count(), 0);
  await page.getByText('Unsaved changes').waitFor();

  // The hero's headline, edited in its form, shows in the preview.
  await page.getByRole('tab', { name: 'Sections' }).click();
  await addBenefit(page);
  await preview.getByText('Fitted by a mechanic').waitFor();
  await sectionButton(page, 'Hero').click();
  const headline = 'Ten minutes to a bike that fits you';
  await page.getByLabel(/^Headline/).fill(headline);
  await preview.getByRole('heading', { level: 1, name: headline }).waitFor();

  // A new section comes after the open one, in the page's language, and can be moved.
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('menuitem', { name: /^Questions and answers/ }).click();
  assert.equal(await page.getByLabel(/^Heading/).inputValue(), 'Frequently asked questions');
  await page.getByLabel(/^Heading/).fill('Fitting questions');
  await preview.getByRole('heading', { name: 'Fitting questions' }).waitFor();
  const before = await sectionNames(page);
  assert.deepEqual(before.slice(0, 2), ['Hero', 'Questions and answers']);
  await page.getByRole('button', { name: 'Move Questions and answers (section 2) down' }).click();
  const after = await sectionNames(page);
  assert.deepEqual(after.slice(0, 3), ['Hero', before[2], 'Questions and answers']);

  // Clicking a section in the preview opens it in the list.
  await sectionButton(page, 'Hero').click();
  await page.getByLabel(/^Headline/).waitFor();
  await preview
    .locator('[data-section-index="2"]')
    .getByRole('heading', { name: 'Fitting questions' })
    .click();
  await page.getByLabel(/^Heading/).waitFor();
  assert.equal(await page.getByLabel(/^Heading/).inputValue(), 'Fitting questions');
  assert.equal(await page.getByLabel(/^Headline/).count(), 0);

  // Ctrl+S saves, also while the focus is in the preview.
  await page.keyboard.press('Control+s');
  await page.getByText('Page saved').waitFor();
  await page.getByText('All changes saved').waitFor();

  const saved = await savedPage(id);
  assert.equal(saved.content.template, 'tasty');
  assert.equal(saved.template, 'tasty', 'the template column follows the document');
  assert.equal(saved.content.sections[0]?.headline, headline);
  assert.deepEqual(
    saved.content.sections.slice(0, 3).map((section) => section.type),
    ['hero', saved.content.sections[1]?.type, 'faq'],
  );
  assert.match(saved.html, new RegExp(headline));
  assert.match(saved.html, /class="t-tasty s-page"/);
  assert.equal(await countRows('campaign_versions', { campaign_id: id, note: 'Before editing' }), 1);

  // A second save of the same session keeps no further version.
  await page.getByLabel(/^Heading/).fill('Your questions');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('All changes saved').waitFor();
  assert.equal(await countRows('campaign_versions', { campaign_id: id, note: 'Before editing' }), 1);

  await page.getByRole('link', { name: 'Back to preview' }).click();
  await page.waitForURL(`**/pages/${id}/view`);
  await page.getByText('Tasty', { exact: true }).waitFor();
  const view = page.frameLocator('iframe[title="Page preview"]');
  await view.locator('body.t-tasty').waitFor();
  await view.getByRole('heading', { level: 1, name: headline }).waitFor();
  await view.getByRole('heading', { name: 'Your questions' }).waitFor();
});

test('a save on top of a stale copy asks whose version to keep, and keeping mine keeps theirs as a version', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Conflict Studio');
  const page = await signedIn(account);
  const id = await expressPage(page, workspaceId, 'Spring tune-ups');
  await page.goto(`/organizations/${workspaceId}/pages/${id}/editor`);

  // On a phone: tabs for the sections, the page settings and the preview.
  await page.getByRole('tab', { name: 'Preview' }).waitFor();
  await addBenefit(page);
  await sectionButton(page, 'Hero').click();
  await page.getByLabel(/^Headline/).fill('Mine: tune-ups all spring');

  // Meanwhile the page is saved elsewhere (another tab, a teammate).
  const renamed = await updateRows('campaigns', { name: 'Spring tune-ups (renamed)' }, { id });
  assert.equal(renamed.length, 1);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'This page was saved elsewhere' });
  await dialog.waitFor();
  assert.notEqual((await savedPage(id)).content.sections[0]?.headline, 'Mine: tune-ups all spring');
  await dialog.getByRole('button', { name: 'Keep mine and save' }).click();
  await page.getByText('All changes saved').waitFor();
  assert.equal((await savedPage(id)).content.sections[0]?.headline, 'Mine: tune-ups all spring');
  assert.equal(await countRows('campaign_versions', { campaign_id: id, note: 'Before editing' }), 1);

  // The hero's image: a wrong file is refused with its reason, a PNG is uploaded and shown by the
  // template instead of its art, and removing it brings the art back.
  const chooseImage = page.locator('input[type=file]');
  await chooseImage.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await page.getByRole('alert').getByText('Choose a PNG, JPEG, GIF or WebP image.').waitFor();
  const png = bandedPng([
    { hex: '#1d4ed8', rows: 32 },
    { hex: '#f59e0b', rows: 32 },
  ]);
  await chooseImage.setInputFiles({ name: 'fitting.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('img', { name: 'The hero image' }).waitFor();
  await page.getByRole('tab', { name: 'Preview' }).click();
  const heroImage = page.frameLocator('iframe[title="Page preview"]').locator('img.hero-img');
  await heroImage.waitFor();
  assert.match((await heroImage.getAttribute('src')) ?? '', /\/storage\/v1\/object\/public\/images\//);
  await page.getByRole('tab', { name: 'Sections' }).click();
  await page.getByRole('button', { name: 'Remove image' }).click();
  await page.getByText("No image: the template's art is shown.").waitFor();

  // An empty headline is not saved: the form and the summary say what to fix.
  await page.getByLabel(/^Headline/).fill(' ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Fix these before saving').waitFor();
  await page.getByText('Fill in this field.').first().waitFor();
  assert.equal((await savedPage(id)).content.sections[0]?.headline, 'Mine: tune-ups all spring');

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Back to preview' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.waitFor();
  await leave.getByRole('button', { name: 'Leave and discard changes' }).click();
  await page.waitForURL(`**/pages/${id}/view`);
});
