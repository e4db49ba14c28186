/** The processor's store on Supabase, with the service role (it acts for no user). */

import { serviceClient } from '../db/service-client.ts';
import { unwrap } from '../db/unwrap.ts';
import { refusalFromDatabase } from '../refusals/from-database.ts';
import type { Env } from './config.ts';
import {
  type BatchResult,
  type CampaignToSend,
  type RecipientToSend,
  type SendJob,
  type SendStore,
  StaleBatchError,
} from './store.ts';

function present<T>(value: T, what: string): NonNullable<T> {
  if (value === null || value === undefined) throw new Error(`${what}: not found`);
  return value;
}

interface JobRow {
  id: string;
  workspace_id: string;
  campaign_id: string;
  total_recipients: number;
  sent_count: number;
  failed_count: number;
  skipped_count: number;
  bookmark: number;
  status: SendJob['status'];
  pending_batch: (number | string)[] | null;
}

const toJob = (row: JobRow): SendJob => ({
  id: row.id,
  workspaceId: row.workspace_id,
  campaignId: row.campaign_id,
  totalRecipients: row.total_recipients,
  sentCount: row.sent_count,
  failedCount: row.failed_count,
  skippedCount: row.skipped_count,
  bookmark: Number(row.bookmark),
  status: row.status,
  pendingBatch: row.pending_batch ? row.pending_batch.map(Number) : null,
});

export function serviceSendStore(env: Env): SendStore {
  const client = serviceClient(env);
  return {
    async leaseJob(jobId, leaseSeconds) {
      const rows = unwrap(
        await client.rpc('lease_send_job', { job_id: jobId, lease_seconds: leaseSeconds }),
        'lease send job',
      ) as JobRow[] | null;
      const row = rows?.[0];
      return row ? toJob(row) : null;
    },
    async campaign(job): Promise<CampaignToSend> {
      // What the job was shipped with (send_jobs.html, subject, sender_name, sender_domain,
      // reply_to, copied by ship_campaign, or from the send a retry repeats): edits after the ship reach neither the rest of this send nor its
      // web version, and every retry of a batch carries the same content and sender.
      const snapshot = present(
        unwrap(
          await client
            .from('send_jobs')
            .select('html, subject, sender_name, sender_domain, reply_to')
            .eq('id', job.id)
            .maybeSingle(),
          'load job',
        ),
        'load job',
      ) as {
        html: string | null;
        subject: string | null;
        sender_name: string | null;
        sender_domain: string | null;
        reply_to: string | null;
      };
      const campaign = present(
        unwrap(
          await client.from('campaigns').select('id, subject, slug').eq('id', job.campaignId).maybeSingle(),
          'load campaign',
        ),
        'load campaign',
      );
      const attachments = unwrap(
        await client
          .from('campaign_attachments')
          .select('file_name, storage_path, content_type')
          .eq('campaign_id', job.campaignId)
          .order('created_at'),
        'load attachments',
      );
      return {
        id: campaign.id,
        html: snapshot.html ?? '',
        // Jobs recorded before the subject was part of the snapshot send the campaign's.
        subject: snapshot.subject ?? campaign.subject ?? '',
        senderName: snapshot.sender_name ?? '',
        senderDomain: snapshot.sender_domain?.trim() || null,
        replyTo: snapshot.reply_to?.trim() || null,
        slug: campaign.slug ?? null,
        attachments: (attachments ?? []).map((a) => ({
          fileName: a.file_name,
          storagePath: a.storage_path,
          contentType: a.content_type,
        })),
      };
    },
    async recipients(jobId, afterId, limit): Promise<RecipientToSend[]> {
      const rows = unwrap(
        await client
          .from('recipients')
          .select('id, email, unsubscribe_token')
          .eq('send_job_id', jobId)
          .gt('id', afterId)
          .order('id')
          .limit(limit),
        'load recipients',
      );
      return (rows ?? []).map((r) => ({
        id: Number(r.id),
        email: r.email,
        unsubscribeToken: r.unsubscribe_token,
      }));
    },
    async suppressed(workspaceId, emails) {
      if (emails.length === 0) return new Set();
      const rows = unwrap(
        await client.from('suppressions').select('email').eq('workspace_id', workspaceId).in('email', emails),
        'load suppressions',
      );
      return new Set((rows ?? []).map((r) => r.email as string));
    },
    async beginBatch(jobId, fromBookmark, recipientIds) {
      const { error } = await client.rpc('begin_send_batch', {
        job_id: jobId,
        from_bookmark: fromBookmark,
        recipient_ids: recipientIds,
      });
      if (refusalFromDatabase(error) === 'stale_send_batch') throw new StaleBatchError();
      if (error) throw new Error(`begin send batch: ${error.code} ${error.message}`);
    },
    async recordBatch(jobId, results: BatchResult[], bookmark, fromBookmark, leaseSeconds) {
      const { data, error } = await client.rpc('record_send_batch', {
        job_id: jobId,
        results,
        bookmark,
        from_bookmark: fromBookmark,
        lease_seconds: leaseSeconds,
      });
      if (refusalFromDatabase(error) === 'stale_send_batch') throw new StaleBatchError();
      if (error) throw new Error(`record send batch: ${error.code} ${error.message}`);
      return toJob(data as JobRow);
    },
    async release(jobId, error, retryAfterSeconds) {
      unwrap(
        await client.rpc('release_send_job', {
          job_id: jobId,
          error,
          retry_after_seconds: retryAfterSeconds,
        }),
        'release send job',
      );
    },
    async pause(jobId, reason, error) {
      unwrap(
        await client.rpc('pause_send_job', { job_id: jobId, reason, error: error ?? undefined }),
        'pause send job',
      );
    },
    async takeSendSlot(requestsPerSecond) {
      const seconds = unwrap(
        await client.rpc('take_send_slot', { requests_per_second: requestsPerSecond }),
        'take send slot',
      );
      return Math.max(0, Number(seconds) || 0);
    },
    async holdSendSlots(seconds) {
      unwrap(await client.rpc('hold_send_slots', { seconds }), 'hold send slots');
    },
    async attachment(storagePath) {
      const { data, error } = await client.storage.from('attachments').download(storagePath);
      if (error || !data) throw new Error(`download attachment ${storagePath}: ${error?.message}`);
      return new Uint8Array(await data.arrayBuffer());
    },
  };
}
