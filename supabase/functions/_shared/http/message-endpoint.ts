/**
 * The one request frame of the JSON functions the app (or a visitor) calls: CORS and its
 * preflight, POST only (405 with `Allow`), the caller (a signed-in user's token by default, 401
 * without one), the JSON body, the answer as uncached JSON. Refusals are catalog codes
 * (refusals/codes.ts): the function or its store throws `new Refusal(code)`, the frame answers
 * `{ error: { code, message } }` with the code's status and its sentence in the caller's language
 * (refusals/messages.ts), with the wait or the body's issues when the refusal names them. Anything
 * else is logged under the function's name and answered `unexpected`.
 */

import type { z } from 'zod';
import type { Env } from '../env.ts';
import { isUuid } from '../ids.ts';
import { REFUSAL_STATUS } from '../refusals/codes.ts';
import { REFUSAL_MESSAGES } from '../refusals/messages.ts';
import { Refusal } from '../refusals/refusal.ts';
import { type Caller, readCaller } from './caller.ts';
import { corsHeaders } from './cors.ts';
import { json } from './json.ts';
import { messageLocale } from './locale.ts';

/** The refusals the frame itself makes, before the function runs. */
const FRAME_REFUSALS = {
  method_not_allowed: () => new Refusal('method_not_allowed'),
  unauthorized: () => new Refusal('unauthorized'),
  not_json: () => new Refusal('invalid_request', { issues: [{ path: '(body)', message: 'a JSON object' }] }),
};

/** The default caller: a signed-in user's token, else 401. */
function signedInCaller(request: Request): Caller {
  const caller = readCaller(request);
  if (!caller) throw FRAME_REFUSALS.unauthorized();
  return caller;
}

/** For `caller`: the function serves anyone, signed in or not (the live demo). */
export const anonymous = (): null => null;

export interface MessageEndpoint<Deps extends { env: Env }, Who = Caller> {
  /** Prefixes the log line of an unexpected failure. */
  name: string;
  /** Resolved at the first request, so a worker reads its env once. */
  deps: Deps | (() => Deps);
  /** Who calls: the signed-in caller by default, or `anonymous`. */
  caller?: (request: Request, deps: Deps) => Who | Promise<Who>;
  /**
   * A failure that is not a Refusal as one (undefined: unexpected); for errors thrown by code that
   * does not know this frame, such as a provider's, which it logs.
   */
  refusalOf?(error: unknown): Refusal | undefined;
  /** The function's work; `body` is the parsed JSON, not yet checked (see parseBody). */
  run(deps: Deps, caller: Who, body: unknown, request: Request): Promise<unknown>;
}

export function messageEndpoint<Deps extends { env: Env }, Who = Caller>(
  endpoint: MessageEndpoint<Deps, Who>,
): (request: Request) => Promise<Response> {
  const identify = endpoint.caller ?? (signedInCaller as unknown as (request: Request) => Who);
  let resolved: Deps | undefined;
  return async (request) => {
    resolved ??= typeof endpoint.deps === 'function' ? endpoint.deps() : endpoint.deps;
    const cors = corsHeaders(request, resolved.env);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    let body: unknown = null;
    try {
      if (request.method !== 'POST') throw FRAME_REFUSALS.method_not_allowed();
      const caller = await identify(request, resolved);
      body = await request.json().catch(() => {
        throw FRAME_REFUSALS.not_json();
      });
      return json(await endpoint.run(resolved, caller, body, request), 200, cors);
    } catch (error) {
      const refusal =
        error instanceof Refusal ? error : (endpoint.refusalOf?.(error) ?? new Refusal('unexpected'));
      if (refusal.code === 'unexpected') console.error(`${endpoint.name}:`, error);
      return refusalResponse(refusal, messageLocale(request, body), cors);
    }
  };
}

function refusalResponse(
  { code, retryAfterSeconds, issues }: Refusal,
  locale: keyof typeof REFUSAL_MESSAGES,
  cors: Record<string, string>,
): Response {
  const headers: Record<string, string> = { ...cors };
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds);
  if (code === 'method_not_allowed') headers.Allow = 'POST, OPTIONS';
  return json(
    {
      error: {
        code,
        message: REFUSAL_MESSAGES[locale][code],
        ...(issues.length ? { issues } : {}),
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      },
    },
    REFUSAL_STATUS[code],
    headers,
  );
}

/** The body as the function's schema reads it; otherwise `invalid_request` with the schema's issues. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new Refusal('invalid_request', {
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.') || '(body)',
      message: issue.message,
    })),
  });
}

/** The body's field that must be a UUID (a campaign's, a job's id); otherwise `invalid_request`. */
export function uuidField(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (!isUuid(value)) throw new Refusal('invalid_request');
  return value;
}
