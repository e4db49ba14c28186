/** The provider used when no model is configured: deterministic, instant, no network. */

import type { PageTemplate } from '../content/brief.ts';
import { readBrief } from './brief-facts.ts';
import { composeEmail } from './composer/compose-email.ts';
import { composePage } from './composer/compose-page.ts';
import { hashString } from './composer/seed.ts';
import type { AiProvider, AnyBrief, Generated, GenerationOptions } from './provider.ts';
import { recommendTemplatesOffline } from './recommend-templates.ts';

/** Same brief, same seed, same copy; a variation (a regeneration) draws other copy from the same brief. */
export function briefSeed(brief: AnyBrief, variation?: string): string {
  const text = JSON.stringify(brief);
  return hashString(variation ? `${text}\u0000${variation}` : text).toString(36);
}

export const OFFLINE_MODEL = 'composer-1';

function timed<T>(make: () => T, options: GenerationOptions | undefined): Generated<T> {
  const started = performance.now();
  const value = make();
  const ms = Math.round((performance.now() - started) * 100) / 100;
  const usage = {
    provider: 'offline',
    model: OFFLINE_MODEL,
    promptTokens: 0,
    completionTokens: 0,
    ms,
  } as const;
  options?.onCall?.({ ...usage, status: 'succeeded', error: null });
  return { value, usage };
}

export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    generateEmailContent: (brief, options) =>
      Promise.resolve(
        timed(() => composeEmail(readBrief(brief), briefSeed(brief, options?.variation)), options),
      ),
    generatePageDocument: (brief, template: PageTemplate, options) =>
      Promise.resolve(
        timed(() => composePage(readBrief(brief), template, briefSeed(brief, options?.variation)), options),
      ),
    recommendTemplates: (brief, options) =>
      Promise.resolve(timed(() => recommendTemplatesOffline(readBrief(brief)), options)),
  };
}
