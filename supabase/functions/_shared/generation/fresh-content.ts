/** Asking the provider for content that reads differently from what a regeneration replaces. */

import type { AiProvider, Generated, GenerationOptions } from '../ai/provider.ts';

/** The offline composer's phrase banks are small: a few variations find other words or none exist. */
const OFFLINE_ATTEMPTS = 6;

/**
 * Offline, a regeneration that comes out as it was tries the next variation, so Regenerate changes
 * what it can. A model is asked once (each call costs) and told the current words instead.
 */
export async function writeFresh<T>(
  provider: AiProvider,
  options: GenerationOptions,
  ask: (options: GenerationOptions) => Promise<Generated<T>>,
  unchanged: (value: T) => boolean,
): Promise<Generated<T>> {
  let result = await ask(options);
  if (provider.name !== 'offline') return result;
  for (let attempt = 1; attempt < OFFLINE_ATTEMPTS && unchanged(result.value); attempt++) {
    result = await ask({ ...options, variation: `${options.variation ?? ''}#${attempt}` });
  }
  return result;
}

/** Keys sorted: jsonb does not keep the order an object was written in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Deep equality of two JSON values, whatever the order of their keys. */
export const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
