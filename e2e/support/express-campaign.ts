import type { Browser, Page } from 'playwright-core';
import { createUserWithWorkspace, signInThroughForm } from './accounts.ts';
import { openPage, type Viewport } from './browser.ts';

/** The postal address every campaign message carries; sending refuses a workspace without one. */
const NORTHWIND_POSTAL_ADDRESS = {
  contact_street: '12 Harbor Lane',
  contact_city: 'Portland',
  contact_region: 'OR',
  contact_zip: '97201',
  contact_country: 'US',
  contact_email: 'hello@northwind.example',
};

async function givePostalAddress(workspaceId: string, accessToken: string): Promise<void> {
  const response = await fetch(`${process.env.E2E_API_URL}/rest/v1/workspaces?id=eq.${workspaceId}`, {
    method: 'PATCH',
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(NORTHWIND_POSTAL_ADDRESS),
  });
  if (!response.ok) throw new Error(`setting the postal address failed: ${await response.text()}`);
}

/**
 * A fresh confirmed user with a workspace of their own (Northwind Cycles), signed in, who creates
 * an express email campaign through the form and lands on its publish screen. With
 * `withPostalAddress`, the workspace is in the US and has the address sending needs.
 */
export async function newCampaignOnItsPublishScreen(
  browser: Browser,
  options: { viewport?: Viewport; withPostalAddress?: boolean } = {},
): Promise<{ page: Page; campaignId: string; publish: string; workspaceId: string }> {
  const { account, accessToken, workspaceId } = await createUserWithWorkspace(
    'Northwind Cycles',
    options.withPostalAddress ? { country: 'US' } : {},
  );
  if (options.withPostalAddress) await givePostalAddress(workspaceId, accessToken);

  const page = await openPage(browser, options.viewport);
  const express = `/organizations/${workspaceId}/campaigns/create-express`;
  await page.goto(`/sign-in?redirect=${encodeURIComponent(express)}`);
  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === express);
  await page.getByLabel(/^Campaign name/).fill('Spring service week');
  await page
    .getByLabel(/^What is the campaign about/)
    .fill('A spring service week: a full bike check for $39, booked online, brakes and gears included.');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  const campaignId = /\/campaigns\/([0-9a-f-]{36})\/view$/.exec(page.url())?.[1] as string;
  const publish = `/organizations/${workspaceId}/campaigns/${campaignId}/recipients`;
  await page.goto(publish);
  await page.getByRole('heading', { level: 1, name: 'Spring service week' }).waitFor();
  return { page, campaignId, publish, workspaceId };
}
