import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { supabase } from '@/lib/supabase.ts';
import { publishKeys } from './publish-keys.ts';

const figures = z.object({
  recipients: z.number(),
  sent: z.number(),
  delivered: z.number(),
  opens: z.number(),
  clicks: z.number(),
});

const subjectTestAnswer = z.object({
  id: z.string(),
  state: z.enum(['scheduled', 'testing', 'waiting', 'sending_winner', 'finished', 'cancelled']),
  measure: z.enum(['clicks', 'opens']),
  test_share: z.number(),
  wait_hours: z.number(),
  starts_at: z.string().nullable(),
  decides_at: z.string().nullable(),
  winner: z.number().nullable(),
  winner_reason: z.enum(['measure', 'other_measure', 'tie']).nullable(),
  decided_at: z.string().nullable(),
  /** Each subject's figures when the winner was picked. */
  decided_figures: z
    .array(z.object({ variant: z.number(), sent: z.number(), opens: z.number(), clicks: z.number() }))
    .nullable(),
  variants: z.array(
    figures.partial().extend({
      variant: z.number(),
      subject: z.string(),
      preheader: z.string().nullable(),
    }),
  ),
  rest: figures.nullable(),
});
export type SubjectTestResult = z.infer<typeof subjectTestAnswer>;

/** public.campaign_subject_test: the campaign's latest subject test and its figures; null when none. */
export async function getSubjectTest(campaignId: string): Promise<SubjectTestResult | null> {
  const data = unwrap(await supabase.rpc('campaign_subject_test', { campaign_id: campaignId }));
  return data === null ? null : subjectTestAnswer.parse(data);
}

export const subjectTestQueryOptions = (workspaceId: string, campaignId: string) =>
  queryOptions({
    queryKey: publishKeys.subjectTest(workspaceId, campaignId),
    queryFn: () => getSubjectTest(campaignId),
  });

export const useSubjectTest = (workspaceId: string, campaignId: string, refetchInterval: number | false) =>
  useQuery({ ...subjectTestQueryOptions(workspaceId, campaignId), refetchInterval });

/**
 * public.cancel_subject_test: a scheduled test whole, else the rest before the winner goes out (its
 * recipients new again); refusals (send_already_started, viewer_read_only…) thrown as `Refused`.
 */
export async function cancelSubjectTest(testId: string): Promise<void> {
  unwrap(await supabase.rpc('cancel_subject_test', { test_id: testId }));
}

export function useCancelSubjectTest(workspaceId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testId: string) => cancelSubjectTest(testId),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
  });
}
