import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { type Account, linkIn, signInThroughForm, waitForMail } from '../support/accounts.ts';
import { blockingViolations } from '../support/axe.ts';
import { browserForThisFile, openPage } from '../support/browser.ts';
import { tableOwnerSql } from '../support/table-owner.ts';
import { workspaceWithViewer } from '../support/viewer-workspace.ts';

/**
 * A client's reviewer approves without an account (docs/approvals.md "Client reviewers"): an
 * editor limited to the client submits, the reviewer opens the emailed link, comments on the hero
 * and sends it back; the editor reads why, edits and resubmits; the reviewer approves and the
 * send checklist lets it go. Another client's reviewer sees none of it, and a revoked link nothing.
 */
const browser = browserForThisFile();

async function signedInAt(account: Account, path: string): Promise<Page> {
  const page = await openPage(browser());
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/** The owner adds a reviewer to a client on the client's screen and emails them a link. */
async function addReviewerAndSendLink(
  owner: Page,
  workspaceId: string,
  clientId: string,
  reviewer: { name: string; email: string; language: 'English' | 'Español' },
) {
  await owner.goto(`/organizations/${workspaceId}/clients/${clientId}/edit`);
  const form = owner.getByRole('form', { name: 'Add a reviewer' });
  await form.getByRole('textbox', { name: 'Name' }).fill(reviewer.name);
  await form.getByRole('textbox', { name: 'Email address' }).fill(reviewer.email);
  await form.getByRole('combobox', { name: 'Language' }).click();
  await owner.getByRole('option', { name: reviewer.language }).click();
  await form.getByRole('button', { name: 'Add reviewer' }).click();
  const row = owner
    .getByRole('list', { name: 'Reviewers' })
    .getByRole('listitem')
    .filter({ hasText: reviewer.email });
  await row.getByText('No link sent yet').waitFor();
  await row.getByRole('button', { name: 'Send link' }).click();
  await owner.getByText(`Review link emailed to ${reviewer.email}`).waitFor();
  await row.getByText('Link sent', { exact: false }).waitFor();
}

/** The limited editor creates an express email for their client; the view's address. */
async function createExpressCampaign(editor: Page, workspaceId: string): Promise<string> {
  await editor.goto(`/organizations/${workspaceId}/campaigns/create-express`);
  await editor.getByLabel(/^Campaign name/).fill('Cider week');
  await editor.getByRole('combobox', { name: 'Client' }).click();
  await editor.getByRole('option', { name: 'Orchard Cider' }).click();
  await editor
    .getByLabel(/^What is the campaign about/)
    .fill('Cider week at the orchard: 15% off every bottle until October 31, tastings on Saturday.');
  await editor.getByRole('button', { name: 'Create campaign' }).click();
  await editor.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  return new URL(editor.url()).pathname;
}

/** The quick editor (Unlayer's CDN is out of reach here): a new headline, saved. */
async function editHeadline(editor: Page, headline: string) {
  await editor.getByRole('button', { name: 'Edit the campaign' }).click();
  await editor.waitForURL(/\/editor$/);
  await editor.getByText('Editor not ready. Please refresh the page.').waitFor({ timeout: 20_000 });
  await editor.getByRole('textbox', { name: 'Heading 1' }).fill(headline);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await editor.getByText('Your changes are saved.').waitFor();
  await editor.getByRole('link', { name: 'Back to preview' }).click();
  await editor.waitForURL(/\/view$/);
}

test("a client's reviewer comments, sends back and approves through the emailed link", async () => {
  const { workspaceId, owner, limitedEditor, clientId, otherClientId } = await workspaceWithViewer();
  await tableOwnerSql('update public.workspaces set approval_required = true where id = $1', [workspaceId]);
  const reviewerEmail = `rosa-${Date.now()}@orchard.test`;
  const olgaEmail = `olga-${Date.now()}@quince.test`;

  // The editor limited to the client creates an email for it and submits it.
  const editor = await signedInAt(limitedEditor, `/organizations/${workspaceId}/campaigns`);
  await editor.route('https://editor.unlayer.com/**', (route) => route.abort('blockedbyclient'));
  const view = await createExpressCampaign(editor, workspaceId);
  const campaignId = /\/campaigns\/([0-9a-f-]{36})\/view$/.exec(view)?.[1] as string;
  const review = editor.getByRole('region', { name: 'Review' });
  await review.getByLabel('Note for the reviewer').fill('The 15% runs until October 31.');
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await review.getByText('In review').waitFor();

  // The owner adds the client's reviewer and emails the link, in the reviewer's language.
  const agency = await signedInAt(owner, `/organizations/${workspaceId}/dashboard`);
  await addReviewerAndSendLink(agency, workspaceId, clientId, {
    name: 'Rosa Díaz',
    email: reviewerEmail,
    language: 'English',
  });
  const mail = await waitForMail(reviewerEmail);
  assert.equal(mail.subject, 'Your review is requested on Pitchcraft');
  const link = new URL(linkIn(mail, '/review/'));
  const reviewer = await openPage(browser());
  await reviewer.goto(link.pathname);
  await reviewer.getByRole('heading', { level: 1, name: 'Review for Orchard Cider' }).waitFor();
  await reviewer.getByRole('heading', { level: 2, name: 'Cider week' }).waitFor();
  await reviewer.frameLocator('iframe[title="Email preview"]').locator('h1').first().waitFor();
  // Neither the workspace's own campaign nor the client's draft that was never submitted.
  assert.equal(await reviewer.getByText('Collective newsletter').count(), 0);
  assert.equal(await reviewer.getByText('Pressing season').count(), 0);
  assert.deepEqual(await blockingViolations(reviewer, 'the review screen'), []);

  // A comment on the hero, then changes requested: a note is needed.
  const comments = reviewer.getByRole('region', { name: 'Comments' });
  await comments.getByRole('combobox', { name: 'Which part?' }).click();
  await reviewer.getByRole('option', { name: /Headline and introduction/ }).click();
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Could the headline name the 15% offer?');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await comments.getByText('Could the headline name the 15% offer?').waitFor();
  await comments.getByText(/^On Headline and introduction: “.+”$/).waitFor();

  const decision = reviewer.getByRole('region', { name: 'Your decision' });
  await decision.getByRole('button', { name: 'Request changes' }).click();
  await decision.getByText('Say what should change, so the team knows what to do.').waitFor();
  await decision.getByLabel('Note for the team').fill('Lead with the 15% offer.');
  await decision.getByRole('button', { name: 'Request changes' }).click();
  await reviewer.getByText('Sent back to the team with changes requested.', { exact: false }).waitFor();

  // The editor reads who sent it back and why, and the comment on the hero, edits, and submits again.
  await editor.reload();
  await review.getByText('Changes requested').first().waitFor();
  await review.getByText('Rosa Díaz (client reviewer)', { exact: false }).first().waitFor();
  await review.getByText('Lead with the 15% offer.').waitFor();
  const teamComments = editor.getByRole('region', { name: 'Comments' });
  await teamComments.getByText('Could the headline name the 15% offer?').waitFor();
  await teamComments.getByText('Headline and introduction', { exact: false }).first().waitFor();
  const activity = editor.getByRole('region', { name: 'Activity' });
  await activity.getByText('Rosa Díaz (client reviewer) requested changes').waitFor();
  await editHeadline(editor, '15% off every bottle of cider');
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await review.getByText('In review').waitFor();
  await editor.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/recipients`);
  const checklist = editor.getByRole('region', { name: 'Before sending' });
  await checklist.locator('li[data-item="approval"][data-state="blocking"]').waitFor();

  // The reviewer sees the new version and approves it.
  await reviewer.reload();
  await reviewer
    .frameLocator('iframe[title="Email preview"]')
    .getByText('15% off every bottle of cider')
    .waitFor();
  await decision.getByRole('button', { name: 'Approve' }).click();
  await reviewer.getByText('approved this version', { exact: false }).waitFor();
  const [stored] = await tableOwnerSql<{ review_state: string }>(
    'select review_state from public.campaigns where id = $1',
    [campaignId],
  );
  assert.equal(stored?.review_state, 'approved');
  await editor.reload();
  await checklist.locator('li[data-item="approval"][data-state="ok"]').waitFor();

  // Another client's reviewer: nothing of Orchard Cider. A revoked link: nothing at all.
  await addReviewerAndSendLink(agency, workspaceId, otherClientId, {
    name: 'Olga Press',
    email: olgaEmail,
    language: 'Español',
  });
  const olgaMail = await waitForMail(olgaEmail);
  assert.equal(olgaMail.subject, 'Te piden una revisión en Pitchcraft');
  const olgaLink = new URL(linkIn(olgaMail, '/review/'));
  const other = await openPage(browser());
  await other.goto(olgaLink.pathname);
  await other.getByRole('heading', { level: 1, name: 'Revisión para Quince Press' }).waitFor();
  await other.getByText('Todavía no hay nada pendiente de revisión.', { exact: false }).waitFor();
  assert.equal(await other.getByText('Cider week').count(), 0);

  await agency.goto(`/organizations/${workspaceId}/clients/${clientId}/edit`);
  const rosaRow = agency
    .getByRole('list', { name: 'Reviewers' })
    .getByRole('listitem')
    .filter({ hasText: reviewerEmail });
  await rosaRow.getByRole('button', { name: 'Revoke link' }).click();
  await rosaRow.getByText('Link revoked', { exact: false }).waitFor();
  await reviewer.reload();
  await reviewer.getByRole('heading', { name: 'This review link no longer works' }).waitFor();
  assert.equal(await reviewer.getByText('Cider week').count(), 0);
});
