/**
 * Screenshots of the local checkout page (supabase/functions/local-checkout): the package to pay,
 * the same checkout once paid, and an unknown checkout, at desktop and phone widths in English and
 * Spanish, into the git-ignored screenshots/ folder: `npx node e2e/screenshots-local-checkout.ts`.
 */
import { createClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { DEMO } from './support/demo-users.ts';
import { pictureEveryVariant, shoot } from './support/screenshot-pages.ts';

async function checkoutUrl(locale: 'en' | 'es', packageId: string): Promise<string> {
  const supabase = createClient(process.env.E2E_API_URL as string, process.env.E2E_ANON_KEY as string, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error: signInError } = await supabase.auth.signInWithPassword({
    email: DEMO.owner,
    password: DEMO.password,
  });
  if (signInError) throw signInError;
  const { data, error } = await supabase.functions.invoke('checkout', {
    body: { campaignId: DEMO.bluebirdEmail, packageId, locale },
  });
  if (error) throw error;
  return (data as { url: string }).url;
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
  await page.context().close();
});
