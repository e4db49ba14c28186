/** The HTML a visitor gets: the live landing page from its template, or an email's web version. */

import type { Locale } from '../_shared/content/brief.ts';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from '../_shared/content/email-content.ts';
import { pageDocumentSchema } from '../_shared/content/page-document.ts';
import { paletteFor, senderFor } from '../_shared/generation/brand.ts';
import { renderPage } from '../_shared/pages/render-page.ts';
import type { PublicCampaign } from './store.ts';
import { webVersionSafeHtml } from './web-version.ts';

export interface PageUrls {
  supabaseUrl: string;
  /** Where visitors open pages: `${publicBaseUrl}/pages/{slug}`. */
  publicBaseUrl: string;
}

/**
 * The addresses from the function's environment: public-page serves and render-pages renders with
 * these same ones, so a static copy is the function's answer byte for byte.
 */
export function pageUrlsFromEnv(env: Record<string, string | undefined>): PageUrls {
  const supabaseUrl = env.SUPABASE_URL ?? '';
  return { supabaseUrl, publicBaseUrl: env.PUBLIC_PAGES_BASE_URL || env.SITE_URL || supabaseUrl };
}

/** The language the page was written in (its stored preview's lang), else the workspace's. */
export function pageLocale({ campaign, workspace }: PublicCampaign): Locale {
  const written = campaign.html?.match(/<html[^>]*\blang="(en|es)"/)?.[1];
  return written === 'es' || written === 'en' ? written : workspace.locale === 'es' ? 'es' : 'en';
}

export function landingPageHtml(
  found: PublicCampaign,
  urls: PageUrls,
  lead: 'submitted' | 'confirm' | null,
): string | null {
  const parsed = pageDocumentSchema.safeParse(found.campaign.content);
  if (!parsed.success) return null;
  const { campaign, workspace, client } = found;
  const slug = campaign.slug ?? '';
  const locale = pageLocale(found);
  const api = urls.supabaseUrl.replace(/\/$/, '');
  return renderPage(parsed.data, {
    palette: paletteFor(campaign, client, workspace),
    mood: campaign.mood ?? 'professional',
    locale,
    sender: senderFor(workspace, client, locale, urls.supabaseUrl),
    formAction: `${api}/functions/v1/submit-lead`,
    eventsUrl: `${api}/functions/v1/public-page/${slug}/events`,
    pageId: campaign.id,
    leadFormActive: found.live,
    canonicalUrl: `${urls.publicBaseUrl.replace(/\/$/, '')}/pages/${slug}`,
    leadSubmitted: lead === 'confirm' ? 'confirm' : lead === 'submitted',
    preview: false,
  });
}

const UNSUBSCRIBE_LINK = new RegExp(
  `<a\\b[^>]*href="${UNSUBSCRIBE_URL_PLACEHOLDER.replace(/[{}]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</a>`,
  'gi',
);

/**
 * An email's web version: the HTML its latest send job sent (the snapshot ship_campaign took, not
 * the campaign as edited since), without the unsubscribe link (each recipient's own link is only
 * in their email) and without anything that could redirect, frame, run or post
 * (webVersionSafeHtml). Null until a send begins.
 */
export function emailWebVersionHtml({ campaign, sentHtml }: PublicCampaign): string | null {
  // `scheduled`: a campaign sent before and scheduled again keeps its web version meanwhile.
  if (!sentHtml || !['scheduled', 'sending', 'paused', 'sent'].includes(campaign.status)) return null;
  return webVersionSafeHtml(
    sentHtml.replace(UNSUBSCRIBE_LINK, '').replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, ''),
  );
}
