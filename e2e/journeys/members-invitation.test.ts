import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient } from '@supabase/supabase-js';
import { linkIn, newAccount, signInThroughForm, waitForMail } from '../support/accounts.ts';
import { browserForThisFile, openPage } from '../support/browser.ts';

const browser = browserForThisFile();
const HARBOR = 'b2e1d4c3-0000-4000-8000-000000000001';
const DEMO_PASSWORD = 'pitchcraft-demo-2026';

type Mail = Awaited<ReturnType<typeof waitForMail>>;

/** The newest email to an address other than one already read (the confirmation after the invitation). */
async function waitForOtherMail(to: string, seenId: string): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${process.env.E2E_MAIL_URL}/api/messages`)).json()) as Mail[];
    const mail = messages.find((message) => message.id !== seenId && message.to.includes(to));
    if (mail) return mail;
    await new Promise((retry) => setTimeout(retry, 100));
  }
  throw new Error(`no second email to ${to}`);
}

test('the owner invites a new address; the invitee signs up from the email, accepts, and is an editor without settings', async () => {
  const invitee = newAccount();

  // The owner invites from the members screen.
  const owner = await openPage(browser());
  await owner.goto(`/organizations/${HARBOR}/members`);
  await signInThroughForm(owner, { email: 'owner@pitchcraft.local', password: DEMO_PASSWORD });
  await owner.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
  await owner.getByRole('listitem').filter({ hasText: 'member@pitchcraft.local' }).waitFor();
  await owner.getByRole('button', { name: 'Invite people' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByLabel(/^Email address/).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.getByText('Enter a valid email').waitFor();
  await dialog.getByLabel(/^Email address/).fill(invitee.email.toUpperCase());
  await dialog.getByRole('radio', { name: /^Editor/ }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await owner
    .getByRole('region', { name: 'Pending invitations' })
    .getByRole('listitem', { name: invitee.email })
    .waitFor();
  await owner.context().close();

  // The email is in the local mailbox, with a link to the app.
  const mail = await waitForMail(invitee.email);
  // A fixed subject: the invitee confirmed nothing, so no name anyone can set goes into it.
  assert.equal(mail.subject, 'You have been invited to a workspace on Pitchcraft');
  const invitationLink = linkIn(mail, '/invitations/');
  const invitationPath = new URL(invitationLink).pathname;

  // Signed out, the link shows the workspace and who invites; the invitee creates an account.
  const page = await openPage(browser());
  await page.goto(invitationLink);
  await page.getByRole('heading', { name: 'Join Harbor & Pine Studio' }).waitFor();
  await page.getByText(/invited you to work with them in Harbor & Pine Studio/).waitFor();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-up');
  await page.getByLabel(/^Email/).fill(invitee.email);
  await page.getByLabel(/^Password/).fill(invitee.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('status').filter({ hasText: invitee.email }).waitFor();

  // Confirming from the mailbox brings them back to the invitation, signed in.
  const confirmation = await waitForOtherMail(invitee.email, mail.id);
  await page.goto(linkIn(confirmation, '/auth/v1/verify'));
  await page.waitForURL((url) => url.pathname === invitationPath);
  await page.getByText(`You are signed in as ${invitee.email}.`).waitFor();
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await page.waitForURL((url) => url.pathname === `/organizations/${HARBOR}/dashboard`);

  // An editor: the list is read-only, and settings are closed to them.
  await page.goto(`/organizations/${HARBOR}/members`);
  const me = page.getByRole('listitem', { name: invitee.email });
  await me.getByText('Editor', { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Invite people' }).count(), 0);
  assert.equal(await page.getByRole('combobox').count(), 0);
  await page.goto(`/organizations/${HARBOR}/settings`);
  await page.getByRole('heading', { name: "You don't have access to settings" }).waitFor();

  // The link is used up.
  await page.goto(invitationLink);
  await page.getByRole('heading', { name: 'This invitation was already accepted' }).waitFor();
  await page.context().close();
});

test('an unknown link says so, in Spanish for a Spanish reader', async () => {
  const page = await openPage(browser());
  await page
    .context()
    .addCookies([{ name: 'pitchcraft-locale', value: 'es', url: process.env.E2E_BASE_URL }]);
  await page.goto('/invitations/no-such-token');
  await page.getByRole('heading', { name: 'Este enlace de invitación no funciona' }).waitFor();
  await page.context().close();
});

test('signed in as another account, the invitee signs out from the invitation and stays out', async () => {
  const owner = createClient(process.env.E2E_API_URL ?? '', process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  await owner.auth.signInWithPassword({ email: 'owner@pitchcraft.local', password: DEMO_PASSWORD });
  const invitee = newAccount();
  const { data: invitation, error } = await owner
    .from('workspace_invitations')
    .insert({ workspace_id: HARBOR, email: invitee.email, role: 'viewer' })
    .select('id')
    .single();
  assert.equal(error, null);
  const sent = await owner.functions.invoke('send-invitation', {
    body: { workspaceId: HARBOR, invitationId: invitation?.id, locale: 'en', requestId: invitee.email },
  });
  assert.equal(sent.error, null);
  const invitationLink = linkIn(await waitForMail(invitee.email), '/invitations/');

  const page = await openPage(browser());
  await page.goto('/sign-in');
  await signInThroughForm(page, { email: 'member@pitchcraft.local', password: DEMO_PASSWORD });
  await page.waitForURL((url) => url.pathname !== '/sign-in');
  await page.goto(invitationLink);
  await page.getByText(`but the invitation was sent to ${invitee.email}`, { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Create an account' }).waitFor();
  await page.reload();
  await page.getByRole('link', { name: 'Create an account' }).waitFor();
  assert.equal(await page.getByText('You are signed in as').count(), 0);
  await page.context().close();
});

test('send-invitation refuses a member, whatever the screen shows (RLS decides)', async () => {
  const supabase = createClient(process.env.E2E_API_URL ?? '', process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error: signInError } = await supabase.auth.signInWithPassword({
    email: 'member@pitchcraft.local',
    password: DEMO_PASSWORD,
  });
  assert.equal(signInError, null);
  const { error } = await supabase.functions.invoke('send-invitation', {
    body: {
      workspaceId: HARBOR,
      invitationId: '00000000-0000-4000-8000-000000000000',
      locale: 'en',
      requestId: 'member-attempt',
    },
  });
  assert.equal((error?.context as Response | undefined)?.status, 403);
  const anonymous = await createClient(
    process.env.E2E_API_URL ?? '',
    process.env.E2E_ANON_KEY ?? '',
  ).functions.invoke('send-invitation', { body: {} });
  assert.equal((anonymous.error?.context as Response | undefined)?.status, 401);
});
