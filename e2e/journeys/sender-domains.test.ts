import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserForThisFile, openPage } from '../support/browser.ts';
import { newCampaignOnItsPublishScreen } from '../support/express-campaign.ts';
import {
  mailUrl,
  payStandard,
  recipientsCsv,
  sendNow,
  uploadRecipients as upload,
  waitForMailTo,
} from '../support/publish-screen.ts';
import { tableOwnerSql } from '../support/table-owner.ts';

/**
 * Sending domains and the guardrails (issue 19, docs/domains.md): a workspace adds its domain,
 * copies the records, the local mailbox plays Resend's DNS check, and the campaign goes out From
 * it with a text part and a view-in-browser link; another account cannot claim it; a send whose
 * complaints cross the threshold pauses and says why, and its owner resumes it.
 */
const browser = browserForThisFile();
const csv = recipientsCsv();

async function saveDetails(page: Page, senderName: string, subject: string) {
  const details = page.getByRole('form', { name: 'Sending details' });
  await details.getByLabel(/^Sender name/).fill(senderName);
  await details.getByLabel(/^Email subject/).fill(subject);
  await details.getByRole('button', { name: 'Save details' }).click();
  await page.getByText('Sending details saved').waitFor();
  return details;
}

test('add a domain, copy its records, verify it in the local mailbox, send from it; nobody else can claim it', async () => {
  const { page, campaignId, workspaceId } = await newCampaignOnItsPublishScreen(browser(), {
    withPostalAddress: true,
  });
  const tag = randomBytes(4).toString('hex');
  const domain = `mail.cycles-${tag}.com`;
  const publishPath = `/organizations/${workspaceId}/campaigns/${campaignId}/recipients`;

  // The first publish screen opens on its checklist; without a domain, the shared one is ready.
  const checklist = page.getByRole('region', { name: 'Before sending' });
  await checklist.locator('li[data-item="sender_domain"][data-state="ok"]').waitFor();
  await checklist.getByText("Sent from Pitchcraft's shared domain", { exact: false }).waitFor();

  // Settings → Sending domains: add it; its records come back from (the local) Resend.
  await page.goto(`/organizations/${workspaceId}/settings`);
  const add = page.getByRole('form', { name: 'Add a sending domain' });
  await add.getByLabel(/^Domain/).fill(`  ${domain.toUpperCase()} `);
  await add.getByRole('button', { name: 'Add domain' }).click();
  const card = page.getByRole('article', { name: domain });
  const records = card.getByRole('table', { name: `DNS records for ${domain}` });
  await records.getByText('resend._domainkey.mail', { exact: true }).waitFor();
  assert.equal(await records.locator('tbody tr').count(), 3, 'SPF (MX and TXT) and DKIM');
  await card
    .getByRole('table', { name: `DMARC record for ${domain}` })
    .getByText(`_dmarc.${domain}`)
    .waitFor();

  // The copy buttons put the exact value on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await records.getByRole('button', { name: 'Copy the value of the MX record' }).click();
  assert.equal(
    await page.evaluate(() => navigator.clipboard.readText()),
    'feedback-smtp.us-east-1.amazonses.com',
  );

  await card.getByRole('button', { name: 'Check again' }).click();
  // The domain's badge comes first; each record has its own.
  await card.getByText('Pending', { exact: true }).first().waitFor();

  // While it waits, the publish screen lists it but cannot choose it.
  await page.goto(publishPath);
  await page.getByRole('combobox', { name: /^Sender domain/ }).click();
  const waiting = page.getByRole('option', { name: new RegExp(domain.replaceAll('.', '\\.')) });
  assert.equal(await waiting.getAttribute('aria-disabled'), 'true');
  await page.keyboard.press('Escape');

  // Another account cannot claim it.
  const other = await newCampaignOnItsPublishScreen(browser(), { withPostalAddress: true });
  await other.page.goto(`/organizations/${other.workspaceId}/settings`);
  const theirs = other.page.getByRole('form', { name: 'Add a sending domain' });
  await theirs.getByLabel(/^Domain/).fill(domain);
  await theirs.getByRole('button', { name: 'Add domain' }).click();
  await theirs.getByText('Another workspace has claimed this domain.', { exact: false }).waitFor();
  assert.equal(await other.page.getByRole('article', { name: domain }).count(), 0);
  await other.page.context().close();

  // The local mailbox plays Resend's DNS check: Verify.
  const mailbox = await openPage(browser());
  await mailbox.goto(mailUrl('/domains'));
  await mailbox.getByRole('article', { name: domain }).getByRole('button', { name: 'Verify' }).click();
  await mailbox.getByRole('status').getByText(`${domain} is now verified`).waitFor();
  await mailbox.context().close();

  // The webhook told the app: verified on the settings screen without a reload.
  await page.goto(`/organizations/${workspaceId}/settings`);
  await card.getByText('Verified', { exact: true }).first().waitFor({ timeout: 30_000 });

  // The publish screen offers it now.
  await page.goto(publishPath);
  await page.getByRole('combobox', { name: /^Sender domain/ }).click();
  await page.getByRole('option', { name: domain, exact: true }).click();
  const details = await saveDetails(page, 'Northwind Cycles', 'Spring rides from our own domain');
  await checklist.getByText(`Sent from ${domain}, verified.`).waitFor();
  const slug = await details.getByLabel(/^Page slug/).inputValue();
  assert.ok(slug, 'the screen proposed a web-version address');

  const rider = `rider.${tag}@example.com`;
  await upload(page, csv('riders.csv', [rider]), 1);
  await payStandard(page);
  const send = await sendNow(page, '1 recipient will receive this email.');
  await send.getByText('1 sent').waitFor({ timeout: 60_000 });

  const mail = await waitForMailTo(rider, 60_000);
  assert.equal(mail.from, `"Northwind Cycles" <news@${domain}>`);
  assert.match(mail.text ?? '', new RegExp(`^View this email in your browser: \\S+/pages/${slug}`));
  assert.match(mail.text ?? '', /12 Harbor Lane/);
});

test('a send whose complaints pass 0.1 % pauses and says why; its owner resumes it', async () => {
  const { page } = await newCampaignOnItsPublishScreen(browser(), { withPostalAddress: true });
  const tag = randomBytes(4).toString('hex');
  const riders = Array.from({ length: 500 }, (_, i) => `rider${i}.${tag}@example.com`);
  await upload(page, csv('list.csv', riders), 500);
  await payStandard(page);
  await saveDetails(page, 'Northwind Cycles', 'Spring rides for everyone');
  const send = await sendNow(page, '500 recipients will receive this email.');

  // The first batch arrives; one reader marks it as spam (the mailbox plays their provider). The
  // five batches take two seconds at the local rate, so the provider's slots are held as a 429
  // would hold them: the complaint is recorded while the rest waits, as on a list of thousands.
  const first = await waitForMailTo(riders[0] as string, 60_000);
  await tableOwnerSql('select public.hold_send_slots(15)');
  const complaint = await fetch(mailUrl(`/messages/${first.id}/complain`), {
    method: 'POST',
    redirect: 'manual',
  });
  assert.ok(complaint.status < 400);

  const paused = send.getByRole('alert').filter({ hasText: 'Sending paused' });
  // The batch already handed to the provider when the complaint came is recorded too.
  await paused
    .getByText(/^1 of the [1-4]00 recipients marked the email as spam/)
    .waitFor({ timeout: 45_000 });
  await paused.getByRole('button', { name: 'Resume sending' }).click();
  await page.getByText('Sending resumed').waitFor();
  await send.getByText('500 sent').waitFor({ timeout: 90_000 });
});
