/**
 * Runs one generation and records it in ai_generations: one row per provider call, with the
 * tokens it was billed, failed calls included (a repair or a retry is paid for too).
 */

import { AiError } from '../ai/errors.ts';
import type { ProviderCall, Usage } from '../ai/provider.ts';
import { Refusal } from '../refusals/refusal.ts';
import type { UsageRecord } from './records.ts';
import type { GenerationStore } from './store.ts';

export interface UsageScope {
  store: GenerationStore;
  workspaceId: string;
  campaignId: string | null;
  kind: UsageRecord['kind'];
  userId: string;
  provider: string;
  model: string;
}

/** Hands `run` the callback the provider reports each call to. */
export async function withUsage<T extends { usage: Usage }>(
  scope: UsageScope,
  run: (onCall: (call: ProviderCall) => void) => Promise<T>,
) {
  // The per-user quota, before anything is spent: a refused generation makes no provider call.
  const wait = await scope.store.takeGenerationQuota(scope.userId);
  if (wait !== null) throw new Refusal('quota_exceeded', { retryAfterSeconds: wait });
  const started = performance.now();
  const calls: ProviderCall[] = [];
  const row = (call: ProviderCall): UsageRecord => ({
    workspaceId: scope.workspaceId,
    campaignId: scope.campaignId,
    kind: scope.kind,
    userId: scope.userId,
    provider: call.provider,
    model: call.model,
    status: call.status,
    promptTokens: call.promptTokens,
    completionTokens: call.completionTokens,
    durationMs: Math.round(call.ms),
    error: call.error,
  });
  const recordAll = () => Promise.all(calls.map((call) => scope.store.recordUsage(row(call))));
  try {
    const result = await run((call) => calls.push(call));
    // A provider that reports no calls (a test double) is one call.
    if (!calls.length) calls.push({ ...result.usage, status: 'succeeded', error: null });
    await recordAll();
    return result;
  } catch (error) {
    if (!calls.length) {
      calls.push({
        provider: scope.provider as Usage['provider'],
        model: scope.model,
        status: 'failed',
        promptTokens: 0,
        completionTokens: 0,
        ms: performance.now() - started,
        error: error instanceof AiError ? `${error.code}: ${error.message}` : String(error),
      });
    }
    await recordAll();
    throw error;
  }
}
