import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserForThisFile, openPage } from '../support/browser.ts';
import { newCampaignOnItsPublishScreen } from '../support/express-campaign.ts';
import {
  header,
  mailTo,
  mailUrl,
  payStandard,
  readyCampaignWithStandard,
  recipientsCsv,
  sendNow,
  uploadRecipients as upload,
  waitForMailTo,
} from '../support/publish-screen.ts';
import { countRows } from '../support/table-owner.ts';

const browser = browserForThisFile();
const csv = recipientsCsv();

const count = (page: Page, key: string) => page.locator(`dd[data-count="${key}"]`);

test('pay, ship, open and click in the mailbox, see it on the screen, unsubscribe, and the next send skips that address', async () => {
  const { page, campaignId, workspaceId } = await newCampaignOnItsPublishScreen(browser(), {
    withPostalAddress: true,
  });
  const tag = randomBytes(4).toString('hex');
  const [ana, bruno, carla, dora] = ['ana', 'bruno', 'carla', 'dora'].map(
    (name) => `${name}.${tag}@example.com`,
  );
  assert.ok(ana && bruno && carla && dora);

  await upload(page, csv('riders.csv', [ana, bruno, carla]), 3);
  await page.getByRole('button', { name: ana }).waitFor();

  // Not ready yet: the button says why.
  const send = page.getByRole('region', { name: 'Send', exact: true });
  assert.equal(await send.getByRole('button', { name: 'Send campaign' }).isDisabled(), true);

  // Standard on the local checkout page.
  await payStandard(page);

  // Sender, subject and slug: an empty sender is refused with SPEC's message.
  const details = page.getByRole('form', { name: 'Sending details' });
  await details.getByLabel(/^Sender name/).fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await details.getByText('The sender information cannot be empty').first().waitFor();
  await details.getByLabel(/^Sender name/).fill('Northwind Cycles');
  await details.getByLabel(/^Email subject/).fill('Your spring bike check');
  const slug = `spring-service-${tag}`;
  await details.getByLabel(/^Page slug/).fill(slug);
  await details.getByText('This address is available.').waitFor();
  await details.getByText(`/pages/${slug}`).waitFor();
  await details.getByRole('button', { name: 'Save details' }).click();
  await page.getByText('Sending details saved').waitFor();

  // The confirmation counts the three and what the allowance keeps.
  await send.getByRole('button', { name: 'Send campaign' }).waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector<HTMLButtonElement>('section[aria-labelledby="ship-heading"] button')?.disabled,
  );
  const confirmation = page.getByRole('dialog', { name: 'Send this campaign?' });
  await send.getByRole('button', { name: 'Send campaign' }).click();
  await confirmation.getByText('3 recipients will receive this email.').waitFor();
  await confirmation.getByText('997 recipients will remain in your allowance.').waitFor();
  await confirmation.getByRole('button', { name: 'Send now' }).click();
  await confirmation.waitFor({ state: 'hidden' });

  // The job runs and finishes without a reload; the badge follows.
  await send.locator('[data-job-status="finished"]').waitFor({ timeout: 60_000 });
  await send.getByText('Sent', { exact: true }).waitFor();
  await send.getByText('3 sent').waitFor();

  // In the mailbox, each with its own unsubscribe link and one-click header.
  const mails = await Promise.all([ana, bruno, carla].map((address) => waitForMailTo(address)));
  for (const mail of mails) {
    assert.equal(mail.subject, 'Your spring bike check');
    // No domain of its own yet: Pitchcraft's shared domain, replies to the workspace.
    assert.equal(mail.from, '"Northwind Cycles via Pitchcraft" <northwind-cycles@mail.pitchcraft.test>');
    assert.equal(header(mail, 'Reply-To'), 'hello@northwind.example');
    assert.match(mail.text ?? '', new RegExp(`View this email in your browser: \\S+/pages/${slug}`));
    assert.match(header(mail, 'List-Unsubscribe') ?? '', /<https?:\/\/[^>]+unsubscribe[^>]*>/);
    assert.equal(header(mail, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
  }
  const links = mails.map((mail) => /<(https?:\/\/[^>]+)>/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1]);
  assert.equal(new Set(links).size, 3, 'every recipient has a link of their own');
  assert.equal(await countRows('recipients', { campaign_id: campaignId, sent: true }), 3);

  // Ana opens hers in the viewer and follows a link in it.
  const [anaMail, brunoMail] = mails;
  assert.ok(anaMail && brunoMail);
  const viewer = await openPage(browser());
  await viewer.goto(mailUrl(`/messages/${anaMail.id}`));
  const frame = viewer.frameLocator('iframe').first();
  const href = await frame.locator('a[href*="/click?url="]').first().getAttribute('href');
  assert.ok(href, 'the viewer routes the email links through its click report');
  const click = await fetch(new URL(href, mailUrl('/')), { redirect: 'manual' });
  assert.equal(click.status, 302);

  // Back on the publish screen, without a reload: badges, counts, rates and chart.
  const table = page.getByRole('table', { name: 'Recipients' });
  await table.getByText('Opened and clicked', { exact: true }).waitFor({ timeout: 45_000 });
  await page.locator('dd[data-count="opened"]', { hasText: /^1$/ }).waitFor({ timeout: 30_000 });
  await page.locator('dd[data-count="clicked"]', { hasText: /^1$/ }).waitFor({ timeout: 30_000 });
  await page.locator('dd[data-rate="open"]', { hasText: '33.3%' }).waitFor({ timeout: 30_000 });
  await page.locator('dd[data-rate="click"]', { hasText: '33.3%' }).waitFor();
  await page.getByText('Analytics take time to collect.').waitFor();
  await page
    .getByTestId('events-chart')
    .locator('.recharts-line-curve')
    .first()
    .waitFor({ state: 'attached' });

  // Bruno unsubscribes from the link in his message and confirms.
  const brunoLink = links[1];
  assert.ok(brunoLink);
  await viewer.goto(brunoLink);
  await viewer.getByRole('button').first().click();
  await viewer.waitForLoadState();
  assert.equal(await countRows('suppressions', { workspace_id: workspaceId, email: bruno }), 1);
  await viewer.context().close();

  // Dora is new; Bruno is in this campaign already: only Dora is sent.
  await upload(page, csv('more.csv', [dora, bruno]), 2);
  await page.getByRole('button', { name: dora }).waitFor();
  assert.equal(await count(page, 'new').innerText(), '1');
  await sendNow(page, '1 recipient will receive this email.');
  await send.getByText('1 sent').waitFor({ timeout: 60_000 });
  await waitForMailTo(dora);

  // The workspace's next campaign has Bruno among new recipients: the suppression list skips him.
  const [erin] = [`erin.${tag}@example.com`];
  assert.ok(erin);
  const next = await readyCampaignWithStandard(workspaceId, 'Summer group rides');
  await page.goto(`/organizations/${workspaceId}/campaigns/${next}/recipients`);
  await upload(page, csv('summer.csv', [bruno, erin]), 2);
  await page
    .getByTestId('suppressed-recipients')
    .getByText(/^1 recipient not yet sent is on the suppression list/)
    .waitFor();
  await sendNow(page, '1 recipient will receive this email.');
  await send.getByText('1 sent').waitFor({ timeout: 60_000 });
  await waitForMailTo(erin);
  assert.equal((await mailTo(bruno)).length, 1, 'Bruno got the first campaign only');
  assert.equal(await countRows('recipients', { campaign_id: next, sent: true }), 1);

  // The settings list who is suppressed and why.
  await page.goto(`/organizations/${workspaceId}/settings`);
  const list = page.getByRole('table', { name: 'Suppression list' });
  await list.getByText(bruno).waitFor();
  await list.getByText('Unsubscribed').waitFor();
  await page.getByRole('searchbox', { name: 'Search suppressed addresses' }).fill('nobody-here');
  await page.getByText('No suppressed address matches this search.').waitFor();
});
