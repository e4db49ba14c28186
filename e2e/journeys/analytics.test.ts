import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserForThisFile, openPage } from '../support/browser.ts';
import { newCampaignOnItsPublishScreen } from '../support/express-campaign.ts';
import {
  mailUrl,
  readyCampaignWithStandard,
  recipientsCsv,
  sendNow,
  uploadRecipients,
  waitForMailTo,
} from '../support/publish-screen.ts';
import { insertRows } from '../support/table-owner.ts';

const browser = browserForThisFile();
const csv = recipientsCsv();

/** Shows the message in the local mailbox's viewer (an open) and, when asked, follows its link (a click). */
async function read(address: string, { click }: { click: boolean }) {
  const mail = await waitForMailTo(address);
  const viewer = await openPage(browser());
  await viewer.goto(mailUrl(`/messages/${mail.id}`));
  const href = await viewer
    .frameLocator('iframe')
    .first()
    .locator('a[href*="/click?url="]')
    .first()
    .getAttribute('href');
  assert.ok(href, 'the viewer routes the email links through its click report');
  if (click) assert.equal((await fetch(new URL(href, mailUrl('/')), { redirect: 'manual' })).status, 302);
  await viewer.context().close();
}

/** A campaign's own rates on its publish screen, once the events are in. */
async function ownRates(page: Page, workspaceId: string, campaignId: string, open: string, click: string) {
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/recipients`);
  await page.locator('dd[data-rate="open"]', { hasText: open }).waitFor({ timeout: 45_000 });
  await page.locator('dd[data-rate="click"]', { hasText: click }).waitFor({ timeout: 30_000 });
}

test("a client's dashboard shows the same figures as each of its campaigns, and the workspace's narrows to it", async () => {
  const { page, workspaceId } = await newCampaignOnItsPublishScreen(browser(), { withPostalAddress: true });
  const tag = randomBytes(4).toString('hex');
  const [client] = await insertRows<{ id: string }>('clients', {
    workspace_id: workspaceId,
    name: 'Bluebird Bikes',
  });
  assert.ok(client);
  const spring = await readyCampaignWithStandard(workspaceId, 'Spring rides', { clientId: client.id });
  const summer = await readyCampaignWithStandard(workspaceId, 'Summer rides', { clientId: client.id });
  const riders = (campaign: string) =>
    ['ana', 'bruno', 'carla', 'dora'].map((name) => `${name}.${campaign}.${tag}@example.com`);

  for (const [campaignId, name] of [
    [spring, 'spring'],
    [summer, 'summer'],
  ] as const) {
    await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/recipients`);
    await uploadRecipients(page, csv(`${name}.csv`, riders(name)), 4);
    const send = await sendNow(page, '4 recipients will receive this email.');
    await send.locator('[data-job-status="finished"]').waitFor({ timeout: 60_000 });
  }

  // Spring: Ana opens and clicks, Bruno opens. Summer: Carla opens and clicks.
  const [anaSpring, brunoSpring] = riders('spring');
  const [, , carlaSummer] = riders('summer');
  assert.ok(anaSpring && brunoSpring && carlaSummer);
  await read(anaSpring, { click: true });
  await read(brunoSpring, { click: false });
  await read(carlaSummer, { click: true });

  await ownRates(page, workspaceId, spring, '50%', '25%');
  await ownRates(page, workspaceId, summer, '25%', '25%');

  // The client's dashboard: the same rates per campaign, and both campaigns added up.
  await page.goto(`/organizations/${workspaceId}/clients/${client.id}/analytics?period=week`);
  await page.getByRole('heading', { level: 1, name: 'Analytics of Bluebird Bikes' }).waitFor();
  const campaigns = page.getByRole('table', { name: 'Campaigns first sent in the period' });
  const row = (name: string) => campaigns.getByRole('row').filter({ hasText: name });
  await row('Spring rides').getByRole('cell', { name: '50%', exact: true }).waitFor();
  await row('Spring rides').getByRole('cell', { name: '25%', exact: true }).waitFor();
  assert.equal(await row('Summer rides').getByRole('cell', { name: '25%', exact: true }).count(), 2);
  const figure = (key: string) => page.locator(`dd[data-figure="${key}"]`);
  assert.equal(await figure('sent').innerText(), '8');
  assert.equal(await figure('open').innerText(), '37.5%');
  assert.equal(await figure('click').innerText(), '25%');

  // The workspace's dashboard narrowed to its own work has none of the client's campaigns.
  await page.goto(`/organizations/${workspaceId}/analytics?period=week&client=own`);
  await page.getByText('No campaign was first sent in this period.', { exact: false }).waitFor();
  await page.goto(`/organizations/${workspaceId}/analytics?period=week`);
  await row('Summer rides').getByRole('cell', { name: 'Bluebird Bikes' }).waitFor();

  // A custom period that ends before it starts is named, and nothing is asked of the database.
  await page.goto(`/organizations/${workspaceId}/analytics?period=custom&from=2026-10-10&to=2026-10-01`);
  await page
    .getByRole('alert')
    .getByText('Choose the first and the last day of the period', { exact: false })
    .waitFor();
});
