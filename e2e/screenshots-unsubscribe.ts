/**
 * Screenshots of the unsubscribe pages (supabase/functions/unsubscribe): the confirmation, the
 * page after pressing the button, and a link that does not work, at desktop and phone widths.
 * The pages speak the workspace's language, so English is Harbor & Pine's recipient and Spanish a
 * recipient of Panadería Casa Verde; the broken link follows the browser's language.
 *   npx node e2e/screenshots-unsubscribe.ts
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { DEMO } from './support/demo-users.ts';
import { pictureEveryVariant, shoot } from './support/screenshot-pages.ts';

const WORKSPACE = { en: DEMO.harborAndPine, es: DEMO.casaVerde } as const;
const campaigns: Partial<Record<'en' | 'es', string>> = {};

const service = (): SupabaseClient =>
  createClient(process.env.E2E_API_URL as string, process.env.E2E_SERVICE_ROLE_KEY as string, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

/** A new recipient of the language's workspace; its unsubscribe token. */
async function recipientToken(locale: 'en' | 'es', email: string): Promise<string> {
  const { data, error } = await service()
    .from('recipients')
    .insert({ workspace_id: WORKSPACE[locale], campaign_id: campaigns[locale], email })
    .select('unsubscribe_token')
    .single();
  if (error) throw error;
  return data.unsubscribe_token as string;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();

await pictureEveryVariant(
  async (browser, { locale, viewport, suffix }) => {
    // The browser's language only matters for the broken link; the others follow the workspace.
    const context = await browser.newContext({ viewport, locale: locale === 'es' ? 'es-ES' : 'en-US' });
    const page = await context.newPage();
    const token = await recipientToken(locale, `maria.fernandez-rodriguez.${suffix}@example.com`);
    const link = `${process.env.E2E_API_URL}/functions/v1/unsubscribe?token=${token}`;
    await page.goto(link);
    await heading(page);
    await shoot(page, `unsubscribe-confirm-${suffix}`);

    await page.getByRole('button').click();
    await page
      .getByRole('heading', {
        level: 1,
        name: locale === 'es' ? 'Te has dado de baja' : 'You are unsubscribed',
      })
      .waitFor();
    await shoot(page, `unsubscribe-done-${suffix}`);

    await page.goto(`${process.env.E2E_API_URL}/functions/v1/unsubscribe?token=not-a-token`);
    await heading(page);
    await shoot(page, `unsubscribe-invalid-${suffix}`);
    await context.close();
  },
  async () => {
    const admin = service();
    for (const locale of ['en', 'es'] as const) {
      const workspace = await admin.from('workspaces').update({ locale }).eq('id', WORKSPACE[locale]);
      if (workspace.error) throw workspace.error;
      const { data, error } = await admin
        .from('campaigns')
        .insert({ workspace_id: WORKSPACE[locale], kind: 'email', name: `Unsubscribe screenshots ${locale}` })
        .select('id')
        .single();
      if (error) throw error;
      campaigns[locale] = data.id as string;
    }
  },
);
