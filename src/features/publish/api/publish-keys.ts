import { workspaceKeys } from '@/lib/query-keys.ts';

/**
 * Everything the publish screen of one campaign reads lives under one key, so an upload or a
 * payment refreshes the list, the counts and the allowance together.
 */
export const publishKeys = {
  all: (workspaceId: string, campaignId: string) =>
    workspaceKeys.scoped(workspaceId, 'campaigns', campaignId, 'publish'),
  campaign: (workspaceId: string, campaignId: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'campaign'] as const,
  recipients: (workspaceId: string, campaignId: string, filters?: { q: string; page: number }) =>
    filters
      ? ([...publishKeys.all(workspaceId, campaignId), 'recipients', filters] as const)
      : ([...publishKeys.all(workspaceId, campaignId), 'recipients'] as const),
  recipientEvents: (workspaceId: string, campaignId: string, recipientId: number) =>
    [...publishKeys.all(workspaceId, campaignId), 'recipient-events', recipientId] as const,
  summary: (workspaceId: string, campaignId: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'summary'] as const,
  usage: (workspaceId: string, campaignId: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'usage'] as const,
  sendJob: (workspaceId: string, campaignId: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'send-job'] as const,
  timeline: (workspaceId: string, campaignId: string, bucket: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'timeline', bucket] as const,
  suppressed: (workspaceId: string, campaignId: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'suppressed'] as const,
  undelivered: (workspaceId: string, campaignId: string, filters: { kind: string | null; page: number }) =>
    [...publishKeys.all(workspaceId, campaignId), 'undelivered', filters] as const,
  subjectTest: (workspaceId: string, campaignId: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'subject-test'] as const,
  followUp: (workspaceId: string, campaignId: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'follow-up'] as const,
  checklist: (workspaceId: string, campaignId: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'checklist'] as const,
  /**
   * Outside the screen's key on purpose: checking links fetches up to 40 sites, and every upload,
   * send or settings save refreshes everything under `all`. The answer goes stale on its own.
   */
  links: (campaignId: string) => ['campaign-links', campaignId] as const,
  slug: (workspaceId: string, campaignId: string, slug: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'slug', slug] as const,
  purchase: (workspaceId: string, campaignId: string, purchaseId: string) =>
    [...publishKeys.all(workspaceId, campaignId), 'purchase', purchaseId] as const,
};
