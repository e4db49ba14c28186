/** One interface for both generators: a model behind an OpenAI-compatible API, or the offline composer. */

import type { Brief, ExpressBrief, PageTemplate } from '../content/brief.ts';
import type { EmailContent } from '../content/email-content.ts';
import type { PageDocument } from '../content/page-document.ts';
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

export interface Generated<T> {
  value: T;
  usage: Usage;
}

export type AnyBrief = Brief | ExpressBrief;

/** A regeneration's wishes: the same brief should not read the same a second time. */
export interface GenerationOptions {
  /** A fresh string per regeneration; the offline composer's seed takes it in. */
  variation?: string;
  /** What is being replaced, in its current words, so a model can write something different. */
  current?: { part: string; text: string };
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
  recommendTemplates(brief: AnyBrief): Promise<Generated<TemplateRecommendation[]>>;
}
