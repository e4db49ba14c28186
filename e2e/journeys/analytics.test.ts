import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { blockingViolations } from '../support/axe.ts';
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
import { insertRows, tableOwnerSql } from '../support/table-owner.ts';

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

/** Spring: 50% opened, 25% clicked; Summer: 25% and 25%; both: 8 sent, 37.5% opened, 25% clicked. */
async function sameFigures(page: Page, locale: 'en' | 'es') {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const plain = (text: string) => text.replaceAll(/\s/g, ' ');
  const name =
    locale === 'en'
      ? 'Campaigns first sent in the period'
      : 'Campañas enviadas por primera vez en el periodo';
  const campaigns = page.getByRole('table', { name });
  const row = (campaign: string) => campaigns.getByRole('row').filter({ hasText: campaign });
  await row('Spring rides')
    .getByRole('cell', { name: percent.format(0.5), exact: true })
    .waitFor();
  assert.equal(
    await row('Spring rides')
      .getByRole('cell', { name: percent.format(0.25), exact: true })
      .count(),
    1,
  );
  assert.equal(
    await row('Summer rides')
      .getByRole('cell', { name: percent.format(0.25), exact: true })
      .count(),
    2,
  );
  const figure = (key: string) => page.locator(`article[data-report] dd[data-figure="${key}"]`);
  assert.equal(await figure('sent').innerText(), '8');
  assert.equal(plain(await figure('open').innerText()), plain(percent.format(0.375)));
  assert.equal(plain(await figure('click').innerText()), plain(percent.format(0.25)));
}

test("a client's dashboard and its report, printed and shared, show the same figures as each of its campaigns, and the workspace's narrows to it", async () => {
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

  // The client's report, from its dashboard: the same figures, and so when printed.
  await page.getByRole('link', { name: 'Report' }).click();
  await page.getByRole('heading', { level: 1, name: 'Report for Bluebird Bikes' }).waitFor();
  await sameFigures(page, 'en');
  await page.emulateMedia({ media: 'print' });
  assert.equal(
    await page.getByRole('banner').isVisible(),
    false,
    'printed, the app bar is not part of the report',
  );
  assert.equal(await page.getByRole('button', { name: 'Print' }).isVisible(), false);
  assert.deepEqual(
    await page.locator('main').evaluate((main) => {
      const style = getComputedStyle(main);
      return [style.paddingTop, style.paddingLeft, style.backgroundColor];
    }),
    ['0px', '0px', 'rgba(0, 0, 0, 0)'],
    'printed, the report starts at the top left of the sheet, on no grey',
  );
  const breaks = await page
    .locator('article[data-report] > div > section')
    .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).breakBefore));
  assert.deepEqual(breaks, ['auto', 'page', 'page'], 'printed, each section starts a sheet');
  for (const chart of ['report-email-chart', 'report-page-chart']) {
    const box = await page.getByTestId(chart).locator('svg.recharts-surface').first().boundingBox();
    assert.ok(
      box && box.width > 200 && box.height > 50,
      `printed, ${chart} is drawn (${JSON.stringify(box)})`,
    );
  }
  await sameFigures(page, 'en');
  await page.emulateMedia({ media: 'screen' });

  // A share link in Spanish, opened signed out: the same figures in Spanish; revoked, it says so.
  await page.getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await dialog.getByRole('button', { name: 'Make link' }).click();
  const spanishLink = await dialog.getByRole('textbox', { name: 'Your link' }).inputValue();
  const visitor = await openPage(browser());
  await visitor.goto(spanishLink);
  await visitor.getByRole('heading', { level: 1, name: 'Informe de Bluebird Bikes' }).waitFor();
  assert.equal(await visitor.locator('html').getAttribute('lang'), 'es');
  await sameFigures(visitor, 'es');
  assert.deepEqual(await blockingViolations(visitor, 'shared report (es)'), []);

  await dialog.getByRole('button', { name: /^Revoke the link for/ }).click();
  await dialog.locator('[data-link-state="revoked"]').waitFor();
  await visitor.reload();
  await visitor.getByRole('heading', { level: 1, name: 'Este enlace de informe fue retirado' }).waitFor();

  // A link in the client's language (English here) that has expired says so, in English.
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await dialog.getByRole('button', { name: 'Make link' }).click();
  await dialog.locator('[data-link-state]').nth(1).waitFor();
  await page.waitForFunction(
    (old) =>
      [...document.querySelectorAll<HTMLInputElement>('[role=dialog] input[readonly]')].some(
        (input) => input.value.startsWith('http') && input.value !== old,
      ),
    spanishLink,
  );
  const englishLink = await dialog.getByRole('textbox', { name: 'Your link' }).inputValue();
  assert.notEqual(englishLink, spanishLink);
  await tableOwnerSql(
    `update public.client_report_links set expires_at = now() - interval '1 second'
     where client_id = $1 and revoked_at is null`,
    [client.id],
  );
  await visitor.goto(englishLink);
  await visitor.getByRole('heading', { level: 1, name: 'This report link has expired' }).waitFor();
  await visitor.context().close();
  await page.keyboard.press('Escape');

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
