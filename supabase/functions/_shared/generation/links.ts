/** Addresses generated content points at, from the deployment's environment. */

import type { Env } from '../env.ts';
import type { CampaignRecord } from './records.ts';

/**
 * The public page of a slug: `/pages/{slug}` on the app's site (SITE_URL, e.g.
 * https://app.pitchcraft.example), where the hosting rewrites to the public-page function.
 */
export function publicPageUrl(env: Env, slug: string | null): string | undefined {
  const site = env.SITE_URL?.trim().replace(/\/$/, '');
  if (!site || !slug) return undefined;
  return `${site}/pages/${encodeURIComponent(slug)}`;
}

/** An email's button, when the content names no link: the campaign's page, else the sender's site. */
export function emailFallbackUrl(env: Env, campaign: CampaignRecord, website: string): string | undefined {
  return publicPageUrl(env, campaign.slug) ?? (website || undefined);
}

/** Where a page's lead form posts: the submit-lead function of this project. */
export function leadFormAction(env: Env): string {
  return `${(env.SUPABASE_URL ?? '').replace(/\/$/, '')}/functions/v1/submit-lead`;
}
