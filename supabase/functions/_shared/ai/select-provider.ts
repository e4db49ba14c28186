/** Which provider runs: a model when one is configured, the offline composer otherwise. */

import { createOfflineProvider } from './offline-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import type { AiProvider } from './provider.ts';

export const DEFAULT_MODEL = 'gpt-4o-mini';
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
  return createOpenAiProvider({
    // Local OpenAI-compatible servers (Ollama) ignore the key, but the client requires one.
    apiKey: apiKey || 'not-needed',
    baseURL: baseURL || undefined,
    model: env.AI_MODEL?.trim() || DEFAULT_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    fetch: fetchImpl,
  });
}
