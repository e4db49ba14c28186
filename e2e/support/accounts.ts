import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through \`npm run test:e2e\``);
  return value;
};

export interface Account {
  email: string;
  password: string;
}

/** A fresh address per call, so journeys never depend on each other's users. */
export const newAccount = (): Account => ({
  email: `e2e-${randomUUID().slice(0, 8)}@pitchcraft.test`,
  password: `pw-${randomUUID()}`,
});

/** Signs in through the API (no browser) and answers the user's access token. */
export async function accessTokenOf(account: Account): Promise<string> {
  const response = await fetch(`${env('E2E_API_URL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env('E2E_ANON_KEY'), 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`signing in ${account.email} failed: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Whether the server still trades this refresh token for a session (it does not once signed out). */
export async function refreshTokenIsValid(refreshToken: string): Promise<boolean> {
  const response = await fetch(`${env('E2E_API_URL')}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: env('E2E_ANON_KEY'), 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return response.ok;
}

/**
 * A fresh confirmed user with a workspace of their own, created as that user through the API
 * (`create_workspace`), so a journey never changes what the seed's workspaces hold.
 */
export async function createUserWithWorkspace(name: string, fields: object = {}) {
  const account = await createConfirmedUser();
  const accessToken = await accessTokenOf(account);
  const response = await fetch(`${env('E2E_API_URL')}/rest/v1/rpc/create_workspace`, {
    method: 'POST',
    headers: {
      apikey: env('E2E_ANON_KEY'),
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name, ...fields }),
  });
  if (!response.ok) throw new Error(`creating workspace ${name} failed: ${await response.text()}`);
  const workspace = (await response.json()) as { id: string };
  return { account, accessToken, workspaceId: workspace.id };
}

/** Creates a confirmed user through the local stack's admin API, as an operator would. */
export async function createConfirmedUser(account: Account = newAccount()): Promise<Account> {
  const response = await fetch(`${env('E2E_API_URL')}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: env('E2E_SERVICE_ROLE_KEY'),
      authorization: `Bearer ${env('E2E_SERVICE_ROLE_KEY')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...account, email_confirm: true }),
  });
  if (!response.ok) throw new Error(`creating ${account.email} failed: ${await response.text()}`);
  return account;
}

/** Fills and submits the sign-in form the page shows (English labels). */
export async function signInThroughForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs out through the account menu and waits until this browser has forgotten the session (the
 * menu's first step, before it goes home and asks the server to end every session).
 */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForFunction(() => !Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key)));
}

interface MailSummary {
  id: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
}

/** Waits for the newest email to an address in the local mailbox (the stack's mail viewer API). */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<MailSummary> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${env('E2E_MAIL_URL')}/api/messages`)).json()) as MailSummary[];
    const mail = messages.find((message) => message.to.some((address) => address.includes(to)));
    if (mail) return mail;
    await new Promise((retry) => setTimeout(retry, 100));
  }
  throw new Error(`no email to ${to} arrived within ${timeoutMs} ms`);
}

/** The first link of an email whose address contains `fragment`. */
export function linkIn(mail: MailSummary, fragment: string): string {
  const links = [...(mail.html ?? mail.text ?? '').matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) =>
    match[0].replaceAll('&amp;', '&'),
  );
  const link = links.find((candidate) => candidate.includes(fragment));
  if (!link) throw new Error(`no link containing "${fragment}" in "${mail.subject}"`);
  return link;
}
