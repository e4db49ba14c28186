/** Runs one provider call and records its usage (or its failure) in ai_generations. */

import { AiError } from '../ai/errors.ts';
import type { Usage } from '../ai/provider.ts';
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

export async function withUsage<T extends { usage: Usage }>(scope: UsageScope, run: () => Promise<T>) {
  // The per-user quota, before anything is spent: a refused call is not a provider call.
  const wait = await scope.store.takeGenerationQuota(scope.userId);
  if (wait !== null) throw new Refusal('quota_exceeded', { retryAfterSeconds: wait });
  const started = performance.now();
  const base = {
    workspaceId: scope.workspaceId,
    campaignId: scope.campaignId,
    kind: scope.kind,
    userId: scope.userId,
  };
  try {
    const result = await run();
    await scope.store.recordUsage({
      ...base,
      provider: result.usage.provider,
      model: result.usage.model,
      status: 'succeeded',
      promptTokens: result.usage.promptTokens,
      completionTokens: result.usage.completionTokens,
      durationMs: Math.round(result.usage.ms),
      error: null,
    });
    return result;
  } catch (error) {
    await scope.store.recordUsage({
      ...base,
      provider: scope.provider,
      model: scope.model,
      status: 'failed',
      promptTokens: 0,
      completionTokens: 0,
      durationMs: Math.round(performance.now() - started),
      error: error instanceof AiError ? `${error.code}: ${error.message}` : String(error),
    });
    throw error;
  }
}
