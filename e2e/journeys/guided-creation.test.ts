import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createUserWithWorkspace, signInThroughForm } from '../support/accounts.ts';
import { browserForThisFile, openPage, PHONE, type Viewport } from '../support/browser.ts';
import { exportPreviewPng } from '../support/exported-png.ts';
import { bandedPng } from '../support/logo-png.ts';
import { insertRows, tableOwnerSql, updateRows } from '../support/table-owner.ts';

const browser = browserForThisFile();

/**
 * A fresh confirmed user with a workspace of their own in cream, navy and orange, and one client,
 * Orchard Cider, with a green background of its own: nothing another journey touches.
 */
async function userWithBrandedWorkspace() {
  const { account, workspaceId } = await createUserWithWorkspace('Cider & Co');
  await updateRows(
    'workspaces',
    {
      primary_color: '#f5f1e8',
      secondary_color: '#13294b',
      tertiary_color: '#e4572e',
      quaternary_color: '#c9b79c',
    },
    { id: workspaceId },
  );
  const [client] = await insertRows<{ id: string }>('clients', {
    workspace_id: workspaceId,
    name: 'Orchard Cider',
    primary_color: '#eef7ea',
  });
  return { account, workspaceId: workspaceId, clientId: client?.id };
}

async function signedInAt(account: { email: string; password: string }, path: string, viewport?: Viewport) {
  const page = await openPage(browser(), viewport);
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/** The logo of the client's new product: cream, bottle green and apple red bands. */
const LOGO = bandedPng([
  { hex: '#fdf6e3', rows: 32 },
  { hex: '#1e4d2b', rows: 20 },
  { hex: '#c0392b', rows: 12 },
]);

const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const focusedFieldName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

test('a campaign brief by keyboard survives a reload, is reviewed with a mood and becomes a rendered email', async () => {
  const { account, workspaceId, clientId } = await userWithBrandedWorkspace();
  const page = await signedInAt(account, `/organizations/${workspaceId}/campaigns/create`);
  await page.getByRole('heading', { level: 1, name: 'New campaign' }).waitFor();

  // Workspace and client: the workspace is preselected; the client is chosen from the list.
  assert.equal(await page.getByRole('combobox', { name: 'Workspace' }).inputValue(), 'Cider & Co');
  await page.getByRole('combobox', { name: /^Client/ }).click();
  await page.getByRole('option', { name: 'Orchard Cider' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // General information, by keyboard: Enter on an empty form names the problem on the tab and
  // puts the cursor in the first field that needs it.
  await tab(page, 'General information').click();
  await page.getByRole('textbox', { name: /^Campaign name/ }).focus();
  await page.keyboard.press('Enter');
  await tab(page, 'General information (has errors)').waitFor();
  assert.equal(await page.getByText('Fill in this field.').count(), 3);
  assert.equal(await focusedFieldName(page), 'name');
  await page.keyboard.type('Harvest cider launch');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Orchard Reserve cider');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Our first barrel-aged cider, pressed from heritage apples; 12 dollars a bottle.');
  await page.getByRole('tab', { name: 'General information', exact: true }).waitFor();
  await page.getByRole('textbox', { name: /^Product or service name/ }).press('Enter');

  // Goals, then a reload halfway: the draft and its tab come back.
  await tab(page, 'Goals and objectives').and(page.locator('[aria-selected=true]')).waitFor();
  await page
    .getByRole('textbox', { name: /^Goals/ })
    .fill('Sell out the first batch before the harvest fair.');
  await page.getByRole('textbox', { name: /^Objectives/ }).fill('300 bottles pre-ordered by October 1.');
  await page.reload();
  await page.getByText('Your draft is back').waitFor();
  assert.equal(
    await page.getByRole('textbox', { name: /^Objectives/ }).inputValue(),
    '300 bottles pre-ordered by October 1.',
  );
  // The tabs follow the arrow keys.
  await tab(page, 'Goals and objectives').focus();
  await page.keyboard.press('ArrowRight');
  await tab(page, 'Colours and branding').and(page.locator('[aria-selected=true]')).waitFor();

  // Colours start from the client's (its own background, the workspace's for the rest).
  const colour = (role: string) => page.getByRole('textbox', { name: new RegExp(`^${role} ·`) });
  assert.equal(await colour('Primary').inputValue(), '#eef7ea');
  assert.equal(await colour('Secondary').inputValue(), '#13294b');
  // A logo image gives four colours in their roles; the user takes them, then adjusts the accent.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await page.getByRole('button', { name: 'Use these colours' }).click();
  assert.equal(await colour('Primary').inputValue(), '#fdf6e3');
  assert.equal(await colour('Secondary').inputValue(), '#1e4d2b');
  await colour('Tertiary').fill('#b4412a');
  await page.getByRole('textbox', { name: /^Branding/ }).fill('Warm and plain-spoken; never say “craft”.');
  await page.getByRole('button', { name: 'Next' }).click();

  await page
    .getByRole('textbox', { name: /^Target audience/ })
    .fill('Cider lovers who buy from local makers.');
  await page.getByRole('textbox', { name: /^Demographics/ }).fill('30 to 60, within 50 km of the orchard.');
  await page.getByRole('textbox', { name: /^Legal and compliance/ }).fill('Drink responsibly. 19+ only.');
  await page.getByRole('button', { name: 'Review' }).click();

  // The review: the brief with links back to each tab, then a mood.
  await page.waitForURL((url) => url.pathname.endsWith('/campaigns/review'));
  const general = page.getByRole('region', { name: 'General information' });
  await general.getByText('Orchard Reserve cider').waitFor();
  await page.getByRole('region', { name: 'Workspace and client' }).getByText('Orchard Cider').waitFor();
  await page.getByRole('link', { name: 'Edit Goals and objectives' }).waitFor();
  await page.getByRole('radio', { name: 'Bold' }).click();
  assert.ok(await page.getByRole('radio', { name: 'Bold' }).isChecked());
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByText('Saving the brief', { exact: true }).waitFor();

  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  await page.getByRole('heading', { level: 1, name: 'Harvest cider launch' }).waitFor();
  const subject = page.locator('dt:has-text("Subject") + dd');
  await subject.waitFor();
  assert.ok((await subject.innerText()).trim().length > 3, 'the subject is shown');
  await page
    .frameLocator('iframe[title="Email preview"]')
    .getByText(/Orchard Reserve cider/)
    .filter({ visible: true })
    .first()
    .waitFor();

  // Every field of the brief is on the row, under the user's workspace and client.
  const campaignId = new URL(page.url()).pathname.split('/').at(-2);
  const [row] = await tableOwnerSql('select * from public.campaigns where id = $1', [campaignId]);
  assert.deepEqual(
    {
      kind: row?.kind,
      status: row?.status,
      client_id: row?.client_id,
      product_name: row?.product_name,
      goals: row?.goals,
      objectives: row?.objectives,
      branding: row?.branding,
      target_audience: row?.target_audience,
      demographics: row?.demographics,
      legal_text: row?.legal_text,
      mood: row?.mood,
      primary_color: row?.primary_color,
      tertiary_color: row?.tertiary_color,
    },
    {
      kind: 'email',
      status: 'draft',
      client_id: clientId,
      product_name: 'Orchard Reserve cider',
      goals: 'Sell out the first batch before the harvest fair.',
      objectives: '300 bottles pre-ordered by October 1.',
      branding: 'Warm and plain-spoken; never say “craft”.',
      target_audience: 'Cider lovers who buy from local makers.',
      demographics: '30 to 60, within 50 km of the orchard.',
      legal_text: 'Drink responsibly. 19+ only.',
      mood: 'bold',
      primary_color: '#fdf6e3',
      tertiary_color: '#b4412a',
    },
  );
  assert.match(String(row?.description), /^Our first barrel-aged cider/);
  assert.ok(row?.html, 'the email was rendered and saved');

  // From the view into the editor (Unlayer's CDN is out of reach, so the quick editor), a new
  // headline saved, back on the view, and the PNG export of what was edited.
  await page.route('https://editor.unlayer.com/**', (route) => route.abort('blockedbyclient'));
  await page.getByRole('button', { name: 'Edit the campaign' }).click();
  await page.getByText('Editor not ready. Please refresh the page.').waitFor({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Heading 1' }).fill('Barrel-aged and ready for the fair');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Your changes are saved.').waitFor();
  await page.getByRole('link', { name: 'Back to preview' }).click();
  await page.waitForURL(/\/view$/);
  await page
    .frameLocator('iframe[title="Email preview"]')
    .getByRole('heading', { level: 1, name: 'Barrel-aged and ready for the fair' })
    .waitFor();
  await exportPreviewPng(page, 'Email preview');

  // The draft is gone once created: the review has nothing left to show.
  await page.goto(`/organizations/${workspaceId}/campaigns/review`);
  await page.getByRole('heading', { name: 'Nothing to review yet' }).waitFor();
});

test('a page brief on a phone is reviewed, a recommended template picked, and the view shows that template', async () => {
  const { account, workspaceId } = await userWithBrandedWorkspace();
  const page = await signedInAt(account, `/organizations/${workspaceId}/pages/create`, PHONE);
  await page.getByRole('heading', { level: 1, name: 'New landing page' }).waitFor();

  await tab(page, 'General information').click();
  await page.getByRole('textbox', { name: /^Page name/ }).fill('Cider tasting evenings');
  await page.getByRole('textbox', { name: /^Product or service name/ }).fill('Tasting evening');
  await page
    .getByRole('textbox', { name: /^Description/ })
    .fill('An evening at the cider house tasting six ciders with food pairings; 25 dollars per guest.');
  await tab(page, 'Branding').click();
  await page.getByRole('textbox', { name: /^Branding/ }).fill('Rustic, warm, generous.');
  await tab(page, 'Target audience, demographics and legal').click();
  await page.getByRole('button', { name: 'Review' }).click();

  await page.waitForURL((url) => url.pathname.endsWith('/pages/review'));
  await page.getByRole('region', { name: 'Branding' }).getByText('Rustic, warm, generous.').waitFor();
  const best = page.getByRole('radio', { name: /, ranked 1$/ });
  await best.waitFor();
  assert.ok(await best.isChecked(), 'the best recommendation is chosen by default');
  const second = page.getByRole('radio', { name: /, ranked 2$/ });
  assert.ok((await second.innerText()).trim().length > 20, 'each template comes with its reason');
  const chosenName = ((await second.getAttribute('aria-label')) ?? '').replace(/, ranked 2$/, '');
  await second.click();
  await page.getByRole('radio', { name: 'Elegant' }).click();
  await page.getByRole('button', { name: 'Create page' }).click();

  await page.waitForURL(/\/pages\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  await page.getByRole('heading', { level: 1, name: 'Cider tasting evenings' }).waitFor();
  const template = chosenName.toLowerCase();
  await page.frameLocator('iframe[title="Page preview"]').locator(`body.t-${template}`).waitFor();

  const campaignId = new URL(page.url()).pathname.split('/').at(-2);
  const [row] = await tableOwnerSql('select * from public.campaigns where id = $1', [campaignId]);
  assert.equal(row?.kind, 'page');
  assert.equal(row?.template, template);
  assert.equal(row?.mood, 'elegant');
  assert.equal(row?.branding, 'Rustic, warm, generous.');
  assert.equal(row?.product_name, 'Tasting evening');
});
