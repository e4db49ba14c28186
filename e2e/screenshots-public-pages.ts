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

const WORKSPACE = { en: DEMO.harborAndPine, es: DEMO.casaVerde } as const;
const slug = (template: string, locale: string) => `shot-${template}-${locale}`;

const service = () =>
  createClient(process.env.E2E_API_URL as string, process.env.E2E_SERVICE_ROLE_KEY as string, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

/** The owner writes each page with generate-page (the stack's offline composer), then it goes live. */
async function livePages() {
  const admin = service();
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
      const { data, error } = await admin
        .from('campaigns')
        .insert({
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
        })
        .select('id')
        .single();
      if (error) throw error;
      const generated = await owner.functions.invoke('generate-page', {
        body: { campaignId: data.id, mode: 'brief', template: design, locale },
      });
      if (generated.error) throw generated.error;
      for (const status of ['ready', 'published']) {
        const moved = await admin.from('campaigns').update({ status }).eq('id', data.id);
        if (moved.error) throw moved.error;
      }
      // The unpaid page is published without a subscription: visitors get the not-available page.
      if (template === 'unpaid') continue;
      const subscription = await admin.from('page_subscriptions').insert({
        workspace_id: WORKSPACE[locale],
        campaign_id: data.id,
        plan_id: 'basic',
        status: 'active',
      });
      if (subscription.error) throw subscription.error;
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
