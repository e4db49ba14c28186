/**
 * The review-link rules of the database in memory, for send-review-link's tests: the reviewer as
 * row-level security shows it (only owners and admins may send), issue_review_link's one link per
 * 10 minutes and release_review_link. supabase/tests/client-reviewers.test.ts runs the real ones.
 */

import type { IssuedLink, ReviewerToEmail, ReviewLinkStore } from '../../send-review-link/store.ts';
import { Refusal } from '../refusals/refusal.ts';

export interface MemoryReviewLinkStore extends ReviewLinkStore {
  /** The secret of each reviewer's current link (the database keeps only its hash). */
  links: Map<string, string>;
  released: string[];
  advance(ms: number): void;
}

/** `callers`: bearer header → their role in the reviewers' workspace. */
export function memoryReviewLinkStore(
  reviewers: ReviewerToEmail[],
  callers: Record<string, 'owner' | 'admin' | 'editor' | 'viewer' | undefined>,
): MemoryReviewLinkStore {
  const links = new Map<string, string>();
  const sentAt = new Map<string, number>();
  const released: string[] = [];
  let clock = Date.parse('2026-11-26T10:00:00Z');
  return {
    links,
    released,
    advance(ms) {
      clock += ms;
    },
    async reviewerToEmail(authorization, _callerId, reviewerId) {
      const role = callers[authorization];
      const reviewer = reviewers.find((r) => r.id === reviewerId);
      if (!role || !reviewer) throw new Refusal('reviewer_not_found');
      if (role !== 'owner' && role !== 'admin') throw new Refusal('owner_or_admin_only');
      return reviewer;
    },
    async issue(reviewerId): Promise<IssuedLink> {
      const last = sentAt.get(reviewerId);
      if (last !== undefined && clock - last < 600_000) return { retryAt: new Date(last + 600_000) };
      const secret = crypto.randomUUID().replaceAll('-', '').repeat(2);
      links.set(reviewerId, secret);
      sentAt.set(reviewerId, clock);
      return { secret, expiresAt: new Date(clock + 30 * 86_400_000) };
    },
    async release(reviewerId) {
      released.push(reviewerId);
      links.delete(reviewerId);
      sentAt.delete(reviewerId);
    },
  };
}
