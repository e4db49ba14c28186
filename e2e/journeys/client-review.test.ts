import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { type Account, accessTokenOf, linkIn, signInThroughForm, waitForMail } from '../support/accounts.ts';
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

const CONTENT = {
  subject: 'Pressing season is here',
  preheader: '15% off until October 31',
  headline: 'Fresh cider, straight from the press',
  intro: 'Our orchard is pressing again.',
  sections: [{ heading: 'What is new', body: 'Three new blends this year.' }],
  callToAction: { label: 'Order now', url: 'https://orchard.example/shop' },
  closing: 'See you at the orchard.',
  legal: '',
};

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

/** The editor's save, through the API as the app makes it: the headline of the HTML changed. */
async function saveEditAs(editor: Account, campaignId: string, headline: string) {
  const [row] = await tableOwnerSql<{ html: string }>('select html from public.campaigns where id = $1', [
    campaignId,
  ]);
  const response = await fetch(`${process.env.E2E_API_URL}/rest/v1/rpc/save_campaign_edit`, {
    method: 'POST',
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${await accessTokenOf(editor)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      campaign_id: campaignId,
      base_updated_at: null,
      html: row?.html.replace('Pressing season is here', headline),
      keep_version: true,
    }),
  });
  assert.equal(response.status, 200, await response.text());
}

test("a client's reviewer comments, sends back and approves through the emailed link", async () => {
  const { workspaceId, campaignId, owner, limitedEditor, clientId, otherClientId } =
    await workspaceWithViewer();
  await tableOwnerSql('update public.workspaces set approval_required = true where id = $1', [workspaceId]);
  await tableOwnerSql('update public.campaigns set content = $2 where id = $1', [
    campaignId,
    JSON.stringify(CONTENT),
  ]);
  const reviewerEmail = `rosa-${Date.now()}@orchard.test`;
  const olgaEmail = `olga-${Date.now()}@quince.test`;

  // The editor limited to the client submits; the publish screen's checklist blocks the send.
  const view = `/organizations/${workspaceId}/campaigns/${campaignId}/view`;
  const editor = await signedInAt(limitedEditor, view);
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
  await reviewer.getByRole('heading', { level: 2, name: 'Pressing season' }).waitFor();
  await reviewer.frameLocator('iframe[title="Email preview"]').getByText('Pressing season is here').waitFor();
  assert.equal(await reviewer.getByText('Collective newsletter').count(), 0, 'no workspace campaign');
  assert.deepEqual(await blockingViolations(reviewer, 'the review screen'), []);

  // A comment on the hero, then changes requested: a note is needed.
  const comments = reviewer.getByRole('region', { name: 'Comments' });
  await comments.getByRole('combobox', { name: 'Which part?' }).click();
  await reviewer.getByRole('option', { name: /Headline and introduction/ }).click();
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Could the headline name the 15% offer?');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await comments.getByText('Could the headline name the 15% offer?').waitFor();
  await comments.getByText('On Headline and introduction: “Fresh cider, straight from the press”').waitFor();

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
  // What the editor's Save does (the quick editor needs a design this seeded email has not).
  await saveEditAs(limitedEditor, campaignId, '15% off: pressing season is here');
  await editor.reload();
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await review.getByText('In review').waitFor();
  await editor.goto(`/organizations/${workspaceId}/campaigns/${campaignId}/recipients`);
  const checklist = editor.getByRole('region', { name: 'Before sending' });
  await checklist.locator('li[data-item="approval"][data-state="blocking"]').waitFor();

  // The reviewer sees the new version and approves it.
  await reviewer.reload();
  await reviewer
    .frameLocator('iframe[title="Email preview"]')
    .getByText('15% off: pressing season is here')
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
  assert.equal(await other.getByText('Pressing season').count(), 0);

  await agency.goto(`/organizations/${workspaceId}/clients/${clientId}/edit`);
  const rosaRow = agency
    .getByRole('list', { name: 'Reviewers' })
    .getByRole('listitem')
    .filter({ hasText: reviewerEmail });
  await rosaRow.getByRole('button', { name: 'Revoke link' }).click();
  await rosaRow.getByText('Link revoked', { exact: false }).waitFor();
  await reviewer.reload();
  await reviewer.getByRole('heading', { name: 'This review link no longer works' }).waitFor();
  assert.equal(await reviewer.getByText('Pressing season').count(), 0);
});
