import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserForThisFile } from '../support/browser.ts';
import { newCampaignOnItsPublishScreen } from '../support/express-campaign.ts';
import {
  mailTo,
  mailUrl,
  readyCampaignWithStandard,
  recipientsCsv,
  sendNow,
  uploadRecipients as upload,
  waitForMailTo,
} from '../support/publish-screen.ts';
import { countRows, tableOwnerSql, untilRows } from '../support/table-owner.ts';

/**
 * Issue 23, items 3 and 5, as a user meets them: who did not get a campaign, with the provider's
 * reasons, and only the failed retried (once, not charged again); a campaign scheduled for later
 * sent at its time (the clock moved by setting its time in the past, as the scheduler then sees it)
 * and a cancelled one never sent.
 */
const browser = browserForThisFile();
const csv = recipientsCsv();

/** Plays the recipient's mail server on the message to this address: Bounce or Fail in the mailbox. */
async function report(address: string, action: 'bounce' | 'fail') {
  const [mail] = await mailTo(address);
  assert.ok(mail, `a message to ${address}`);
  const response = await fetch(mailUrl(`/messages/${mail.id}/${action}`), {
    method: 'POST',
    redirect: 'manual',
  });
  assert.equal(response.status, 303);
}

const sendRegion = (page: Page) => page.getByRole('region', { name: 'Send', exact: true });

test('a bounced and a failed recipient are listed with their reasons; only the failed one is retried, once, not charged again', async () => {
  const { page, workspaceId } = await newCampaignOnItsPublishScreen(browser(), { withPostalAddress: true });
  const tag = randomBytes(4).toString('hex');
  const [bounced, failed, fine] = ['bounced', 'failed', 'fine'].map((name) => `${name}.${tag}@example.com`);
  assert.ok(bounced && failed && fine);
  const subject = `Autumn tune-up ${tag}`;
  const campaignId = await readyCampaignWithStandard(workspaceId, 'Autumn tune-up', { subject });
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/recipients`);
  await upload(page, csv('autumn.csv', [bounced, failed, fine]), 3);
  const send = await sendNow(page, '3 recipients will receive this email.');
  await send.locator('[data-job-status="finished"]').waitFor({ timeout: 60_000 });
  await Promise.all([bounced, failed, fine].map((address) => waitForMailTo(address)));

  // The recipients' mail servers answer: one bounces, the provider gives up on another.
  await report(bounced, 'bounce');
  await report(failed, 'fail');

  const section = page.getByRole('region', { name: "Who didn't get it" });
  const rows = section.getByRole('table', { name: "Recipients who didn't get it" });
  await rows
    .getByRole('row', { name: new RegExp(failed.replace('.', '\\.')) })
    .getByText('The provider could not deliver the email (simulated in the local mailbox).')
    .waitFor({ timeout: 45_000 });
  const bouncedRow = rows.getByRole('row', { name: new RegExp(bounced.replace('.', '\\.')) });
  await bouncedRow
    .getByText("The recipient's mail server permanently rejected the email (simulated in the local mailbox).")
    .waitFor();
  await bouncedRow.getByText(/Bounce type: Permanent \/ General/).waitFor();
  assert.equal(await rows.getByRole('row', { name: new RegExp(fine.replace('.', '\\.')) }).count(), 0);

  // Filtered by kind: only the bounced one.
  await section.getByText('Bounced (1)').click();
  await rows.getByRole('row').nth(1).getByText(bounced).waitFor();
  assert.equal(await rows.getByRole('row').count(), 2, 'the header and the bounced row');
  await section.getByText('All (2)').click();

  // One action retries the failed: one recipient, not the bounced.
  const usedBefore = await tableOwnerSql<{ used: number }>('select used from public.campaign_usage($1)', [
    campaignId,
  ]);
  await section.getByRole('button', { name: 'Retry 1 failed recipient' }).click();
  const confirm = page.getByRole('dialog', { name: 'Retry the failed recipients?' });
  await confirm.getByText('The email is sent again, once, to 1 failed recipient.').waitFor();
  await confirm.getByRole('button', { name: 'Retry now' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await send.locator('[data-job-kind="retry"][data-job-status="finished"]').waitFor({ timeout: 60_000 });
  await send.getByText('Retry of failed recipients').waitFor();

  // The retried one arrives once more; the bounced one never again; the allowance is as it was.
  await untilRows(
    'select 1 from public.recipients where campaign_id = $1 and email = $2 and sent and not failed',
    [campaignId, failed],
    (found) => found.length === 1,
    'the retried recipient to be sent',
  );
  const deadline = Date.now() + 30_000;
  while ((await mailTo(failed)).length < 2 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  assert.equal((await mailTo(failed)).length, 2, 'the first message and the retry');
  assert.equal((await mailTo(bounced)).length, 1, 'the bounced recipient is never retried');
  assert.equal((await mailTo(fine)).length, 1);
  assert.deepEqual(
    await tableOwnerSql('select used from public.campaign_usage($1)', [campaignId]),
    usedBefore,
    'the retry is not charged',
  );
  assert.equal(await countRows('send_jobs', { campaign_id: campaignId, kind: 'retry' }), 1);

  // Nothing failed is left to retry; the bounced one stays listed.
  await section.getByRole('button', { name: /^Retry/ }).waitFor({ state: 'detached', timeout: 30_000 });
  await bouncedRow.waitFor();
});

test('a scheduled campaign goes at its time, and a cancelled one never does', async () => {
  const { page, workspaceId } = await newCampaignOnItsPublishScreen(browser(), { withPostalAddress: true });
  const tag = randomBytes(4).toString('hex');
  const [early, late] = ['early', 'late'].map((name) => `${name}.${tag}@example.com`);
  assert.ok(early && late);
  const scheduledId = await readyCampaignWithStandard(workspaceId, 'Winter rides', {
    subject: `Winter rides ${tag}`,
  });
  const cancelledId = await readyCampaignWithStandard(workspaceId, 'Spring rides', {
    subject: `Spring rides ${tag}`,
  });

  /** Schedules the campaign through the panel for the time the fields offer (tomorrow at nine). */
  async function schedule(campaignId: string, recipient: string) {
    await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/recipients`);
    await upload(page, csv(`${campaignId}.csv`, [recipient]), 1);
    await page.waitForFunction(
      () =>
        !document.querySelector<HTMLButtonElement>('section[aria-labelledby="ship-heading"] button')
          ?.disabled,
    );
    await sendRegion(page).getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this campaign?' });
    await dialog.getByLabel(/^Time/).fill('09:00');
    await dialog.getByText('1 recipient will receive this email.').waitFor();
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const notice = sendRegion(page).getByTestId('scheduled-send');
    await notice.getByText(/^Sends on .+ 9:00 AM \(.+\)\.$/).waitFor();
    await sendRegion(page).getByText('Scheduled', { exact: true }).waitFor();
    const [job] = await tableOwnerSql<{ id: string }>(
      `select id from public.send_jobs where campaign_id = $1 and scheduled_for > now()`,
      [campaignId],
    );
    assert.ok(job, 'a job waiting for its time');
    return { notice, jobId: job.id };
  }

  // Scheduled, then cancelled: the recipient is new again and nothing is held.
  const cancelled = await schedule(cancelledId, late);
  await cancelled.notice.getByRole('button', { name: 'Cancel send' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the scheduled send?' });
  await confirm
    .getByText('Nothing is sent. Its 1 recipient is new again, and your allowance gets it back.')
    .waitFor();
  await confirm.getByRole('button', { name: 'Cancel the send' }).click();
  await cancelled.notice.waitFor({ state: 'detached' });
  await sendRegion(page).getByRole('button', { name: 'Send campaign' }).waitFor();
  assert.equal(await countRows('send_jobs', { id: cancelled.jobId, status: 'cancelled' }), 1);

  // Scheduled for tomorrow: nothing goes meanwhile.
  const scheduled = await schedule(scheduledId, early);
  assert.equal(await countRows('send_jobs', { id: scheduled.jobId, started_at: null }), 1);

  // The clock moves on past both times (the cancelled one's first, so a scheduler that took
  // cancelled jobs would take it before the other): the scheduler sends the scheduled one.
  await tableOwnerSql(
    `update public.send_jobs set scheduled_for = now() - interval '2 minutes' where id = $1`,
    [cancelled.jobId],
  );
  await tableOwnerSql(
    `update public.send_jobs set scheduled_for = now() - interval '1 minute' where id = $1`,
    [scheduled.jobId],
  );
  const mail = await waitForMailTo(early, 60_000);
  assert.equal(mail.subject, `Winter rides ${tag}`);
  await page.reload();
  await sendRegion(page).locator('[data-job-status="finished"]').waitFor({ timeout: 60_000 });
  await sendRegion(page).getByText('1 sent').waitFor();

  // The cancelled one never started and its recipient got nothing.
  assert.equal(
    await countRows('send_jobs', { id: cancelled.jobId, status: 'cancelled', started_at: null }),
    1,
  );
  assert.equal((await mailTo(late)).length, 0);
  assert.equal(
    await countRows('recipients', { campaign_id: cancelledId, send_job_id: null, sent: false }),
    1,
  );
});
