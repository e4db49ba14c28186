import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { minimalXlsx } from '../../src/features/publish/upload/testing/minimal-xlsx.ts';
import { browserForThisFile, PHONE } from '../support/browser.ts';
import { newCampaignOnItsPublishScreen } from '../support/express-campaign.ts';
import { countRows, insertRows } from '../support/table-owner.ts';

const browser = browserForThisFile();

const folder = mkdtempSync(join(tmpdir(), 'pitchcraft-recipients-'));
after(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, contents: string | Uint8Array): string {
  const path = join(folder, name);
  writeFileSync(path, contents);
  return path;
}

const count = (page: Page, key: string) => page.locator(`dd[data-count="${key}"]`);

/** Pays or cancels on the local checkout page, which stands in for Stripe's offline. */
async function onLocalCheckout(page: Page, packageName: string, action: 'pay' | 'cancel') {
  await page.getByRole('button', { name: `Buy ${packageName}` }).click();
  await page.waitForURL(/\/functions\/v1\/local-checkout\?/);
  await page.getByText(packageName, { exact: true }).waitFor();
  if (action === 'pay') await page.getByRole('button', { name: 'Pay $13.99' }).click();
  else await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/recipients(\?|$)/);
}

test('a new campaign gets its recipients from a CSV with invalid rows, then pays for the Standard package', async () => {
  const { page, campaignId, publish } = await newCampaignOnItsPublishScreen(browser());
  await page
    .getByText('We were not able to find a recipients list for your client, please upload one.')
    .waitFor();
  await page.getByText('Payment information is not available for this campaign yet.').waitFor();

  // Two rows are not addresses, one repeats: only the three valid addresses are saved.
  await page.getByRole('button', { name: 'Upload recipients' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload recipients' });
  await upload
    .locator('input[type=file]')
    .setInputFiles(
      file(
        'riders.csv',
        'Email\r\nana@example.com\r\nnot-an-address\r\nbruno@example.org\r\nANA@example.com\r\nbob@\r\ncarla@example.net\r\n',
      ),
    );
  await upload.getByText('Some recipients do not match the expected format').waitFor();
  await upload.getByRole('button', { name: 'Save only the 3 valid ones' }).click();
  await upload.getByText('3 recipients added to the campaign.').waitFor();
  await upload.getByRole('button', { name: 'Done' }).click();
  await upload.waitFor({ state: 'hidden' });

  // The list, the counts and the paywall follow without a reload.
  for (const email of ['ana@example.com', 'bruno@example.org', 'carla@example.net']) {
    await page.getByRole('button', { name: email }).waitFor();
  }
  assert.equal(await count(page, 'new').innerText(), '3');
  assert.equal(await count(page, 'total').innerText(), '3');
  assert.equal(await countRows('recipients', { campaign_id: campaignId }), 3);
  const table = page.getByRole('table', { name: 'Recipients' });
  assert.equal(await table.getByText('Not sent', { exact: true }).count(), 3);
  await page.getByText('3 recipients', { exact: true }).waitFor();

  // A recipient's details: nothing has happened to it yet.
  await page.getByRole('button', { name: 'bruno@example.org' }).click();
  const details = page.getByRole('dialog', { name: 'Recipient details' });
  await details
    .getByText('No events yet. Delivery, opens and clicks appear here once the campaign is sent.')
    .waitFor();
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'hidden' });

  // The search is kept in the address.
  await page.getByRole('searchbox', { name: 'Search recipients by email' }).fill('carla');
  await page.waitForURL(/[?&]q=carla/);
  await page.getByText('1 recipient matches').waitFor();
  assert.equal(await page.getByRole('button', { name: 'ana@example.com' }).count(), 0);
  await page.reload();
  await page.getByRole('button', { name: 'carla@example.net' }).waitFor();
  assert.equal(
    await page.getByRole('searchbox', { name: 'Search recipients by email' }).inputValue(),
    'carla',
  );
  await page.goto(publish);

  // Never paid: the paywall says why, with the prices the database holds.
  const paywall = page.getByRole('region', { name: 'Campaign packages' });
  await paywall.getByRole('heading', { name: 'Choose a package to send this campaign' }).waitFor();
  const standard = paywall.getByRole('group', { name: 'Standard' });
  await standard.getByText('Most popular').waitFor();
  await standard.getByText('$13.99').waitFor();
  await paywall.getByRole('group', { name: 'Premium' }).getByText('$24.99').waitFor();

  // Cancelling on the checkout page comes back with the message, once.
  await onLocalCheckout(page, 'Standard', 'cancel');
  await page.getByText('Payment was cancelled. You can try again anytime.').waitFor();
  await page.waitForURL((url) => !url.search.includes('payment='));
  await page.reload();
  await paywall.getByRole('heading', { name: 'Choose a package to send this campaign' }).waitFor();
  assert.equal(await page.getByText('Payment was cancelled. You can try again anytime.').count(), 0);

  // Paying comes back to the success dialog, which waits for the webhook and shows the allowance.
  await onLocalCheckout(page, 'Standard', 'pay');
  const success = page.getByRole('dialog', { name: 'Payment successful' });
  await success.getByText('This campaign can now reach 1,000 recipients.').waitFor({ timeout: 30_000 });
  await success.getByText('Standard added 1,000 recipients to this campaign.').waitFor();
  await success.getByRole('button', { name: 'Continue' }).click();
  await success.waitFor({ state: 'hidden' });
  const allowed = page.locator('dt:has-text("Allowed") + dd');
  assert.equal(await allowed.innerText(), '1,000');
  assert.equal(await paywall.count(), 0, 'the paywall is gone once paid');
  await page.getByRole('button', { name: 'Buy more recipients' }).waitFor();
  assert.equal(
    await countRows('campaign_purchases', {
      campaign_id: campaignId,
      status: 'paid',
      package_id: 'standard',
    }),
    1,
  );

  // The dialog does not come back on a reload.
  assert.ok(!page.url().includes('payment='), `the address is clean: ${page.url()}`);
  await page.reload();
  await page.getByRole('button', { name: 'Buy more recipients' }).waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0);
});

test('an XLSX list uploads on a phone; a landing page has no recipients', async () => {
  const { page, campaignId, workspaceId } = await newCampaignOnItsPublishScreen(browser(), {
    viewport: PHONE,
  });
  const workbook = minimalXlsx([
    ['Recipient'],
    ['dana@example.com'],
    ['  eli@example.org  '],
    ['FAY@Example.net'],
    ['gus@example.com'],
  ]);
  await page.getByRole('button', { name: 'Upload recipients' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload recipients' });
  await upload.locator('input[type=file]').setInputFiles(file('riders.xlsx', workbook));
  await upload.getByText('All recipients match the expected format').waitFor();
  await upload.getByRole('button', { name: 'Upload 4 recipients' }).click();
  await upload.getByText('4 recipients added to the campaign.').waitFor();
  await upload.getByRole('button', { name: 'Done' }).click();
  await upload.waitFor({ state: 'hidden' });

  for (const email of ['dana@example.com', 'eli@example.org', 'fay@example.net', 'gus@example.com']) {
    await page.getByRole('button', { name: email }).waitFor();
  }
  assert.equal(await count(page, 'new').innerText(), '4');
  assert.equal(await countRows('recipients', { campaign_id: campaignId }), 4);

  // Landing pages capture leads; recipients belong to email campaigns only.
  const created = await insertRows<{ id: string }>('campaigns', {
    workspace_id: workspaceId,
    kind: 'page',
    name: 'Service week sign-up',
  });
  const pageId = created[0]?.id;
  assert.ok(pageId, 'the landing page was created');
  await page.goto(`/organizations/${workspaceId}/campaigns/${pageId}/recipients`);
  await page.getByRole('heading', { name: 'Campaign not found' }).waitFor();
});
