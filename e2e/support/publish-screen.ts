import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import type { Page } from 'playwright-core';
import { insertRows } from './table-owner.ts';

/** Steps on the publish screen the sending journeys share, and what the local mailbox received. */

export const mailUrl = (path: string) => `${process.env.E2E_MAIL_URL ?? ''}${path}`;

export type StoredMail = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
};

/** A CSV of addresses in a folder of the test file's own, removed after its tests. */
export function recipientsCsv(): (name: string, emails: string[]) => string {
  const folder = mkdtempSync(join(tmpdir(), 'pitchcraft-recipients-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  return (name, emails) => {
    const path = join(folder, name);
    writeFileSync(path, `email\r\n${emails.join('\r\n')}\r\n`);
    return path;
  };
}

/** Every message of the local mailbox addressed to one recipient, with its headers and text. */
export async function mailTo(address: string): Promise<StoredMail[]> {
  const list = (await (await fetch(mailUrl('/api/messages'))).json()) as StoredMail[];
  const mine = list.filter((mail) => mail.to.some((to) => to.toLowerCase() === address));
  return Promise.all(
    mine.map(async (mail) => (await (await fetch(mailUrl(`/api/messages/${mail.id}`))).json()) as StoredMail),
  );
}

export async function waitForMailTo(address: string, timeoutMs = 30_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [mail] = await mailTo(address);
    if (mail) return mail;
    await new Promise((retry) => setTimeout(retry, 200));
  }
  throw new Error(`no campaign email to ${address} within ${timeoutMs} ms`);
}

export const header = (mail: StoredMail, name: string) =>
  Object.entries(mail.headers ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

export async function uploadRecipients(page: Page, path: string, count: number) {
  await page.getByRole('button', { name: 'Upload recipients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload recipients' });
  await dialog.locator('input[type=file]').setInputFiles(path);
  await dialog.getByText('All recipients match the expected format').waitFor();
  await dialog.getByRole('button', { name: `Upload ${count} recipient${count === 1 ? '' : 's'}` }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Standard on the local checkout page, back on the publish screen with the success dialog closed. */
export async function payStandard(page: Page, allowance = 'This campaign can now reach 1,000 recipients.') {
  await page.getByRole('button', { name: 'Buy Standard' }).click();
  await page.waitForURL(/\/functions\/v1\/local-checkout\?/);
  await page.getByRole('button', { name: 'Pay $13.99' }).click();
  await page.waitForURL(/\/recipients(\?|$)/);
  const success = page.getByRole('dialog', { name: 'Payment successful' });
  await success.getByText(allowance).waitFor({ timeout: 30_000 });
  await success.getByRole('button', { name: 'Continue' }).click();
  await success.waitFor({ state: 'hidden' });
}

/** Send, once the button is enabled; the confirmation must say `expected`. Returns the Send region. */
export async function sendNow(page: Page, expected: string) {
  const send = page.getByRole('region', { name: 'Send', exact: true });
  await page.waitForFunction(
    () =>
      !document.querySelector<HTMLButtonElement>('section[aria-labelledby="ship-heading"] button')?.disabled,
  );
  await send.getByRole('button', { name: /^Send (campaign|to new recipients)$/ }).click();
  const confirmation = page.getByRole('dialog', { name: 'Send this campaign?' });
  await confirmation.getByText(expected).waitFor();
  await confirmation.getByRole('button', { name: 'Send now' }).click();
  await confirmation.waitFor({ state: 'hidden' });
  return send;
}

/**
 * Another campaign of a Northwind workspace (newCampaignOnItsPublishScreen with its postal address),
 * with its content, sender and subject, and Standard paid; of a client when one is given.
 */
export async function readyCampaignWithStandard(
  workspaceId: string,
  name: string,
  { subject = 'Summer group rides', clientId = null }: { subject?: string; clientId?: string | null } = {},
): Promise<string> {
  const [campaign] = await insertRows<{ id: string }>('campaigns', {
    workspace_id: workspaceId,
    client_id: clientId,
    kind: 'email',
    name,
    status: 'ready',
    html:
      '<p>Ride with us this summer. <a href="https://northwind.example/rides">See the rides</a></p>' +
      '<p>Northwind Cycles · 12 Harbor Lane, Portland, OR 97201</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
    subject,
    sender_name: 'Northwind Cycles',
  });
  assert.ok(campaign, 'the campaign was created');
  await insertRows('campaign_purchases', {
    workspace_id: workspaceId,
    campaign_id: campaign.id,
    package_id: 'standard',
    recipients: 1000,
    amount_cents: 1399,
    status: 'paid',
    paid_at: new Date().toISOString(),
  });
  return campaign.id;
}
