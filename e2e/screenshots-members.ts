/**
 * Screenshots of the members screen (owner and member views, invite dialog), the invitation page
 * (signed out, signed in, expired) and the invitation email in the local mailbox, at desktop and
 * phone widths in English and Spanish, into the git-ignored screenshots/ folder, against a local
 * stack of its own with the seed's demo users: `node e2e/screenshots-members.ts`.
 */
import { createClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.ts';
import { createConfirmedUser, newAccount, waitForMail } from './support/accounts.ts';
import { startAppUnderTest } from './support/app-under-test.ts';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { type Locale, pageIn as open, shoot, signedInPage } from './support/screenshot-pages.ts';
import { updateRows } from './support/table-owner.ts';

const HARBOR = 'b2e1d4c3-0000-4000-8000-000000000001';
const password = 'pitchcraft-demo-2026';

async function visit(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, name);
}

ensureChromium();
const app = await startAppUnderTest();
Object.assign(process.env, app.env);
const browser = await launchBrowser();

try {
  // Pending invitations: one to be accepted (an account exists for it), one in Spanish, one expired.
  const owner = createClient(app.env.E2E_API_URL, app.env.E2E_ANON_KEY, { auth: { persistSession: false } });
  await owner.auth.signInWithPassword({ email: 'owner@pitchcraft.local', password });
  const invitee = await createConfirmedUser({ ...newAccount(), email: 'lucia.ortega@pitchcraft.test' });
  const invite = async (email: string, role: 'admin' | 'editor' | 'viewer', locale: Locale) => {
    const { data, error } = await owner
      .from('workspace_invitations')
      .insert({ workspace_id: HARBOR, email, role })
      .select('id, token')
      .single();
    if (error) throw error;
    const sent = await owner.functions.invoke('send-invitation', {
      body: { workspaceId: HARBOR, invitationId: data.id, locale, requestId: data.id },
    });
    if (sent.error) throw sent.error;
    return data;
  };
  const english = await invite(invitee.email, 'editor', 'en');
  await invite('diego.ramos@pitchcraft.test', 'admin', 'es');
  const expired = await invite('sam.lee@pitchcraft.test', 'viewer', 'en');
  // Expired as the tables' owner: no API role may move an invitation's expiry.
  await updateRows(
    'workspace_invitations',
    { expires_at: new Date(Date.now() - 86_400_000).toISOString() },
    { id: expired.id },
  );
  const englishMail = await waitForMail(invitee.email);
  const spanishMail = await waitForMail('diego.ramos@pitchcraft.test');

  for (const locale of ['en', 'es'] as const) {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const ownerPage = await signedInPage(browser, viewport, locale, {
        email: 'owner@pitchcraft.local',
        password,
      });
      await visit(ownerPage, `/organizations/${HARBOR}/members`, `members-owner-${label}-${locale}`);
      await ownerPage
        .getByRole('button', { name: locale === 'en' ? 'Invite people' : 'Invitar personas' })
        .click();
      const dialog = ownerPage.getByRole('dialog');
      await dialog.waitFor();
      await dialog
        .getByRole('button', { name: locale === 'en' ? 'Send invitation' : 'Enviar invitación' })
        .click();
      await shoot(ownerPage, `members-invite-dialog-${label}-${locale}`);
      await ownerPage.context().close();

      const memberPage = await signedInPage(browser, viewport, locale, {
        email: 'member@pitchcraft.local',
        password,
      });
      await visit(memberPage, `/organizations/${HARBOR}/members`, `members-member-${label}-${locale}`);
      await memberPage.context().close();

      const visitor = await open(browser, viewport, locale);
      await visit(visitor, `/invitations/${english.token}`, `invitation-signed-out-${label}-${locale}`);
      await visit(visitor, `/invitations/${expired.token}`, `invitation-expired-${label}-${locale}`);
      await visit(visitor, '/invitations/no-such-token', `invitation-unknown-${label}-${locale}`);
      await visitor.context().close();

      const inviteePage = await signedInPage(browser, viewport, locale, invitee);
      await visit(inviteePage, `/invitations/${english.token}`, `invitation-signed-in-${label}-${locale}`);
      await inviteePage.context().close();

      const mailbox = await openPage(browser, viewport);
      const mail = locale === 'en' ? englishMail : spanishMail;
      await mailbox.goto(`${app.env.E2E_MAIL_URL}/messages/${mail.id}`);
      await mailbox.frameLocator('iframe').getByRole('link').first().waitFor();
      await shoot(mailbox, `invitation-email-${label}-${locale}`);
      await mailbox.context().close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
