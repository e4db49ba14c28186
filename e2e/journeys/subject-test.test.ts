import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { blockingViolations, WCAG_21_AA } from '../support/axe.ts';
import { browserForThisFile } from '../support/browser.ts';
import { newCampaignOnItsPublishScreen } from '../support/express-campaign.ts';
import {
  mailTo,
  mailUrl,
  readyCampaignWithStandard,
  recipientsCsv,
  type StoredMail,
  uploadRecipients as upload,
} from '../support/publish-screen.ts';
import { tableOwnerSql } from '../support/table-owner.ts';

/**
 * Issue 23, item 6, as a user meets it: a subject test of two subjects over a small list (the
 * honest warning shown), the recipients of subject B clicking in the local mailbox, the clock moved
 * past the wait (the rest job's time set in the past, as the scheduler then sees it), and the rest
 * receiving subject B exactly once; the analytics show B as the winner, and why.
 */
const browser = browserForThisFile();
const csv = recipientsCsv();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((retry) => setTimeout(retry, 250));
  }
  throw new Error(`waited ${ms / 1000} s for ${what}`);
}

/** Every address's messages, once each address has `count` of them. */
const inboxes = (addresses: string[]) => Promise.all(addresses.map((address) => mailTo(address)));

/** Follows the email's link in the local mailbox: Resend's click event for that message. */
async function click(mail: StoredMail) {
  const response = await fetch(
    mailUrl(`/messages/${mail.id}/click?url=${encodeURIComponent('https://northwind.example/rides')}`),
    { redirect: 'manual' },
  );
  assert.equal(response.status, 302);
}

test('a subject test picks the subject with more clicks and sends it to the rest, once each', async () => {
  const { page, workspaceId } = await newCampaignOnItsPublishScreen(browser(), { withPostalAddress: true });
  const tag = randomBytes(4).toString('hex');
  const subjectA = `Summer group rides ${tag}`;
  const subjectB = `Ride with us this summer ${tag}`;
  const campaignId = await readyCampaignWithStandard(workspaceId, 'Summer rides', { subject: subjectA });
  const addresses = Array.from({ length: 8 }, (_, n) => `rider${n}.${tag}@example.com`);
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/recipients`);
  await upload(page, csv('riders.csv', addresses), 8);

  // Send now, as a test: subject A is the email's own, B is written, half the list tests.
  const send = page.getByRole('region', { name: 'Send', exact: true });
  await page.waitForFunction(
    () =>
      !document.querySelector<HTMLButtonElement>('section[aria-labelledby="ship-heading"] button')?.disabled,
  );
  await send.getByRole('button', { name: 'Send campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this campaign?' });
  await dialog.getByRole('switch', { name: 'Test subjects' }).click();
  assert.equal(await dialog.getByLabel('Subject A', { exact: true }).inputValue(), subjectA);
  await dialog.getByLabel('Subject B', { exact: true }).fill(subjectB);
  await dialog.getByLabel('Test share (%)').fill('50');
  await dialog
    .getByText('2 recipients per subject now; the other 4 get the winner 4 h after the test starts.')
    .waitFor();
  // Two per subject cannot tell a real difference from chance: the panel says so.
  await dialog.getByText('Too small to tell the subjects apart').waitFor();
  await dialog.getByText(/^With 2 recipients per subject, each subject can expect about 0 clicks/).waitFor();
  // axe reads the whole document, the pre-send checklist's links behind the dialog included.
  assert.deepEqual(
    await blockingViolations(page, 'the ship dialog with a subject test', { tags: WCAG_21_AA }),
    [],
  );
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const notice = send.getByTestId('subject-test-notice');
  await notice
    .getByText(/the subject with more clicks goes to the other 4 recipients\.$/)
    .waitFor({ timeout: 30_000 });

  // Four messages, two of each subject; nobody else gets anything yet.
  const first = await until(
    () => inboxes(addresses),
    (boxes) => boxes.filter((box) => box.length === 1).length === 4,
    'the test messages',
  );
  const tested = first.flat();
  assert.equal(tested.filter((mail) => mail.subject === subjectA).length, 2);
  assert.equal(tested.filter((mail) => mail.subject === subjectB).length, 2);
  const rest = addresses.filter((_, index) => first[index]?.length === 0);
  assert.equal(rest.length, 4);

  // Subject B's recipients click; one of A's only opens (reads it in the viewer).
  for (const mail of tested.filter((m) => m.subject === subjectB)) await click(mail);
  const opened = tested.find((m) => m.subject === subjectA);
  assert.ok(opened);
  await fetch(mailUrl(`/messages/${opened.id}`)).then((r) => r.body?.cancel());
  await until(
    () =>
      tableOwnerSql<{ clicked: number }>(
        'select count(*)::int as clicked from public.recipients where campaign_id = $1 and clicked',
        [campaignId],
      ),
    (rows) => rows[0]?.clicked === 2,
    'the clicks to be recorded',
  );

  // The clock moves past the wait: the scheduler picks B and sends it to the rest.
  const [restJob] = await tableOwnerSql<{ id: string }>(
    `select id from public.send_jobs where campaign_id = $1 and subject_test_id is not null and subject_test_variant is null`,
    [campaignId],
  );
  assert.ok(restJob, 'the rest waits in a job of its own');
  await tableOwnerSql(
    `update public.send_jobs set scheduled_for = now() - interval '1 minute' where id = $1`,
    [restJob.id],
  );
  const after = await until(
    () => inboxes(rest),
    (boxes) => boxes.every((box) => box.length >= 1),
    'the rest to receive the winner',
  );
  for (const box of after)
    assert.deepEqual(
      box.map((mail) => mail.subject),
      [subjectB],
    );
  await until(
    () =>
      tableOwnerSql<{ status: string }>('select status from public.send_jobs where id = $1', [restJob.id]),
    (rows) => rows[0]?.status === 'finished',
    'the rest job to finish',
  );
  // Exactly once: each of the eight has one message, the tested ones their own subject.
  const final = await inboxes(addresses);
  assert.deepEqual(
    final.map((box) => box.length),
    addresses.map(() => 1),
  );

  // The analytics: B marked the winner, with the clicks at the choice; the rest's figures after.
  await page.reload();
  const result = page.getByRole('region', { name: 'Subject test' });
  await result
    .getByTestId('subject-test-winner')
    .getByText('Subject B won with the most clicks: 2 (A 0).')
    .waitFor({
      timeout: 30_000,
    });
  await result
    .locator('[data-testid="subject-test-row-B"][data-winner="true"]')
    .getByText('Winner')
    .waitFor();
  await result.getByTestId('subject-test-row-rest').getByText('The rest, with subject B').waitFor();
  await result.getByTestId('subject-test-row-rest').getByRole('cell').first().getByText('4').waitFor({
    timeout: 30_000,
  });
  assert.deepEqual(await blockingViolations(page, 'the subject test result', { tags: WCAG_21_AA }), []);
});
