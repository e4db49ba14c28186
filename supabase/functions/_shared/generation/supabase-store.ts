/**
 * The store on Supabase. Reads and campaign writes go through the caller's client, so RLS decides
 * what they may see and change; only ai_generations, which no API role may write, is written with
 * the service role, and only after the caller's own client has loaded the workspace.
 */

import type { SupabaseClient } from '@supabase/supabase-js';
import { refuseUnlessEditable } from '../db/editable-campaign.ts';
import { serviceRateLimit } from '../db/rate-limit.ts';
import { serviceClient } from '../db/service-client.ts';
import type { Env } from '../env.ts';
import { invalidSession, isRefusedToken, userClient } from '../http/user-client.ts';
import { refusalFromDatabase } from '../refusals/from-database.ts';
import { Refusal } from '../refusals/refusal.ts';
import { campaignNotFound } from './errors.ts';
import { takeGenerationQuota } from './quota.ts';
import type { CampaignContext, CampaignRecord, ClientRecord, WorkspaceRecord } from './records.ts';
import type { GenerationStore } from './store.ts';
import { listWorkspaceImages } from './workspace-images.ts';

const COLORS = 'primary_color, secondary_color, tertiary_color, quaternary_color';
const WORKSPACE_COLUMNS = `id, name, website, industry, country, locale, logo_path, ${COLORS}, contact_street, contact_city, contact_region, contact_zip, contact_country`;
const CLIENT_COLUMNS = `id, name, website, logo_path, ${COLORS}`;
const CAMPAIGN_COLUMNS = `id, workspace_id, client_id, kind, name, product_name, description, goals, objectives, branding, target_audience, demographics, legal_text, prompt, mood, template, slug, status, content, design, html, subject, preheader, ${COLORS}`;

interface Failure {
  error: { code?: string; message: string } | null;
  status: number;
}

/** PostgREST's refusals as the caller should see them; anything else is unexpected (500). */
function check(result: Failure, what: string): void {
  const { error, status } = result;
  if (!error) return;
  if (isRefusedToken(result)) throw invalidSession();
  // The status trigger: the message cannot change while it is being sent. A check constraint
  // (23514: a size limit) has always been answered the same way.
  if (refusalFromDatabase(error) === 'campaign_sending_locked' || error.code === '23514')
    throw new Refusal('campaign_locked');
  throw new Error(`${what}: ${error.code ?? status} ${error.message}`);
}

type Row = CampaignRecord & { workspace: WorkspaceRecord | null; client: ClientRecord | null };

export function createSupabaseStore(env: Env, authorization: string): GenerationStore {
  const user = userClient(authorization, env);
  let service: SupabaseClient | undefined;

  return {
    async loadCampaign(campaignId) {
      const result = await user
        .from('campaigns')
        .select(
          `${CAMPAIGN_COLUMNS}, workspace:workspaces(${WORKSPACE_COLUMNS}), client:clients(${CLIENT_COLUMNS})`,
        )
        .eq('id', campaignId)
        .maybeSingle<Row>();
      check(result, 'load campaign');
      if (!result.data?.workspace) return null;
      // Refused before any credit is spent, rather than by RLS at the save.
      await refuseUnlessEditable(user, campaignId);
      const { workspace, client, ...campaign } = result.data;
      return { campaign, workspace, client } satisfies CampaignContext;
    },

    async loadWorkspace(workspaceId) {
      const result = await user
        .from('workspaces')
        .select(WORKSPACE_COLUMNS)
        .eq('id', workspaceId)
        .maybeSingle<WorkspaceRecord>();
      check(result, 'load workspace');
      return result.data;
    },

    async loadClient(clientId) {
      const result = await user
        .from('clients')
        .select(CLIENT_COLUMNS)
        .eq('id', clientId)
        .maybeSingle<ClientRecord>();
      check(result, 'load client');
      return result.data;
    },

    async listEmailImages({ campaign }) {
      // The campaign's siblings: the same client's campaigns (or the workspace's own, without one).
      const siblings = user
        .from('campaigns')
        .select('id')
        .eq('workspace_id', campaign.workspace_id)
        .neq('id', campaign.id);
      const result = await (campaign.client_id
        ? siblings.eq('client_id', campaign.client_id)
        : siblings.is('client_id', null)
      )
        .order('updated_at', { ascending: false })
        .limit(3);
      check(result, 'list sibling campaigns');
      const ids = [campaign.id, ...(result.data ?? []).map((row) => row.id as string)];
      return listWorkspaceImages(user.storage.from('images'), campaign.workspace_id, ids);
    },

    async saveGeneration({ campaign }, fields) {
      let versionId: string | null = null;
      if (campaign.content != null || campaign.design != null || campaign.html != null) {
        const saved = await user
          .from('campaign_versions')
          .insert({
            workspace_id: campaign.workspace_id,
            campaign_id: campaign.id,
            content: campaign.content,
            design: campaign.design,
            html: campaign.html,
            subject: campaign.subject,
            preheader: campaign.preheader,
            note: 'Before regeneration',
          })
          .select('id')
          .single<{ id: string }>();
        check(saved, 'save version');
        versionId = saved.data?.id ?? null;
      }
      const updated = await user.from('campaigns').update(fields).eq('id', campaign.id).select('id');
      check(updated, 'save campaign');
      // Deleted (or moved out of reach) between the load and the save.
      if (!updated.data?.length) throw campaignNotFound();
      return { versionId };
    },

    takeGenerationQuota(userId) {
      service ??= serviceClient(env);
      return takeGenerationQuota(serviceRateLimit(service), userId);
    },

    async recordUsage(record) {
      service ??= serviceClient(env);
      const { error } = await service.from('ai_generations').insert({
        workspace_id: record.workspaceId,
        campaign_id: record.campaignId,
        kind: record.kind,
        provider: record.provider,
        model: record.model,
        status: record.status,
        prompt_tokens: record.promptTokens,
        completion_tokens: record.completionTokens,
        duration_ms: record.durationMs,
        error: record.error?.slice(0, 2000) ?? null,
        created_by: record.userId,
      });
      if (error) console.error('ai_generations:', error.code, error.message);
    },
  };
}
