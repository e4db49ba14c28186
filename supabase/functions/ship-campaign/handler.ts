/**
 * POST /ship-campaign (verify_jwt = false, see config.toml): `{ campaignId, locale? }` → `{ jobId,
 * totalRecipients, remaining }`. Calls `ship_campaign` with the caller's token, so RLS and the
 * function's own checks decide, and PostgREST verifies the token first (401 for a forged or expired
 * one, nothing shipped); a second click answers the job the first made. Its refusals come back as
 * `{ error: { code, message } }`: 404 campaign_not_found; 409 (the campaign's or the allowance's
 * state) campaign_not_ready, no_payment, no_recipients_left, no_recipients; 422 (content or settings
 * the user fixes) sender_required, sender_domain_not_owned, sender_domain_not_verified,
 * reply_to_required, subject_required, postal_address_required, postal_address_missing_from_email,
 * unsubscribe_link_missing (the checklist's blocking items, campaign_send_checklist).
 * Then it starts the processor for the job without making the caller wait (`kick`): a request to
 * process-send-jobs with the secret key that it does not await, kept alive on hosted Supabase by
 * EdgeRuntime.waitUntil. The scheduler picks the job up anyway if that request is lost.
 */

import type { Locale } from '../_shared/content/brief.ts';
import { messageEndpoint, Refusal, uuidField } from '../_shared/http/message-endpoint.ts';
import { invalidSession, userClient } from '../_shared/http/user-client.ts';
import type { Env } from '../_shared/sending/config.ts';
import { kickProcessor } from '../_shared/sending/kick.ts';

export type ShipRefusal =
  | 'campaign_not_ready'
  | 'sender_required'
  | 'sender_domain_not_owned'
  | 'sender_domain_not_verified'
  | 'reply_to_required'
  | 'subject_required'
  | 'postal_address_required'
  | 'postal_address_missing_from_email'
  | 'unsubscribe_link_missing'
  | 'attachments_too_large'
  | 'no_payment'
  | 'no_recipients_left'
  | 'no_recipients';

export interface ShippedJob {
  jobId: string;
  totalRecipients: number;
  /** What the campaign's allowance has left after this job. */
  remaining: number;
}

export class ShipRefused extends Refusal<ShipRefusal | 'campaign_not_found'> {
  override name = 'ShipRefused';
}

export interface ShipCampaignDeps {
  env: Env;
  /** Ships as the caller (their bearer header); throws ShipRefused for the database's refusals. */
  ship: (authorization: string, campaignId: string) => Promise<ShippedJob>;
  /** Starts the processor on the job; must not throw nor make the caller wait. */
  kick: (jobId: string) => void;
}

const STATUS: Record<ShipRefused['code'], number> = {
  campaign_not_found: 404,
  campaign_not_ready: 409,
  no_payment: 409,
  no_recipients_left: 409,
  no_recipients: 409,
  sender_required: 422,
  sender_domain_not_owned: 422,
  sender_domain_not_verified: 422,
  reply_to_required: 422,
  subject_required: 422,
  postal_address_required: 422,
  postal_address_missing_from_email: 422,
  unsubscribe_link_missing: 422,
  attachments_too_large: 422,
};

const MESSAGES: Record<
  Locale,
  Record<
    ShipRefused['code'] | 'invalid_request' | 'unauthorized' | 'method_not_allowed' | 'unexpected',
    string
  >
> = {
  en: {
    campaign_not_found: 'This campaign does not exist or you cannot see it.',
    campaign_not_ready: 'Only a ready email campaign with content can be sent.',
    sender_required: 'The sender information cannot be empty.',
    sender_domain_not_owned:
      "This sending domain is not one of your workspace's domains. Choose one of your verified domains, or leave it empty to send from Pitchcraft's domain.",
    sender_domain_not_verified:
      "This sending domain is not verified yet. Add its DNS records and check it again in Settings, or send from Pitchcraft's domain.",
    reply_to_required:
      "Add the workspace's contact email: replies to messages sent from Pitchcraft's domain go there.",
    subject_required: 'Write a subject before sending.',
    postal_address_required: "Add the workspace's postal address: every message carries it.",
    postal_address_missing_from_email:
      "The email does not show the workspace's postal address: add it to the email's footer before sending.",
    unsubscribe_link_missing: 'The email has no unsubscribe link: add it to the footer before sending.',
    attachments_too_large:
      'With its attachments the email is over the 40 MB the provider accepts per message once encoded: remove some attachments.',
    no_payment: 'Sending requires a paid package.',
    no_recipients_left: 'No recipients remaining: buy more to send to new recipients.',
    no_recipients: 'There are no new recipients to send to.',
    invalid_request: 'There has been an unexpected error.',
    unauthorized: 'Sign in again to send this campaign.',
    method_not_allowed: 'There has been an unexpected error.',
    unexpected: 'There has been an unexpected error.',
  },
  es: {
    campaign_not_found: 'Esta campaña no existe o no tienes acceso a ella.',
    campaign_not_ready: 'Solo se puede enviar una campaña de correo lista y con contenido.',
    sender_required: 'La información del remitente no puede estar vacía.',
    sender_domain_not_owned:
      'Este dominio de envío no es de tu espacio de trabajo. Elige uno de tus dominios verificados o déjalo vacío para enviar desde el dominio de Pitchcraft.',
    sender_domain_not_verified:
      'Este dominio de envío aún no está verificado. Añade sus registros DNS y vuelve a comprobarlo en Configuración, o envía desde el dominio de Pitchcraft.',
    reply_to_required:
      'Añade el correo de contacto del espacio de trabajo: ahí llegan las respuestas a los mensajes enviados desde el dominio de Pitchcraft.',
    subject_required: 'Escribe un asunto antes de enviar.',
    postal_address_required: 'Añade la dirección postal del espacio de trabajo: aparece en cada mensaje.',
    postal_address_missing_from_email:
      'El correo no muestra la dirección postal del espacio de trabajo: añádela al pie del correo antes de enviarlo.',
    unsubscribe_link_missing:
      'El correo no tiene enlace para darse de baja: añádelo al pie antes de enviarlo.',
    attachments_too_large:
      'Con sus adjuntos, el correo supera los 40 MB por mensaje que acepta el proveedor una vez codificado: quita algún adjunto.',
    no_payment: 'Para enviar necesitas un paquete pagado.',
    no_recipients_left: 'No quedan destinatarios: compra más para enviar a nuevos destinatarios.',
    no_recipients: 'No hay destinatarios nuevos a los que enviar.',
    invalid_request: 'Se ha producido un error inesperado.',
    unauthorized: 'Vuelve a iniciar sesión para enviar esta campaña.',
    method_not_allowed: 'Se ha producido un error inesperado.',
    unexpected: 'Se ha producido un error inesperado.',
  },
};

export function createShipCampaignHandler(deps: ShipCampaignDeps | (() => ShipCampaignDeps)) {
  // Hosted Supabase hands the browser's preflight to the function (the local gateway answers it).
  return messageEndpoint({
    name: 'ship-campaign',
    deps,
    status: STATUS,
    messages: MESSAGES,
    async run(resolved, caller, body) {
      const campaignId = uuidField(body, 'campaignId');
      const shipped = await resolved.ship(caller.authorization, campaignId);
      resolved.kick(shipped.jobId);
      return shipped;
    },
  });
}

const REFUSALS = new Set<string>(Object.keys(STATUS));

/** ship_campaign and campaign_usage through PostgREST with the caller's token. */
export function shipAsCaller(env: Env) {
  return async (authorization: string, campaignId: string): Promise<ShippedJob> => {
    const client = userClient(authorization, env);
    const { data: job, error, status } = await client.rpc('ship_campaign', { campaign_id: campaignId });
    if (error) {
      if (status === 401) throw invalidSession();
      if (error.code === '42501') throw new ShipRefused('campaign_not_found');
      if (error.code === 'P0001' && REFUSALS.has(error.message))
        throw new ShipRefused(error.message as ShipRefusal);
      throw new Error(`ship_campaign: ${error.code} ${error.message}`);
    }
    const usage = await client.rpc('campaign_usage', { campaign_id: campaignId }).single();
    if (usage.error) throw new Error(`campaign_usage: ${usage.error.code} ${usage.error.message}`);
    const shipped = job as { id: string; total_recipients: number };
    return {
      jobId: shipped.id,
      totalRecipients: shipped.total_recipients,
      remaining: (usage.data as { remaining: number }).remaining,
    };
  };
}

export const handler = createShipCampaignHandler(() => {
  const env = Deno.env.toObject();
  return { env, ship: shipAsCaller(env), kick: kickProcessor(env, fetch, 'ship-campaign') };
});
