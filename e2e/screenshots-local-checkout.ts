/**
 * Screenshots of the local checkout page (supabase/functions/local-checkout): the package to pay,
 * the same checkout once paid, and an unknown checkout; a webpage plan's subscription checkout and
 * the local customer portal (active, then canceled at period end, then ended) at desktop and phone
 * widths in English and Spanish, into the git-ignored screenshots/ folder:
 * `npx node e2e/screenshots-local-checkout.ts`.
 */
import { createClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { DEMO } from './support/demo-users.ts';
import { pictureEveryVariant, shoot } from './support/screenshot-pages.ts';
import { insertRows } from './support/table-owner.ts';

async function signedInOwner() {
  const supabase = createClient(process.env.E2E_API_URL as string, process.env.E2E_ANON_KEY as string, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await supabase.auth.signInWithPassword({ email: DEMO.owner, password: DEMO.password });
  if (error) throw error;
  return supabase;
}

async function invokeForUrl(name: string, body: Record<string, string>): Promise<string> {
  const { data, error } = await (await signedInOwner()).functions.invoke(name, { body });
  if (error) throw error;
  return (data as { url: string }).url;
}

const checkoutUrl = (locale: 'en' | 'es', packageId: string) =>
  invokeForUrl('checkout', { campaignId: DEMO.bluebirdEmail, packageId, locale });

/**
 * A published page of the demo workspace of its own, so that its subscription is this script's;
 * written as the tables' owner (see table-owner.ts).
 */
async function newPage(suffix: string): Promise<string> {
  const [page] = await insertRows<{ id: string }>('campaigns', {
    workspace_id: DEMO.harborAndPine,
    kind: 'page',
    name: `Subscription screenshots ${suffix}`,
    slug: `subscription-shots-${suffix}-${crypto.randomUUID().slice(0, 6)}`,
    status: 'published',
    content: {
      version: 1,
      template: 'minimal',
      seo: { title: 'Spring tune-up week', description: 'Book a tune-up.' },
      sections: [{ type: 'hero', heading: 'Spring tune-up week', body: 'Book a tune-up.' }],
    },
  });
  if (!page) throw new Error(`page ${suffix} was not created`);
  return page.id;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const page = await openPage(browser, viewport);
  const url = await checkoutUrl(locale, 'standard');
  await page.goto(url);
  await heading(page);
  await shoot(page, `local-checkout-${suffix}`);

  await page.getByRole('button', { name: locale === 'es' ? /^Pagar/ : /^Pay/ }).click();
  await page.waitForURL((address) => address.searchParams.get('payment') === 'success');
  await page.goto(url);
  await heading(page);
  await shoot(page, `local-checkout-paid-${suffix}`);

  await page.goto(url.replace(/session=cs_local_[0-9a-f]+/, `session=cs_local_${'0'.repeat(32)}`));
  await heading(page);
  await shoot(page, `local-checkout-missing-${suffix}`);

  const pageId = await newPage(suffix);
  const subscribe = await invokeForUrl('checkout', { campaignId: pageId, planId: 'premium', locale });
  await page.goto(subscribe);
  await heading(page);
  await shoot(page, `local-subscription-checkout-${suffix}`);
  await page.getByRole('button', { name: locale === 'es' ? /^Suscribirse/ : /^Subscribe/ }).click();
  await page.waitForURL((address) => address.searchParams.get('subscription') === 'success');

  const portal = await invokeForUrl('billing-portal', { campaignId: pageId, locale });
  await page.goto(portal);
  await heading(page);
  await shoot(page, `local-portal-${suffix}`);
  await page
    .getByRole('button', { name: locale === 'es' ? 'Cancelar al final del periodo' : 'Cancel at period end' })
    .click();
  await page.waitForURL((address) => address.pathname.endsWith(`/pages/${pageId}/view`));
  await page.goto(portal);
  await heading(page);
  await shoot(page, `local-portal-ending-${suffix}`);
  await page.getByRole('button', { name: locale === 'es' ? 'Cancelar ahora' : 'Cancel now' }).click();
  await page.waitForURL((address) => address.pathname.endsWith(`/pages/${pageId}/view`));
  await page.goto(portal);
  await heading(page);
  await shoot(page, `local-portal-ended-${suffix}`);
  await page.context().close();
});
