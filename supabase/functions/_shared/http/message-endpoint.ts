/**
 * The request frame (post-endpoint.ts) for JSON functions whose refusals are catalog codes
 * (refusals/codes.ts): the function or its store throws `new Refusal(code)`, the frame answers
 * `{ error: { code, message } }` with the code's status and its sentence in the caller's language
 * (refusals/messages.ts), with the wait or the body's issues when the refusal names them. Anything
 * else is logged under the function's name and answered `unexpected`.
 */

import type { z } from 'zod';
import type { Env } from '../env.ts';
import { isUuid } from '../ids.ts';
import { REFUSAL_STATUS, type RefusalCode } from '../refusals/codes.ts';
import { REFUSAL_MESSAGES } from '../refusals/messages.ts';
import { Refusal } from '../refusals/refusal.ts';
import type { Caller } from './caller.ts';
import { json } from './json.ts';
import { type FrameRefusal, postEndpoint } from './post-endpoint.ts';

const FRAME_REFUSALS: Record<FrameRefusal, RefusalCode> = {
  method_not_allowed: 'method_not_allowed',
  unauthorized: 'unauthorized',
  not_json: 'invalid_request',
};

export interface MessageEndpoint<Deps extends { env: Env }> {
  /** Prefixes the log line of an unexpected failure. */
  name: string;
  deps: Deps | (() => Deps);
  /**
   * A failure that is not a Refusal as one (undefined: unexpected); for errors thrown by code that
   * does not know this frame, such as a provider's.
   */
  refusalOf?(error: unknown): RefusalCode | undefined;
  /** The function's work; `body` is the parsed JSON, not yet checked. */
  run(deps: Deps, caller: Caller, body: unknown, request: Request): Promise<unknown>;
}

export function messageEndpoint<Deps extends { env: Env }>(
  endpoint: MessageEndpoint<Deps>,
): (request: Request) => Promise<Response> {
  type Failure = { status: number; refusal: Refusal };
  const failure = (refusal: Refusal): Failure => ({ status: REFUSAL_STATUS[refusal.code], refusal });
  return postEndpoint<Deps, Failure>({
    deps: endpoint.deps,
    refuse: (reason) => new Refusal(FRAME_REFUSALS[reason]),
    failure(error) {
      if (error instanceof Refusal) return failure(error);
      return failure(new Refusal(endpoint.refusalOf?.(error) ?? 'unexpected'));
    },
    answer: ({ status, refusal: { code, retryAfterSeconds, issues } }, locale, cors) =>
      json(
        {
          error: {
            code,
            message: REFUSAL_MESSAGES[locale][code],
            ...(issues.length ? { issues } : {}),
            ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
          },
        },
        status,
        retryAfterSeconds ? { ...cors, 'Retry-After': String(retryAfterSeconds) } : cors,
      ),
    log({ refusal }, error) {
      if (refusal.code === 'unexpected') console.error(`${endpoint.name}:`, error);
    },
    run: endpoint.run,
  });
}

/** The body as the function's schema reads it; otherwise `invalid_request` with the schema's issues. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new Refusal('invalid_request', {
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}

/** The body's field that must be a UUID (a campaign's, a job's id); otherwise `invalid_request`. */
export function uuidField(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (!isUuid(value)) throw new Refusal('invalid_request');
  return value;
}
