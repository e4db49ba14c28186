import type { Browser, Page } from 'playwright-core';
import { signInThroughForm } from './accounts.ts';
import { baseUrl, DESKTOP, openPage, type Viewport } from './browser.ts';

/** The seed's demo data (supabase/seed.sql, docs/database.md). */
export const DEMO = {
  password: 'pitchcraft-demo-2026',
  owner: 'owner@pitchcraft.local',
  admin: 'admin@pitchcraft.local',
  member: 'member@pitchcraft.local',
  /** Owner, admin and member; sender and postal address set; the client Bluebird Bikes. */
  harborAndPine: 'b2e1d4c3-0000-4000-8000-000000000001',
  /** The owner's alone; no sender, no clients. */
  casaVerde: 'b2e1d4c3-0000-4000-8000-000000000002',
  /** One email campaign and one landing page, no leads. */
  bluebirdBikes: 'c3f2e5d4-0000-4000-8000-000000000001',
  bluebirdEmail: 'd4a3f6e5-0000-4000-8000-000000000001',
  bluebirdPage: 'd4a3f6e5-0000-4000-8000-000000000002',
} as const;

type SignInOptions = { viewport?: Viewport; locale?: 'en' | 'es' };

/** Harbor & Pine's postal address, which a send needs (and its email shows), for scripts to set. */
export const HARBOR_ADDRESS = {
  contact_street: '48 Harbor Street',
  contact_city: 'Portland',
  contact_region: 'ME',
  contact_zip: '04101',
  contact_country: 'US',
};

/** An email a send accepts for Harbor & Pine: its address, and the unsubscribe link. */
export const HARBOR_EMAIL_HTML =
  '<p>Hello</p><p>48 Harbor Street, Portland, ME 04101</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>';

/** A demo user signed in through the form, at `path`, in the language asked for. */
export async function demoUserAt(
  browser: Browser,
  email: string,
  path: string,
  { viewport = DESKTOP, locale = 'en' }: SignInOptions = {},
): Promise<Page> {
  const page = await openPage(browser, viewport);
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await signInThroughForm(page, { email, password: DEMO.password });
  await page.waitForURL((url) => url.pathname === path);
  if (locale !== 'en') {
    await page.context().addCookies([{ name: 'pitchcraft-locale', value: locale, url: baseUrl() }]);
    await page.reload();
  }
  return page;
}
