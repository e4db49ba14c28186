/**
 * Where generation reads and writes, behind one interface: the Supabase store (the caller's client,
 * so RLS decides) in the functions, an in-memory one in the handlers' unit tests.
 */

import type { EmailImage } from '../email/build-design.ts';
import type {
  CampaignContext,
  ClientRecord,
  GeneratedFields,
  UsageRecord,
  WorkspaceRecord,
} from './records.ts';

export interface SaveResult {
  /** The version holding what the campaign had before, when it had anything. */
  versionId: string | null;
}

export interface GenerationStore {
  /**
   * null when the campaign does not exist or RLS hides it (another workspace's, another client's);
   * refuses viewer_read_only when the caller may read it but not change it.
   */
  loadCampaign(campaignId: string): Promise<CampaignContext | null>;
  /** null when the workspace does not exist or the caller is not a member. */
  loadWorkspace(workspaceId: string): Promise<WorkspaceRecord | null>;
  loadClient(clientId: string): Promise<ClientRecord | null>;
  /** The workspace's pictures an email of this campaign may show (workspace-images.ts). */
  listEmailImages(context: CampaignContext): Promise<EmailImage[]>;
  /** Keeps the campaign's current content as a version, then writes the new one. */
  saveGeneration(context: CampaignContext, fields: GeneratedFields): Promise<SaveResult>;
  /**
   * Counts one provider call of the user against the generation quota (quota.ts), through the
   * database's hit_rate_limit: the seconds to wait when over it, else null.
   */
  takeGenerationQuota(userId: string): Promise<number | null>;
  /** Usage for ai_generations; a failure to record is logged, never the caller's problem. */
  recordUsage(record: UsageRecord): Promise<void>;
}
