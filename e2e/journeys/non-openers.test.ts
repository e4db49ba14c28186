import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { browserForThisFile, openPage } from '../support/browser.ts';
import { newCampaignOnItsPublishScreen } from '../support/express-campaign.ts';
import {
  mailTo,
  mailUrl,
  readyCampaignWithStandard,
  recipientsCsv,
  sendNow,
  uploadRecipients,
  waitForMailTo,
} from '../support/publish-screen.ts';
import { tableOwnerSql, untilRows } from '../support/table-owner.ts';

/**
 * Issue 23, item 4, as a user meets it: a campaign sent to three, one opens; a follow-up to those
 * who did not open, with a new subject, three days after the send; the clock moved past its time
 * (its time set in the past, as the scheduler then sees it) → exactly the two others receive it,
 * once, with the new subject, charged to the campaign's allowance.
 */
const browser = browserForThisFile();
const csv = recipientsCsv();

const used = (campaignId: string) =>
  tableOwnerSql<{ used: number }>('select used from public.campaign_usage($1)', [campaignId]).then(
    ([row]) => row?.used,
  );

test('a follow-up to non-openers reaches exactly the two who did not open, once, with its new subject', async () => {
  const { page, workspaceId } = await newCampaignOnItsPublishScreen(browser(), { withPostalAddress: true });
  const tag = randomBytes(4).toString('hex');
  const [reader, quiet, busy] = ['reader', 'quiet', 'busy'].map((name) => `${name}.${tag}@example.com`);
  assert.ok(reader && quiet && busy);
  const campaignId = await readyCampaignWithStandard(workspaceId, 'Harvest boxes', {
    subject: `Harvest boxes ${tag}`,
  });
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/recipients`);
  await uploadRecipients(page, csv('harvest.csv', [reader, quiet, busy]), 3);
  const send = await sendNow(page, '3 recipients will receive this email.');
  await send.locator('[data-job-status="finished"]').waitFor({ timeout: 60_000 });

  // One reads it in the local mailbox's viewer (an open).
  const mail = await waitForMailTo(reader);
  await Promise.all([quiet, busy].map((address) => waitForMailTo(address)));
  const viewer = await openPage(browser());
  await viewer.goto(mailUrl(`/messages/${mail.id}`));
  await viewer.frameLocator('iframe').first().locator('a').first().waitFor();
  await viewer.context().close();
  await untilRows(
    'select 1 from public.recipients where campaign_id = $1 and email = $2 and opened',
    [campaignId, reader],
    (rows) => rows.length === 1,
    'the open to be recorded',
  );
  assert.equal(await used(campaignId), 3);

  // The follow-up: to those who did not open, three days after the send, a new subject.
  await page.reload();
  const region = page.getByRole('region', { name: 'Follow up', exact: true });
  await region.getByRole('button', { name: 'Follow up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Follow up' });
  await dialog.getByText("Those who didn't open it (2 now)").waitFor();
  await dialog.getByText(/Opens are approximate/).waitFor();
  await dialog.getByLabel("Those who didn't open it (2 now)").check();
  await dialog.getByLabel('Wait').fill('3');
  await dialog.getByText(/^Goes on .+\.$/).waitFor();
  const newSubject = `Still thinking about it? ${tag}`;
  await dialog.getByLabel(/^New subject/).fill(newSubject);
  await dialog.getByRole('button', { name: 'Schedule the follow-up' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await region.getByTestId('follow-up-when').waitFor();
  await region.getByText('2 recipients would receive it now; the number is decided when it goes.').waitFor();
  assert.equal(await used(campaignId), 5, 'the follow-up holds its two on the allowance');

  // Nothing goes before its time.
  const [job] = await tableOwnerSql<{ id: string; campaign_id: string }>(
    `select j.id, j.campaign_id from public.send_jobs j join public.campaigns c on c.id = j.campaign_id
     where c.follow_up_of = $1 and j.status = 'queued'`,
    [campaignId],
  );
  assert.ok(job, 'a follow-up waiting for its time');
  assert.equal((await mailTo(quiet)).length, 1);

  // The clock moves past its time: the scheduler sends it.
  await tableOwnerSql(
    `update public.send_jobs set scheduled_for = now() - interval '1 minute' where id = $1`,
    [job.id],
  );
  await untilRows(
    `select 1 from public.send_jobs where id = $1 and status = 'finished'`,
    [job.id],
    (rows) => rows.length === 1,
    'the follow-up to finish',
  );
  for (const address of [quiet, busy]) {
    const deadline = Date.now() + 30_000;
    while ((await mailTo(address)).length < 2 && Date.now() < deadline)
      await new Promise((retry) => setTimeout(retry, 200));
  }
  // A moment more, so a duplicate would have arrived.
  await new Promise((settle) => setTimeout(settle, 1000));
  for (const address of [quiet, busy]) {
    const mails = await mailTo(address);
    assert.deepEqual(
      mails.map((m) => m.subject).sort(),
      [`Harvest boxes ${tag}`, newSubject].sort(),
      `${address}: the campaign and the follow-up, once each`,
    );
  }
  assert.deepEqual(
    (await mailTo(reader)).map((m) => m.subject),
    [`Harvest boxes ${tag}`],
    'the one who opened gets no follow-up',
  );
  assert.equal(await used(campaignId), 5, 'three sent, then two followed up');

  // Visible from the campaign, with the follow-up's own analytics a link away.
  await page.reload();
  await region.getByText("Sent to 2 recipients who hadn't engaged.").waitFor({ timeout: 30_000 });
  await region.getByRole('link', { name: "See the follow-up's analytics" }).click();
  await page.getByTestId('follow-up-of').getByRole('link', { name: 'Harvest boxes' }).waitFor();
  await page.getByRole('heading', { name: 'Harvest boxes (follow-up)' }).waitFor();
});
