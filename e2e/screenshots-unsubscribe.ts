/**
 * Screenshots of the unsubscribe pages (supabase/functions/unsubscribe): the confirmation, the
 * page after pressing the button, and a link that does not work, at desktop and phone widths.
 * The pages speak the workspace's language, so English is Harbor & Pine's recipient and Spanish a
 * recipient of Panadería Casa Verde; the broken link follows the browser's language.
 *   npx node e2e/screenshots-unsubscribe.ts
 */
import type { Page } from 'playwright-core';
import { DEMO } from './support/demo-users.ts';
import { pictureEveryVariant, shoot } from './support/screenshot-pages.ts';
import { insertRows, updateRows } from './support/table-owner.ts';

const WORKSPACE = { en: DEMO.harborAndPine, es: DEMO.casaVerde } as const;
const campaigns: Partial<Record<'en' | 'es', string>> = {};

/** A new recipient of the language's workspace, written as the tables' owner; its unsubscribe token. */
async function recipientToken(locale: 'en' | 'es', email: string): Promise<string> {
  const [recipient] = await insertRows<{ unsubscribe_token: string }>('recipients', {
    workspace_id: WORKSPACE[locale],
    campaign_id: campaigns[locale],
    email,
  });
  if (!recipient) throw new Error(`recipient ${email} was not created`);
  return recipient.unsubscribe_token;
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
    for (const locale of ['en', 'es'] as const) {
      await updateRows('workspaces', { locale }, { id: WORKSPACE[locale] });
      const [campaign] = await insertRows<{ id: string }>('campaigns', {
        workspace_id: WORKSPACE[locale],
        kind: 'email',
        name: `Unsubscribe screenshots ${locale}`,
      });
      campaigns[locale] = campaign?.id;
    }
  },
);
