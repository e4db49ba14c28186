import { FunctionsHttpError } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase.ts';

/** The refusals `ship-campaign` answers with (docs/sending.md), plus what the app adds. */
export const SHIP_REFUSALS = [
  'campaign_not_ready',
  'sender_required',
  'sender_domain_not_owned',
  'sender_domain_not_verified',
  'reply_to_required',
  'subject_required',
  'postal_address_required',
  'postal_address_missing_from_email',
  'unsubscribe_link_missing',
  'attachments_too_large',
  'no_payment',
  'no_recipients_left',
  'no_recipients',
] as const;
export type ShipRefusalCode = (typeof SHIP_REFUSALS)[number] | 'unknown';

/** A ship the server refused, with its code; `unknown` for anything unexpected. */
export class ShipRefused extends Error {
  readonly code: ShipRefusalCode;
  constructor(code: ShipRefusalCode, message: string) {
    super(message);
    this.name = 'ShipRefused';
    this.code = code;
  }
}

const shipAnswer = z.object({ jobId: z.string(), totalRecipients: z.number(), remaining: z.number() });
export type ShipAnswer = z.infer<typeof shipAnswer>;

const isRefusal = (code: unknown): code is ShipRefusalCode =>
  typeof code === 'string' && (SHIP_REFUSALS as readonly string[]).includes(code);

/**
 * Ships the campaign: the `ship-campaign` function records one send job (a second click gets the
 * same job) and the processor sends it. A draft with content is marked ready first, since only a
 * ready campaign ships.
 */
export async function shipCampaign(campaignId: string, status: string, locale: string): Promise<ShipAnswer> {
  if (status === 'draft') {
    const { error } = await supabase.from('campaigns').update({ status: 'ready' }).eq('id', campaignId);
    if (error) throw new ShipRefused('campaign_not_ready', error.message);
  }
  const { data, error } = await supabase.functions.invoke('ship-campaign', { body: { campaignId, locale } });
  if (!error) return shipAnswer.parse(data);
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    const code = body?.error?.code;
    throw new ShipRefused(isRefusal(code) ? code : 'unknown', body?.error?.message ?? error.message);
  }
  throw new ShipRefused('unknown', error.message);
}

export const useShipCampaign = (campaignId: string, locale: string) =>
  useMutation({
    mutationFn: (status: string) => shipCampaign(campaignId, status, locale),
    meta: { handlesOwnErrors: true },
  });
