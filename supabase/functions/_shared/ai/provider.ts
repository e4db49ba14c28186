/** One interface for both generators: a model behind an OpenAI-compatible API, or the offline composer. */

import type { AnyBrief, PageTemplate } from '../content/brief.ts';
import type { EmailContent } from '../content/email-content.ts';
import type { PageDocument } from '../content/page-document.ts';
import type { Flag } from './output-checks.ts';
import type { TemplateRecommendation } from './recommend-templates.ts';

export type { TemplateRecommendation };

/** Recorded per generation (issue 6: usage recorded per generation). */
export interface Usage {
  provider: 'offline' | 'openai';
  model: string;
  promptTokens: number;
  completionTokens: number;
  ms: number;
}

/** One request to a provider as ai_generations records it: paid tokens count even when it failed. */
export interface ProviderCall extends Usage {
  status: 'succeeded' | 'failed';
  error: string | null;
}

/** Told to the user with the content: the model failed, so the offline composer wrote it. */
export const OFFLINE_DRAFT_NOTICE = 'model_unavailable_offline_draft';
export type GenerationNotice = typeof OFFLINE_DRAFT_NOTICE;

export interface Generated<T> {
  value: T;
  /** The whole generation: tokens of every call, time from the first request to the answer. */
  usage: Usage;
  notice?: GenerationNotice;
  /** What the output checks repaired or removed in a model's answer (output-checks.ts). */
  flagged?: Flag[];
}

export type { AnyBrief };

/** A regeneration's wishes: the same brief should not read the same a second time. */
export interface GenerationOptions {
  /** A fresh string per regeneration; the offline composer's seed takes it in. */
  variation?: string;
  /** What is being replaced, in its current words, so a model can write something different. */
  current?: { part: string; text: string };
  /** Told of every provider call as it ends, failed ones included, so each is recorded. */
  onCall?: (call: ProviderCall) => void;
  /** The campaign's own page: the one link, besides the brief's own, a model's copy may keep. */
  campaignUrl?: string;
}

export interface AiProvider {
  readonly name: Usage['provider'];
  generateEmailContent(brief: AnyBrief, options?: GenerationOptions): Promise<Generated<EmailContent>>;
  generatePageDocument(
    brief: AnyBrief,
    template: PageTemplate,
    options?: GenerationOptions,
  ): Promise<Generated<PageDocument>>;
  /** All 13 templates, best first. */
  recommendTemplates(
    brief: AnyBrief,
    options?: GenerationOptions,
  ): Promise<Generated<TemplateRecommendation[]>>;
}
