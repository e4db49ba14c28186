/** Which provider runs: a model when one is configured, the offline composer otherwise. */

import { withOfflineFallback } from './offline-fallback.ts';
import { createOfflineProvider } from './offline-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import type { AiProvider } from './provider.ts';

export const DEFAULT_MODEL = 'gpt-4o-mini';
/** The budget of a whole generation (retries and repair included), under the platform's wall clock. */
export const DEFAULT_TIMEOUT_MS = 45_000;

/** The environment is passed in (e.g. `Deno.env.toObject()`), so this module runs anywhere. */
export function createProvider(
  env: Readonly<Record<string, string | undefined>>,
  fetchImpl?: typeof fetch,
): AiProvider {
  const apiKey = env.OPENAI_API_KEY?.trim();
  const baseURL = env.AI_BASE_URL?.trim();
  if (!apiKey && !baseURL) return createOfflineProvider();
  const timeout = Number(env.AI_TIMEOUT_MS);
  // Tests shorten the waits between retries; production keeps the default.
  const retryBase = env.AI_RETRY_BASE_MS ? Number(env.AI_RETRY_BASE_MS) : Number.NaN;
  const model = createOpenAiProvider({
    // Local OpenAI-compatible servers (Ollama) ignore the key, but the client requires one.
    apiKey: apiKey || 'not-needed',
    baseURL: baseURL || undefined,
    model: env.AI_MODEL?.trim() || DEFAULT_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    retryBaseMs: Number.isFinite(retryBase) && retryBase >= 0 ? retryBase : undefined,
    fetch: fetchImpl,
  });
  return withOfflineFallback(model);
}
