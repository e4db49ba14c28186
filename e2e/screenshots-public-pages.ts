/**
 * Screenshots of public pages as visitors see them at /pages/{slug} (vite preview proxying to the
 * stack's public-page function): every template, written by generate-page (offline) in English
 * (Harbor & Pine) and Spanish (Panadería Casa Verde), live with an active subscription, at desktop
 * and phone widths, with JavaScript on and off. Also the not-available page, and the thank-you
 * after a no-JavaScript submission and for double opt-in.
 *   npx node e2e/screenshots-public-pages.ts
 */
import { createClient } from '@supabase/supabase-js';
import type { Browser } from 'playwright-core';
import { sampleBrief } from '../supabase/functions/_shared/ai/test-briefs.ts';
import { PAGE_TEMPLATES } from '../supabase/functions/_shared/content/brief.ts';
import { SHOWCASE } from '../supabase/functions/_shared/pages/fixtures/showcase.ts';
import { DEMO } from './support/demo-users.ts';
import { pictureEveryVariant, type ScreenVariant, shoot } from './support/screenshot-pages.ts';
import { insertRows, updateRows } from './support/table-owner.ts';

const WORKSPACE = { en: DEMO.harborAndPine, es: DEMO.casaVerde } as const;
const slug = (template: string, locale: string) => `shot-${template}-${locale}`;

/**
 * The owner writes each page with generate-page (the stack's offline composer), then it goes live;
 * the rows around it are written as the tables' owner (see table-owner.ts).
 */
async function livePages() {
  const owner = createClient(process.env.E2E_API_URL as string, process.env.E2E_ANON_KEY as string, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signIn = await owner.auth.signInWithPassword({ email: DEMO.owner, password: DEMO.password });
  if (signIn.error) throw signIn.error;
  for (const locale of ['en', 'es'] as const) {
    const brief = sampleBrief(locale, 'modern');
    for (const template of [...PAGE_TEMPLATES, 'unpaid' as const]) {
      const design = template === 'unpaid' ? 'solid' : template;
      const { palette, mood } = SHOWCASE[design];
      const [page] = await insertRows<{ id: string }>('campaigns', {
        workspace_id: WORKSPACE[locale],
        kind: 'page',
        name: `${template} ${locale}`,
        product_name: brief.productName,
        description: brief.description,
        goals: brief.goals,
        objectives: brief.objectives,
        target_audience: brief.targetAudience,
        legal_text: brief.legal,
        slug: slug(template, locale),
        template: design,
        mood,
        primary_color: palette.primary,
        secondary_color: palette.secondary,
        tertiary_color: palette.tertiary,
        quaternary_color: palette.quaternary,
      });
      if (!page) throw new Error(`page ${template} ${locale} was not created`);
      const generated = await owner.functions.invoke('generate-page', {
        body: { campaignId: page.id, mode: 'brief', template: design, locale },
      });
      if (generated.error) throw generated.error;
      for (const status of ['ready', 'published']) {
        await updateRows('campaigns', { status }, { id: page.id });
      }
      // The unpaid page is published without a subscription: visitors get the not-available page.
      if (template === 'unpaid') continue;
      await insertRows('page_subscriptions', {
        workspace_id: WORKSPACE[locale],
        campaign_id: page.id,
        plan_id: 'basic',
        status: 'active',
      });
    }
  }
}

async function picture(browser: Browser, { locale, viewport, suffix }: ScreenVariant) {
  for (const javaScriptEnabled of [true, false]) {
    const js = javaScriptEnabled ? 'js' : 'nojs';
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport,
      javaScriptEnabled,
      locale: locale === 'es' ? 'es-ES' : 'en-US',
    });
    const page = await context.newPage();
    for (const template of PAGE_TEMPLATES) {
      const response = await page.goto(`/pages/${slug(template, locale)}`);
      if (response?.status() !== 200) throw new Error(`${template} ${locale}: ${response?.status()}`);
      await page.locator('h1').first().waitFor();
      await shoot(page, `public-page-${template}-${js}-${suffix}`);
    }
    if (!javaScriptEnabled) {
      await page.goto(`/pages/${slug('venus', locale)}?lead=submitted#lead-form`);
      await shoot(page, `public-page-submitted-${suffix}`);
      await page.goto(`/pages/${slug('lucy', locale)}?lead=confirm#lead-form`);
      await shoot(page, `public-page-confirm-${suffix}`);
      const missing = await page.goto(`/pages/${locale === 'es' ? slug('unpaid', locale) : 'no-page-here'}`);
      if (missing?.status() !== 404) throw new Error(`not available: ${missing?.status()}`);
      await shoot(page, `public-page-not-available-${suffix}`);
    }
    await context.close();
  }
}

await pictureEveryVariant(picture, livePages);
