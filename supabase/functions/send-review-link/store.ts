/**
 * What send-review-link asks the database: the reviewer as the caller sees them (row-level security
 * decides, and only owners and admins may send a link), then, with the service role, a new link.
 */

import { serviceClient } from '../_shared/db/service-client.ts';
import { unwrap } from '../_shared/db/unwrap.ts';
import type { Env } from '../_shared/env.ts';
import { unwrapAsCaller, userClient } from '../_shared/http/user-client.ts';
import { refusalFromDatabase } from '../_shared/refusals/from-database.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';

export interface ReviewerToEmail {
  id: string;
  email: string;
  name: string;
  locale: 'en' | 'es';
  revokedAt: string | null;
  clientName: string;
  agencyName: string;
  senderName: string;
  senderEmail: string | undefined;
}

/** A new link's secret, or when the next one may be sent (one a minute per reviewer). */
export type IssuedLink = { secret: string; expiresAt: Date } | { retryAt: Date };

export interface ReviewLinkStore {
  /** The reviewer, if the caller is an owner or admin of their workspace; refuses otherwise. */
  reviewerToEmail(authorization: string, callerId: string, reviewerId: string): Promise<ReviewerToEmail>;
  issue(reviewerId: string): Promise<IssuedLink>;
  release(reviewerId: string): Promise<void>;
}

interface ReviewerRow {
  id: string;
  workspace_id: string;
  email: string;
  name: string;
  locale: 'en' | 'es';
  revoked_at: string | null;
  // client_reviewers reaches its workspace only through its client (the composite key).
  clients: { name: string; workspaces: { name: string } | null } | null;
}

export function supabaseReviewLinkStore(env: Env): ReviewLinkStore {
  return {
    async reviewerToEmail(authorization, callerId, reviewerId) {
      const client = userClient(authorization, env);
      // The first read as the caller: PostgREST verifies the token here, before anything is sent.
      const reviewer = unwrapAsCaller(
        await client
          .from('client_reviewers')
          .select('id, workspace_id, email, name, locale, revoked_at, clients(name, workspaces(name))')
          .eq('id', reviewerId)
          .maybeSingle(),
        'load reviewer',
      ) as ReviewerRow | null;
      if (!reviewer) throw new Refusal('reviewer_not_found');
      const membership = unwrapAsCaller(
        await client
          .from('workspace_members')
          .select('role')
          .eq('workspace_id', reviewer.workspace_id)
          .eq('user_id', callerId)
          .maybeSingle(),
        'load membership',
      ) as { role: string } | null;
      if (membership?.role !== 'owner' && membership?.role !== 'admin')
        throw new Refusal('owner_or_admin_only');
      const profile = unwrapAsCaller(
        await client.from('profiles').select('full_name, email').eq('id', callerId).maybeSingle(),
        'load profile',
      ) as { full_name: string | null; email: string | null } | null;
      const agencyName = oneLine(reviewer.clients?.workspaces?.name) || 'Pitchcraft';
      return {
        id: reviewer.id,
        email: reviewer.email,
        name: oneLine(reviewer.name),
        locale: reviewer.locale,
        revokedAt: reviewer.revoked_at,
        clientName: oneLine(reviewer.clients?.name),
        agencyName,
        senderName: oneLine(profile?.full_name) || agencyName,
        senderEmail: profile?.email || undefined,
      };
    },
    async issue(reviewerId) {
      const { data, error } = await serviceClient(env)
        .rpc('issue_review_link', { reviewer_id: reviewerId })
        .single();
      if (error) {
        const code = refusalFromDatabase(error);
        if (code) throw new Refusal(code);
        throw new Error(`issue_review_link: ${error.code} ${error.message}`);
      }
      const row = data as { link_secret: string | null; expires_at: string; retry_at: string | null };
      return row.link_secret
        ? { secret: row.link_secret, expiresAt: new Date(row.expires_at) }
        : { retryAt: new Date(row.retry_at ?? Date.now() + 60_000) };
    },
    async release(reviewerId) {
      unwrap(
        await serviceClient(env).rpc('release_review_link', { reviewer_id: reviewerId }),
        'release review link',
      );
    },
  };
}

/** Names go into the email's heading and body: one line, no control characters. */
const oneLine = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s\p{Cc}]+/gu, ' ').trim() : '';
