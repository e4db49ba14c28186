/**
 * The model provider: any OpenAI-compatible chat API (OpenAI, or a local Ollama through
 * AI_BASE_URL), asked for JSON, validated with the app's zod schemas, repaired once.
 */

import OpenAI from 'openai';
import { z } from 'zod';
import { PAGE_TEMPLATES, type PageTemplate } from '../content/brief.ts';
import { emailContentSchema } from '../content/email-content.ts';
import { pageDocumentSchema } from '../content/page-document.ts';
import { type BriefFacts, readBrief } from './brief-facts.ts';
import { AiError, invalidOutput, rateLimited, rejected, timedOut, upstreamFailed } from './errors.ts';
import { describeIssues, jsonSchemaFormat, type ResponseFormat } from './json-schema.ts';
import { emailPrompt, pagePrompt, recommendPrompt, repairPrompt, systemPrompt } from './prompts.ts';
import type { AiProvider, Generated, TemplateRecommendation, Usage } from './provider.ts';
import { recommendTemplatesOffline } from './recommend-templates.ts';

export interface OpenAiProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  /** For tests and for runtimes that need their own fetch. */
  fetch?: typeof fetch;
}

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

const recommendationsSchema = z.object({
  recommendations: z
    .array(
      z.object({
        template: z.enum(PAGE_TEMPLATES),
        score: z.number().min(0).max(1),
        reason: z.string().trim().min(1).max(300),
      }),
    )
    .min(1)
    .max(13),
});

function toAiError(error: unknown, timeoutMs: number): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return timedOut(timeoutMs);
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return timedOut(timeoutMs);
  if (error instanceof OpenAI.APIUserAbortError) return timedOut(timeoutMs);
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 429) {
      const retryAfter = Number(error.headers?.get?.('retry-after') ?? Number.NaN);
      return rateLimited(Number.isFinite(retryAfter) ? retryAfter : undefined);
    }
    if (status >= 500 || status === 0) return upstreamFailed(status || undefined);
    return rejected(status);
  }
  return upstreamFailed();
}

/** Some OpenAI-compatible servers do not know json_schema; they still honour json_object. */
function unsupportedFormat(error: unknown): boolean {
  return (
    error instanceof OpenAI.APIError &&
    error.status === 400 &&
    /response_format|json_schema/i.test(error.message)
  );
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function ask(
    messages: Message[],
    format: ResponseFormat,
  ): Promise<{ text: string; usage: OpenAI.CompletionUsage | undefined }> {
    const request = (response_format: ResponseFormat) =>
      client.chat.completions.create(
        { model: options.model, messages, response_format, temperature: 0.7 },
        { signal: AbortSignal.timeout(options.timeoutMs) },
      );
    let completion: OpenAI.ChatCompletion;
    try {
      completion = await request(format);
    } catch (error) {
      if (format.type !== 'json_schema' || !unsupportedFormat(error))
        throw toAiError(error, options.timeoutMs);
      completion = await request({ type: 'json_object' }).catch((e) => {
        throw toAiError(e, options.timeoutMs);
      });
    }
    return { text: completion.choices[0]?.message?.content ?? '', usage: completion.usage };
  }

  /** Asks, validates, and on failure sends the validation errors back once. */
  async function generate<S extends z.ZodType>(
    schema: S,
    name: string,
    facts: BriefFacts,
    prompt: string,
  ): Promise<Generated<z.output<S>>> {
    const started = performance.now();
    const usage: Usage = {
      provider: 'openai',
      model: options.model,
      promptTokens: 0,
      completionTokens: 0,
      ms: 0,
    };
    const messages: Message[] = [
      { role: 'system', content: systemPrompt(facts) },
      { role: 'user', content: prompt },
    ];
    const format = jsonSchemaFormat(name, schema);
    let issues: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await ask(messages, format);
      usage.promptTokens += answer.usage?.prompt_tokens ?? 0;
      usage.completionTokens += answer.usage?.completion_tokens ?? 0;
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.text.replace(/^```(?:json)?\s*|\s*```$/g, ''));
      } catch {
        issues = ['The answer is not valid JSON.'];
        messages.push(
          { role: 'assistant', content: answer.text },
          { role: 'user', content: repairPrompt(issues) },
        );
        continue;
      }
      const result = schema.safeParse(parsed);
      if (result.success) {
        usage.ms = Math.round(performance.now() - started);
        return { value: result.data, usage };
      }
      issues = describeIssues(result.error);
      messages.push(
        { role: 'assistant', content: answer.text },
        { role: 'user', content: repairPrompt(issues) },
      );
    }
    throw invalidOutput(issues);
  }

  return {
    name: 'openai',
    generateEmailContent(brief, generation) {
      const facts = readBrief(brief);
      return generate(emailContentSchema, 'email_content', facts, emailPrompt(brief, facts, generation));
    },
    async generatePageDocument(brief, template: PageTemplate, generation) {
      const facts = readBrief(brief);
      const result = await generate(
        pageDocumentSchema,
        'page_document',
        facts,
        pagePrompt(brief, facts, template, generation),
      );
      // The template is the caller's choice, not the model's.
      return { ...result, value: { ...result.value, template } };
    },
    async recommendTemplates(brief) {
      const facts = readBrief(brief);
      const result = await generate(
        recommendationsSchema,
        'template_recommendations',
        facts,
        recommendPrompt(brief, PAGE_TEMPLATES),
      );
      // Always all 13, once each: what the model left out keeps the offline ranking, below the model's.
      const seen = new Set<string>();
      const fromModel = result.value.recommendations
        .filter((r) => !seen.has(r.template) && seen.add(r.template))
        .sort((a, b) => b.score - a.score);
      const rest = recommendTemplatesOffline(facts)
        .filter((r) => !seen.has(r.template))
        .map((r) => ({ ...r, score: Math.min(r.score, fromModel.at(-1)?.score ?? 1) * 0.99 }));
      const value: TemplateRecommendation[] = [...fromModel, ...rest].map((r) => ({
        ...r,
        score: Math.round(r.score * 100) / 100,
      }));
      return { value, usage: result.usage };
    },
  };
}
