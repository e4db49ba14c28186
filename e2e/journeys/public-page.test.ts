import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createConfirmedUser, signInThroughForm } from '../support/accounts.ts';
import { baseUrl, browserForThisFile, openPage } from '../support/browser.ts';

const browser = browserForThisFile();
const api = (path: string) => `${process.env.E2E_API_URL}${path}`;

/** Asks the stack's REST API as the signed-in user would. */
async function asUser(token: string, path: string, body: unknown) {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A new confirmed user with a workspace of their own and one client, signed in on the express page form. */
async function ownerWithAClient() {
  const account = await createConfirmedUser();
  const { access_token: token } = await fetch(api('/auth/v1/token?grant_type=password'), {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify(account),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const workspace = (await asUser(token, '/rest/v1/rpc/create_workspace', { name: 'Northwind Cycles' })) as {
    id: string;
  };
  const [client] = (await asUser(token, '/rest/v1/clients', {
    workspace_id: workspace.id,
    name: 'Kestrel Wheels',
  })) as [{ id: string }];

  const page = await openPage(browser());
  const express = `/organizations/${workspace.id}/pages/create-express`;
  await page.goto(`/sign-in?redirect=${encodeURIComponent(express)}`);
  await signInThroughForm(page, account);
  await page.waitForURL((url) => url.pathname === express);
  return { page, workspaceId: workspace.id, clientId: client.id };
}

/** The public address as a visitor opens it, with JavaScript off. */
async function visitorWithoutJavaScript(slug: string): Promise<Page> {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    javaScriptEnabled: false,
    locale: 'en-US',
  });
  const visitor = await context.newPage();
  visitor.setDefaultTimeout(10_000);
  await visitor.goto(`/pages/${slug}`);
  return visitor;
}

/** A visitor with JavaScript opens `path` (after `referer`, if given) and sends the form. */
async function leadWithScript(slug: string, path: string, name: string, { referer }: { referer?: string }) {
  const context = await browser().newContext({ baseURL: baseUrl(), locale: 'en-US' });
  const visitor = await context.newPage();
  visitor.setDefaultTimeout(10_000);
  await visitor.goto(path, { referer });
  const form = visitor.locator('form[data-lead-form]');
  await form.locator('input[name="first_name"]').fill(name);
  await form.locator('input[name="last_name"]').fill('Visitor');
  await form.locator('input[name="email"]').fill(`${name.toLowerCase()}-${slug}@example.com`);
  await form.locator('input[name="phone"]').fill('+1 415 555 0135');
  await form.locator('[type="submit"]').click();
  // The script's answer replaces the form without a reload.
  await visitor.locator('.form-success[role="status"]').waitFor();
  assert.equal(new URL(visitor.url()).search, new URL(path, 'http://x').search, 'no reload');
  await context.close();
}

test('a page is published, paid for, shown to visitors without JavaScript, collects a lead, and hides again once canceled', async () => {
  const { page, workspaceId, clientId } = await ownerWithAClient();
  const slug = `kestrel-fitting-${Date.now().toString(36)}`;

  // An express page for the client.
  await page.getByLabel(/^Page name/).fill('Kestrel fitting days');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Kestrel Wheels' }).click();
  await page
    .getByLabel(/^What is the page about/)
    .fill('Free bike fitting days in June: riders leave their name and phone, we call back with a slot.');
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.waitForURL(/\/pages\/[0-9a-f-]{36}\/view$/, { timeout: 60_000 });
  const view = new URL(page.url()).pathname;
  const publish = page.getByRole('region', { name: 'Publish' });
  await page.getByTestId('page-visibility').getByText('Not published').waitFor();

  // The slug, checked as typed, then saved: the public address appears.
  const slugInput = publish.getByLabel(/^Page slug/);
  await slugInput.fill('admin');
  await publish.getByText('This word is reserved by Pitchcraft. Try another.').waitFor();
  await slugInput.fill(slug);
  await publish.getByText('This address is available.').waitFor();
  await publish.getByRole('button', { name: 'Save', exact: true }).click();
  await publish.getByTestId('public-url').getByText(`/pages/${slug}`).waitFor();

  // Published, but not paid: visitors get the neutral "not available" page; the owner sees why.
  await publish.getByRole('button', { name: 'Publish page' }).click();
  await page.getByTestId('page-visibility').getByText('Requires subscription').waitFor();
  await publish.getByRole('heading', { name: 'This page requires a subscription' }).waitFor();
  const before = await visitorWithoutJavaScript(slug);
  await before.getByText('This page is not available').waitFor();
  assert.equal(await before.locator('form').count(), 0, 'no lead form before payment');
  await before.context().close();

  // Basic on the local checkout, back to the success dialog that waits for the page to be live.
  await publish.getByRole('button', { name: 'Subscribe to Basic' }).click();
  await page.waitForURL(/\/functions\/v1\/local-checkout\?/);
  await page.getByRole('button', { name: /^Subscribe for / }).click();
  await page.waitForURL((url) => url.pathname === view, { timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Subscription active' });
  await dialog.getByText('Your page is live.').waitFor({ timeout: 20_000 });
  await dialog.getByRole('link', { name: new RegExp(`/pages/${slug}$`) }).waitFor();
  assert.equal(new URL(page.url()).search, '', 'the checkout outcome is cleared from the address');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('page-visibility').getByText('Live').waitFor();

  // A visitor without JavaScript sees the page and sends the form: the thank-you state.
  const visitor = await visitorWithoutJavaScript(slug);
  const form = visitor.locator('form[data-lead-form]');
  await form.waitFor();
  await form.locator('input[name="first_name"]').fill('Ada');
  await form.locator('input[name="last_name"]').fill('Lovelace');
  await form.locator('input[name="email"]').fill(`ada-${slug}@example.com`);
  await form.locator('input[name="phone"]').fill('+1 415 555 0134');
  await form.locator('[type="submit"]').click();
  await visitor.locator('.form-success[role="status"]').waitFor();
  assert.equal(
    await visitor.locator('form[data-lead-form]').count(),
    0,
    'the form gives way to the thank-you',
  );
  await visitor.context().close();

  // Visitors with JavaScript: the page's script sends where each came from with the form.
  await leadWithScript(slug, `/pages/${slug}?utm_source=June%20Newsletter`, 'Grace', {});
  await leadWithScript(slug, `/pages/${slug}`, 'Hedy', { referer: 'https://www.instagram.com/' });

  // The lead is in the client's list, active, until ignored; each with its source.
  await page.goto(`/organizations/${workspaceId}/clients/${clientId}/leads`);
  const row = page.getByRole('row', { name: /Ada/ });
  await row.getByText(`ada-${slug}@example.com`).waitFor();
  await row.getByText('Active', { exact: true }).waitFor();
  // Without JavaScript, from a page on another origin than submit-lead: nothing says where from.
  await row.getByText('Direct or unknown').waitFor();
  await page.getByRole('row', { name: /Grace/ }).getByText('june-newsletter').waitFor();
  await page.getByRole('row', { name: /Hedy/ }).getByText('instagram.com').waitFor();
  await row.getByRole('button', { name: 'Ignore Ada Lovelace' }).click();
  await row.getByText('Inactive', { exact: true }).waitFor();
  await page.reload();
  await page.getByRole('row', { name: /Ada/ }).getByText('Inactive', { exact: true }).waitFor();

  // The side bar's Leads lists it too, with its page and client, and keeps it under that client.
  await page.goto(`/organizations/${workspaceId}/leads`);
  const everywhere = page.getByRole('row', { name: /Ada/ });
  await everywhere.getByText('Kestrel Wheels').waitFor();
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: "The workspace's own pages" }).click();
  await page.getByText('No leads yet').waitFor();
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Kestrel Wheels' }).click();
  await page.getByRole('row', { name: /Ada/ }).waitFor();
  assert.ok(page.url().includes(`client=${clientId}`), 'the filter is in the address');

  // Cancel through the (local) billing portal: the page is no longer shown.
  await page.goto(view);
  await publish.getByRole('button', { name: 'Manage subscription' }).click();
  await page.waitForURL((url) => url.pathname !== view);
  await page.getByRole('button', { name: 'Cancel now' }).click();
  await page.waitForURL((url) => url.pathname === view, { timeout: 20_000 });
  await page.getByTestId('page-visibility').getByText('Subscription canceled').waitFor({ timeout: 20_000 });
  await publish.getByRole('heading', { name: "This page's plan has ended" }).waitFor();
  const after = await visitorWithoutJavaScript(slug);
  await after.getByText('This page is not available').waitFor();
  await after.context().close();
});
