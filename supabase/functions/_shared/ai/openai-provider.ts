/**
 * The model provider: any OpenAI-compatible chat API (OpenAI, or a local Ollama through
 * AI_BASE_URL), asked for JSON in strict mode, validated with the app's zod schemas, repaired
 * once, checked against the brief (output-checks.ts). One deadline covers a whole generation:
 * retries after 429 and 5xx happen only while it lasts (docs/generation.md, "The model path").
 */

import OpenAI from 'openai';
import { z } from 'zod';
import { PAGE_TEMPLATES, type PageTemplate } from '../content/brief.ts';
import { emailContentSchema } from '../content/email-content.ts';
import { pageDocumentSchema } from '../content/page-document.ts';
import { readBrief } from './brief-facts.ts';
import { composeEmail } from './composer/compose-email.ts';
import { composePage } from './composer/compose-page.ts';
import {
  type AiError,
  invalidOutput,
  quotaExhausted,
  rateLimited,
  rejected,
  timedOut,
  upstreamFailed,
} from './errors.ts';
import { extractJson } from './extract-json.ts';
import { describeIssues, jsonSchemaFormat, type ResponseFormat } from './json-schema.ts';
import { briefSeed } from './offline-provider.ts';
import { checkEmailContent, checkPageDocument, languageIssues } from './output-checks.ts';
import { emailPrompt, pagePrompt, recommendPrompt, repairPrompt, systemPrompt } from './prompts.ts';
import type {
  AiProvider,
  AnyBrief,
  Generated,
  GenerationOptions,
  ProviderCall,
  TemplateRecommendation,
  Usage,
} from './provider.ts';
import { recommendTemplatesOffline } from './recommend-templates.ts';

export interface OpenAiProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** The budget of one whole generation: every request, wait and repair inside it. */
  timeoutMs: number;
  /** The first wait after a 429 without Retry-After or a 5xx; doubled each time. */
  retryBaseMs?: number;
  /** For tests and for runtimes that need their own fetch. */
  fetch?: typeof fetch;
}

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

/** Requests per generation at most, repairs included: a server failing fast cannot loop. */
const MAX_REQUESTS = 5;
/** A malformed answer is sent back once; a second one ends the generation. */
const MAX_ANSWERS = 2;

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

/** Seconds or an HTTP date in Retry-After, or OpenAI's retry-after-ms; undefined when absent. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms)) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}

/** Some OpenAI-compatible servers do not know json_schema or strict mode; they still honour json_object. */
function unsupportedFormat(error: unknown): boolean {
  return (
    error instanceof OpenAI.APIError &&
    error.status === 400 &&
    /response_format|json_schema|strict/i.test(error.message)
  );
}

const isAbort = (error: unknown) =>
  error instanceof OpenAI.APIConnectionTimeoutError ||
  error instanceof OpenAI.APIUserAbortError ||
  (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'));

/** What one failed request means: retry after a wait, or stop with this error. */
type Failure = { retry: true; waitMs: number | undefined; error: AiError } | { retry: false; error: AiError };

function classify(error: unknown, timeoutMs: number): Failure {
  if (isAbort(error)) return { retry: false, error: timedOut(timeoutMs) };
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 429) {
      if (error.code === 'insufficient_quota' || error.type === 'insufficient_quota') {
        return { retry: false, error: quotaExhausted() };
      }
      const wait = retryAfterMs(error.headers as Headers | undefined);
      return {
        retry: true,
        waitMs: wait,
        error: rateLimited(wait === undefined ? undefined : Math.ceil(wait / 1000)),
      };
    }
    // status 0: no answer at all (connection refused or reset).
    if (status >= 500 || status === 0)
      return { retry: true, waitMs: undefined, error: upstreamFailed(status || undefined) };
    return { retry: false, error: rejected(status) };
  }
  // Not the server's answer (a bug of ours): asking again would fail the same way.
  return { retry: false, error: upstreamFailed() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const retryBaseMs = options.retryBaseMs ?? 500;
  // Once a server refuses json_schema, this instance stops offering it.
  let strictRefused = false;

  /** One generation: its deadline, its request count, and every call told to onCall. */
  function session(onCall: GenerationOptions['onCall']) {
    const started = performance.now();
    const deadline = started + options.timeoutMs;
    let requests = 0;
    let backoffs = 0;
    const usage: Usage = {
      provider: 'openai',
      model: options.model,
      promptTokens: 0,
      completionTokens: 0,
      ms: 0,
    };

    const report = (call: Omit<ProviderCall, 'provider' | 'model'>) => {
      usage.promptTokens += call.promptTokens;
      usage.completionTokens += call.completionTokens;
      onCall?.({ provider: 'openai', model: options.model, ...call });
    };

    /** One answer from the server, retrying 429 and 5xx while the deadline allows the wait. */
    async function ask(messages: Message[], format: ResponseFormat) {
      for (;;) {
        const remaining = Math.ceil(deadline - performance.now());
        if (remaining <= 0) throw timedOut(options.timeoutMs);
        requests++;
        const sent = performance.now();
        const responseFormat = strictRefused ? ({ type: 'json_object' } as const) : format;
        try {
          const completion = await client.chat.completions.create(
            { model: options.model, messages, response_format: responseFormat, temperature: 0.7 },
            { signal: AbortSignal.timeout(remaining), timeout: remaining },
          );
          return {
            text: completion.choices[0]?.message?.content ?? '',
            promptTokens: completion.usage?.prompt_tokens ?? 0,
            completionTokens: completion.usage?.completion_tokens ?? 0,
            ms: Math.round(performance.now() - sent),
          };
        } catch (error) {
          const failed = (reason: AiError) =>
            report({
              status: 'failed',
              promptTokens: 0,
              completionTokens: 0,
              ms: Math.round(performance.now() - sent),
              error: `${reason.code}: ${error instanceof Error ? error.message : String(error)}`.slice(
                0,
                500,
              ),
            });
          if (!strictRefused && responseFormat.type === 'json_schema' && unsupportedFormat(error)) {
            failed(rejected(400));
            strictRefused = true;
            if (requests < MAX_REQUESTS) continue;
          }
          const failure = classify(error, options.timeoutMs);
          failed(failure.error);
          if (!failure.retry || requests >= MAX_REQUESTS) throw failure.error;
          const wait = failure.waitMs ?? retryBaseMs * 2 ** backoffs++ * (0.8 + Math.random() * 0.4);
          // A wait that outlasts the deadline is not worth starting: the offline draft is ready now.
          if (performance.now() + wait >= deadline) throw failure.error;
          await sleep(wait);
        }
      }
    }

    /**
     * Asks, validates (the schema, then `problems`: what else makes an answer malformed), and on a
     * malformed answer sends the errors back once.
     */
    async function generate<S extends z.ZodType>(
      schema: S,
      name: string,
      system: string,
      prompt: string,
      problems: (value: z.output<S>) => string[] = () => [],
    ): Promise<{ value: z.output<S>; usage: Usage }> {
      const messages: Message[] = [
        { role: 'system', content: system },
        { role: 'user', content: prompt },
      ];
      const format = jsonSchemaFormat(name, schema);
      let issues: string[] = [];
      for (let answers = 0; answers < MAX_ANSWERS; answers++) {
        const answer = await ask(messages, format);
        const parsed = extractJson(answer.text);
        const result = parsed === undefined ? null : schema.safeParse(parsed);
        const { text: _text, ...tokens } = answer;
        const found = result?.success ? problems(result.data) : [];
        if (result?.success && !found.length) {
          report({ ...tokens, status: 'succeeded', error: null });
          usage.ms = Math.round(performance.now() - started);
          return { value: result.data, usage };
        }
        if (!result) issues = ['The answer is not a JSON object.'];
        else issues = result.success ? found : describeIssues(result.error);
        report({
          ...tokens,
          status: 'failed',
          error: `invalid_output: ${issues.slice(0, 3).join('; ')}`.slice(0, 500),
        });
        messages.push(
          { role: 'assistant', content: answer.text },
          { role: 'user', content: repairPrompt(issues) },
        );
      }
      throw invalidOutput(issues);
    }

    return { generate };
  }

  const context = (brief: AnyBrief, generation: GenerationOptions | undefined) => ({
    brief,
    campaignUrl: generation?.campaignUrl,
  });

  return {
    name: 'openai',
    async generateEmailContent(brief, generation): Promise<Generated<z.output<typeof emailContentSchema>>> {
      const facts = readBrief(brief);
      const { value, usage } = await session(generation?.onCall).generate(
        emailContentSchema,
        'email_content',
        systemPrompt(facts),
        emailPrompt(brief, facts, generation),
        (email) => languageIssues(email, facts.locale),
      );
      const offline = composeEmail(facts, briefSeed(brief, generation?.variation));
      const checked = checkEmailContent(value, offline, context(brief, generation));
      return { value: checked.value, usage, flagged: checked.flagged };
    },
    async generatePageDocument(brief, template: PageTemplate, generation) {
      const facts = readBrief(brief);
      const { value, usage } = await session(generation?.onCall).generate(
        pageDocumentSchema,
        'page_document',
        systemPrompt(facts),
        pagePrompt(brief, facts, template, generation),
        (page) => languageIssues(page, facts.locale),
      );
      // The template is the caller's choice, not the model's.
      const offline = composePage(facts, template, briefSeed(brief, generation?.variation));
      const checked = checkPageDocument({ ...value, template }, offline, context(brief, generation));
      return { value: { ...checked.value, template }, usage, flagged: checked.flagged };
    },
    async recommendTemplates(brief, generation) {
      const facts = readBrief(brief);
      const result = await session(generation?.onCall).generate(
        recommendationsSchema,
        'template_recommendations',
        systemPrompt(facts),
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
