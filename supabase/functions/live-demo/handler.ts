/**
 * live-demo (verify_jwt = false): a visitor without an account types a prompt and gets back a
 * generated email and landing page, rendered exactly as the app renders them. The offline composer
 * writes unless a model is configured (the same provider selection as the generation functions).
 * Nothing is stored except the rate-limit counter: 10 demos per visitor per hour, keyed by the
 * client's IP (x-forwarded-for) or, where no proxy says it, the visitor id the page sends.
 */

import { z } from 'zod';
import { readBrief } from '../_shared/ai/brief-facts.ts';
import { detectLanguage } from '../_shared/ai/language.ts';
import type { AiProvider } from '../_shared/ai/provider.ts';
import { recommendTemplatesOffline } from '../_shared/ai/recommend-templates.ts';
import { createProvider } from '../_shared/ai/select-provider.ts';
import { type ExpressBrief, LOCALES, type Locale } from '../_shared/content/brief.ts';
import { secondsLeftInWindow, serviceRateLimit } from '../_shared/db/rate-limit.ts';
import { serviceClient } from '../_shared/db/service-client.ts';
import type { Env } from '../_shared/env.ts';
import { composeEmailCampaign } from '../_shared/generation/compose-email.ts';
import { refusalOfAiError } from '../_shared/generation/errors.ts';
import { clientAddress } from '../_shared/http/client-address.ts';
import { anonymous, messageEndpoint, parseBody } from '../_shared/http/message-endpoint.ts';
import { renderPage } from '../_shared/pages/render-page.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import { demoBusinessName } from './demo-business.ts';

export const DEMO_LIMIT = { maxHits: 10, windowSeconds: 3600 } as const;

/** Counts one demo for the key; false once the key is over the limit in this window. */
export type RateLimiter = (key: string) => Promise<boolean>;

export interface LiveDemoDeps {
  env: Env;
  provider: () => AiProvider;
  limiter: () => RateLimiter;
  now?: () => number;
}

const requestSchema = z
  .object({
    prompt: z.string().trim().min(10, 'at least 10 characters').max(1000, 'at most 1000 characters'),
    /** The visitor's interface language: the demo writes in it when the prompt's cannot be told. */
    locale: z.enum(LOCALES).default('en'),
    /** The visitor's explicit choice of language for the copy, over the prompt's. */
    language: z.enum(LOCALES).optional(),
    visitorId: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'letters, digits and dashes, 8 to 64')
      .optional(),
  })
  .strict();

/** A neutral sender and palette: the demo is about the words and the layout, not a brand. */
const DEMO_PALETTE = { primary: '#f4f3ff', secondary: '#3b2bd1', tertiary: '#ffb020', quaternary: '#d9d6fe' };
const DEMO_SENDER: Record<Locale, string> = { en: 'Your company', es: 'Tu empresa' };
const DEMO_PAGE_ID = '00000000-0000-4000-8000-00000000de00';

/** The business the prompt names signs the demo; "Your company" only when it names none. */
export function demoBrief(prompt: string, locale: Locale): ExpressBrief {
  const organizationName = demoBusinessName(prompt) || DEMO_SENDER[locale];
  return {
    locale,
    name: locale === 'es' ? 'Demo en vivo' : 'Live demo',
    prompt,
    palette: DEMO_PALETTE,
    sender: { organizationName, postalAddress: '', website: '', logoUrl: null },
  };
}

/** The visitor's choice, else the language the prompt is written in, else the interface's. */
export function demoLocale(prompt: string, interfaceLocale: Locale, choice?: Locale): Locale {
  return choice ?? detectLanguage(prompt, interfaceLocale);
}

/** The client's address where a proxy reports it, else the visitor id the page sends. */
export function visitorKey(request: Request, visitorId: string | undefined): string {
  const address = clientAddress(request);
  if (address) return `ip:${address}`;
  return visitorId ? `visitor:${visitorId}` : 'anonymous';
}

export function createLiveDemoHandler(deps: LiveDemoDeps | (() => LiveDemoDeps)) {
  return messageEndpoint({
    name: 'live-demo',
    deps,
    caller: anonymous,
    refusalOf: refusalOfAiError,
    async run(resolved, _caller, body, request) {
      const { prompt, visitorId, ...languages } = parseBody(requestSchema, body);
      const locale = demoLocale(prompt, languages.locale, languages.language);

      if (!(await resolved.limiter()(visitorKey(request, visitorId)))) {
        const now = (resolved.now ?? Date.now)();
        throw new Refusal('rate_limited', {
          retryAfterSeconds: secondsLeftInWindow(DEMO_LIMIT.windowSeconds, now),
        });
      }

      const brief = demoBrief(prompt, locale);
      const provider = resolved.provider();
      const template = recommendTemplatesOffline(readBrief(brief))[0]?.template ?? 'solid';
      const siteUrl = resolved.env.SITE_URL || undefined;
      const [email, page] = await Promise.all([
        composeEmailCampaign(provider, brief, siteUrl),
        provider.generatePageDocument(brief, template),
      ]);
      const pageHtml = renderPage(
        { ...page.value, template },
        {
          palette: brief.palette,
          mood: brief.mood ?? 'professional',
          locale,
          sender: brief.sender,
          formAction: '#',
          pageId: DEMO_PAGE_ID,
          // A demo page takes no leads: its form says so, and no script runs.
          leadFormActive: false,
          demo: true,
          preview: true,
        },
      );
      return {
        locale,
        subject: email.content.subject,
        preheader: email.content.preheader,
        emailHtml: email.html,
        template,
        pageHtml,
      };
    },
  });
}

/** The demo's bucket of hit_rate_limit. */
export function serviceRateLimiter(env: Env): RateLimiter {
  const hit = serviceRateLimit(serviceClient(env));
  return (key) => hit('live-demo', key, DEMO_LIMIT.maxHits, DEMO_LIMIT.windowSeconds);
}

export const handler = createLiveDemoHandler(() => {
  const env = Deno.env.toObject();
  let provider: AiProvider | undefined;
  let limiter: RateLimiter | undefined;
  return {
    env,
    provider: () => (provider ??= createProvider(env)),
    limiter: () => (limiter ??= serviceRateLimiter(env)),
  };
});
