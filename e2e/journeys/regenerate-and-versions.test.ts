import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FrameLocator, Page } from 'playwright-core';
import { createUserWithWorkspace, signInThroughForm } from '../support/accounts.ts';
import { browserForThisFile, openPage } from '../support/browser.ts';
import { tableOwnerSql } from '../support/table-owner.ts';

const browser = browserForThisFile();

type EmailContent = {
  subject: string;
  preheader: string;
  headline: string;
  intro: string;
  sections: { heading: string; body: string }[];
  callToAction: { label: string; url: string };
  closing: string;
  legal: string;
};
type CampaignRow = { content: EmailContent; subject: string; html: string };

/** What the database holds, read as the tables' owner. */
async function campaignRow(id: string): Promise<CampaignRow> {
  const [row] = await tableOwnerSql<CampaignRow>(
    'select content, subject, html from public.campaigns where id = $1',
    [id],
  );
  if (!row) throw new Error(`campaign ${id} not found`);
  return row;
}
/** The campaign once the database holds what `ready` expects (polled: saving is asynchronous). */
async function rowWhen(id: string, ready: (row: CampaignRow) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await campaignRow(id);
    if (ready(row)) return row;
    if (Date.now() > deadline) throw new Error(`campaign ${id} never reached the expected state`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const versionRows = (id: string) =>
  tableOwnerSql<{ note: string; content: EmailContent }>(
    'select note, content from public.campaign_versions where campaign_id = $1 order by created_at',
    [id],
  );

const without = (content: EmailContent, ...keys: (keyof EmailContent)[]) =>
  Object.fromEntries(Object.entries(content).filter(([key]) => !keys.includes(key as keyof EmailContent)));

async function regenerate(page: Page, item: string | RegExp, dialogName: string) {
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByText(/current version, with your edits, is kept in the version history/).waitFor();
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const text = (frame: FrameLocator) => frame.locator('body').innerText();

test('one part regenerated, then everything; the history brings the first version back', async () => {
  const { account, workspaceId } = await createUserWithWorkspace('Lantern Coffee');
  const page = await openPage(browser());
  const create = `/organizations/${workspaceId}/campaigns/create-express`;
  await page.goto(`/sign-in?redirect=${encodeURIComponent(create)}`);
  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === create);

  await page.getByLabel(/^Campaign name/).fill('Autumn blend launch');
  await page
    .getByLabel(/^What is the campaign about/)
    .fill(
      'Our new autumn blend is here: 10% off every bag of Harvest Roast until October 31, free tasting on Saturdays.',
    );
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  const campaignId = /campaigns\/([0-9a-f-]{36})\/view/.exec(page.url())?.[1] ?? '';
  const email = page.frameLocator('iframe[title="Email preview"]');
  const history = page.getByRole('region', { name: 'Version history' });
  await history.getByText('No earlier versions yet.').waitFor();

  const first = await campaignRow(campaignId);
  const original = first.content;
  await email.getByText(original.headline, { exact: true }).waitFor();
  const subject = page.locator('dt:has-text("Subject") + dd');
  assert.equal(await subject.innerText(), original.subject);

  // One part: the headline and introduction. Only they change, on screen and in the database.
  // The variation is random: the headline, the introduction or both are written again (an offer's
  // headline may stay the offer), so wait for the saved part to differ, then for the screen to show it.
  await regenerate(page, /^Headline and introduction/, 'Regenerate this part?');
  const partOf = (content: EmailContent) => `${content.headline}\n${content.intro}`;
  const second = await rowWhen(campaignId, (row) => partOf(row.content) !== partOf(original));
  const newIntro = (second.content.intro.split('\n')[0] ?? '').slice(0, 60);
  await email.getByText(newIntro).first().waitFor({ timeout: 60_000 });
  assert.deepEqual(without(second.content, 'headline', 'intro'), without(original, 'headline', 'intro'));
  assert.equal(second.subject, original.subject);
  assert.equal(await subject.innerText(), original.subject);
  await email.getByText(second.content.headline, { exact: true }).waitFor();
  const shown = await text(email);
  for (const section of original.sections) assert.ok(shown.includes(section.heading), section.heading);
  assert.ok(shown.includes(original.closing.split('\n')[0] ?? original.closing));
  await history.getByRole('listitem').first().waitFor();

  // Everything: the content is written again.
  await regenerate(page, 'Everything', 'Regenerate this campaign?');
  // The history refreshes once the regeneration is saved.
  await page.waitForFunction(
    () => document.querySelectorAll('ul[aria-label="Earlier versions"] > li').length === 2,
    undefined,
    { timeout: 60_000 },
  );
  const third = await campaignRow(campaignId);
  assert.notDeepEqual(third.content, second.content);
  assert.equal(third.html.includes('<!DOCTYPE html>'), true);

  // The history: two versions, newest first; the oldest is the original email.
  const list = history.getByRole('list', { name: 'Earlier versions' });
  assert.deepEqual(
    await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.textContent?.includes('Before regeneration'))),
    [true, true],
  );
  const versions = await versionRows(campaignId);
  assert.deepEqual(
    versions.map((v) => v.note),
    ['Before regeneration', 'Before regeneration'],
  );
  assert.deepEqual(versions[0]?.content, original);

  const oldest = list.getByRole('listitem').last();
  await oldest.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: /^Version of / });
  await preview.frameLocator('iframe').getByText(original.headline, { exact: true }).waitFor();
  await preview.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await confirm.getByText(/kept in the version history, so you can undo this/).waitFor();
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await page.getByText('Version restored').waitFor();

  // The view shows the original email again; what was there is kept in turn.
  await email.getByText(original.headline, { exact: true }).waitFor();
  assert.equal(await subject.innerText(), original.subject);
  const restored = await campaignRow(campaignId);
  assert.deepEqual(restored.content, original);
  assert.equal(restored.html, first.html);
  const after = await versionRows(campaignId);
  assert.deepEqual(
    after.map((v) => v.note),
    ['Before regeneration', 'Before regeneration', 'Before restoring'],
  );
  assert.deepEqual(after[2]?.content, third.content);
  await page.waitForFunction(
    () => document.querySelectorAll('ul[aria-label="Earlier versions"] > li').length === 3,
  );
  // The owner of the workspace may delete a version.
  await list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Delete the version of/ })
    .waitFor();
});
