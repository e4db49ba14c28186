/** A saved campaign (or the wizard's fields) as the generators' brief, validated by the same schemas. */

import type { AnyBrief } from '../ai/provider.ts';
import { briefSchema, expressBriefSchema, type Locale, type Mood } from '../content/brief.ts';
import { parseBody } from '../http/message-endpoint.ts';
import { paletteFor, senderFor } from './brand.ts';
import { invalidRequest } from './errors.ts';
import type { CampaignContext } from './records.ts';
import type { BriefFieldsRequest } from './requests.ts';

export interface BriefOptions {
  mode: 'brief' | 'express';
  /** The request's prompt; express falls back to the one saved with the campaign. */
  prompt?: string;
  locale: Locale;
  supabaseUrl: string;
}

/**
 * Non-empty parts joined as paragraphs, clipped to the brief's limit: the database allows longer
 * fields than the generators read, and a long brief should still generate rather than fail.
 */
const text = (max: number, ...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('\n\n')
    .slice(0, max)
    .trim();

function parseBrief(input: unknown, express: boolean): AnyBrief {
  // The database's limits are wider than the brief's in places: say which field is too long.
  return express ? parseBody(expressBriefSchema, input) : parseBody(briefSchema, input);
}

export function briefFromCampaign({ campaign, workspace, client }: CampaignContext, options: BriefOptions) {
  const common = {
    locale: options.locale,
    name: text(200, campaign.name),
    palette: paletteFor(campaign, client, workspace),
    sender: senderFor(workspace, client, options.locale, options.supabaseUrl),
  };
  if (options.mode === 'express') {
    const prompt = options.prompt ?? text(4000, campaign.prompt);
    if (!prompt) throw invalidRequest([{ path: 'prompt', message: 'an express generation needs a prompt' }]);
    return parseBrief({ ...common, prompt, mood: campaign.mood ?? undefined }, true);
  }
  return parseBrief(
    {
      ...common,
      productName: text(200, campaign.product_name),
      description: text(4000, campaign.description),
      goals: text(2000, campaign.goals),
      objectives: text(2000, campaign.objectives),
      targetAudience: text(2000, campaign.target_audience, campaign.demographics),
      branding: text(2000, campaign.branding),
      legal: text(4000, campaign.legal_text),
      // A workspace's industry describes the agency, not its client's business.
      industry: client ? '' : (workspace.industry ?? ''),
      mood: campaign.mood ?? 'professional',
    },
    false,
  );
}

/** The wizard's fields before the campaign exists (template recommendations on the review step). */
export function briefFromFields(
  fields: BriefFieldsRequest,
  context: Omit<CampaignContext, 'campaign'>,
  options: Omit<BriefOptions, 'mode' | 'prompt'>,
): AnyBrief {
  const common = {
    locale: options.locale,
    name: fields.name || fields.productName || context.client?.name || context.workspace.name,
    palette: paletteFor(context.client, context.workspace),
    sender: senderFor(context.workspace, context.client, options.locale, options.supabaseUrl),
  };
  const hasBrief = [fields.productName, fields.description, fields.goals, fields.objectives].some(Boolean);
  if (fields.prompt && !hasBrief) {
    return parseBrief({ ...common, prompt: fields.prompt, mood: fields.mood }, true);
  }
  return parseBrief(
    {
      ...common,
      productName: fields.productName ?? '',
      description: text(4000, fields.description, fields.prompt),
      goals: fields.goals ?? '',
      objectives: fields.objectives ?? '',
      targetAudience: fields.targetAudience ?? '',
      industry: fields.industry ?? (context.client ? '' : (context.workspace.industry ?? '')),
      mood: fields.mood ?? ('professional' satisfies Mood),
    },
    false,
  );
}
