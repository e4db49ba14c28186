import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserForThisFile } from '../support/browser.ts';
import { newCampaignOnItsPublishScreen } from '../support/express-campaign.ts';
import { tableOwnerSql } from '../support/table-owner.ts';

/**
 * Approvals (docs/approvals.md) as the workspace's owner sees them: once approval is required, the
 * publish screen's checklist blocks the send and says where to go; the campaign is submitted, sent
 * back with a note, resubmitted and approved on its own screen; then the checklist lets it go.
 */
const browser = browserForThisFile();

test('approval required: the checklist blocks the send until the campaign is submitted and approved', async () => {
  const { page, campaignId, publish, workspaceId } = await newCampaignOnItsPublishScreen(browser(), {
    withPostalAddress: true,
  });
  const checklist = page.getByRole('region', { name: 'Before sending' });
  await checklist.locator('li[data-item="subject"]').waitFor();
  assert.equal(
    await checklist.getByText('Approval', { exact: true }).count(),
    0,
    'no approval item while optional',
  );

  // Settings → Approvals.
  await page.goto(`/organizations/${workspaceId}/settings`);
  await page.getByRole('switch', { name: 'Require approval before sending or publishing' }).click();
  await page.getByText('Approval is now required').waitFor();

  await page.goto(publish);
  const approval = checklist.locator('li[data-item="approval"][data-state="blocking"]');
  await approval.getByText('This workspace sends only approved campaigns.', { exact: false }).waitFor();
  await approval.getByRole('link', { name: 'Open the review' }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/campaigns/${campaignId}/view`));

  const review = page.getByRole('region', { name: 'Review' });
  await review.getByText('Not submitted').waitFor();
  await review.getByLabel('Note for the reviewer').fill('Check the price, please.');
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await review.getByText('In review').waitFor();

  // Waiting on someone: the dashboard lists it, the campaign list says so.
  await page.goto(`/organizations/${workspaceId}/dashboard`);
  const waiting = page.getByRole('region', { name: 'Needs review' });
  await waiting
    .getByRole('link', { name: /Spring service week/ })
    .getByText('In review')
    .waitFor();
  await page.goto(`/organizations/${workspaceId}/campaigns`);
  await page.getByRole('table').getByText('In review').waitFor();
  await page.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/view`);

  // Changes need a note: said under the field, nothing recorded.
  await review.getByRole('button', { name: 'Request changes' }).click();
  await review.getByText('Say what should change, so the editor knows what to do.').waitFor();
  await review.getByLabel('Note for the editor').fill('Lead with the $39 check.');
  await review.getByRole('button', { name: 'Request changes' }).click();
  await review.getByText('Changes requested').first().waitFor();

  await review.getByRole('button', { name: 'Submit for review' }).click();
  await review.getByText('In review').waitFor();
  await review.getByRole('button', { name: 'Approve' }).click();
  // Not getByText('Approved'): the requirement note says "only once it is approved" all along.
  const history = review.getByRole('list', { name: 'Review history' });
  await history.locator('li > p:first-child').first().getByText('Approved', { exact: true }).waitFor();
  assert.deepEqual(await history.locator('li > p:first-child').allTextContents(), [
    'Approved',
    'Submitted for review',
    'Changes requested',
    'Submitted for review',
  ]);
  await history.getByText('Lead with the $39 check.').waitFor();

  const [stored] = await tableOwnerSql<{ review_state: string }>(
    'select review_state from public.campaigns where id = $1',
    [campaignId],
  );
  assert.equal(stored?.review_state, 'approved');

  await page.goto(publish);
  await checklist.locator('li[data-item="approval"][data-state="ok"]').waitFor();
});
