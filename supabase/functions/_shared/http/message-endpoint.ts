/**
 * The request frame (post-endpoint.ts) for JSON functions whose refusals are catalog codes
 * (refusals/codes.ts): the function or its store throws `new Refusal(code)`, the frame answers
 * `{ error: { code, message } }` with the code's status and its sentence in the caller's language
 * (refusals/messages.ts). A token PostgREST refused (HttpError 401, see user-client.ts) is
 * `unauthorized`; anything else is logged under the function's name and answered `unexpected`.
 */

import type { Env } from '../env.ts';
import { isUuid } from '../ids.ts';
import { REFUSAL_STATUS, type RefusalCode } from '../refusals/codes.ts';
import { REFUSAL_MESSAGES } from '../refusals/messages.ts';
import { Refusal } from '../refusals/refusal.ts';
import type { Caller } from './caller.ts';
import { HttpError, json } from './json.ts';
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
  type Failure = { status: number; code: RefusalCode };
  const failure = (code: RefusalCode): Failure => ({ status: REFUSAL_STATUS[code], code });
  return postEndpoint<Deps, Failure>({
    deps: endpoint.deps,
    refuse: (reason) => new Refusal(FRAME_REFUSALS[reason]),
    failure(error) {
      if (error instanceof Refusal) return failure(error.code);
      const own = endpoint.refusalOf?.(error);
      if (own) return failure(own);
      if (error instanceof HttpError && error.status === 401) return failure('unauthorized');
      return failure('unexpected');
    },
    answer: (refused, locale, cors) =>
      json(
        { error: { code: refused.code, message: REFUSAL_MESSAGES[locale][refused.code] } },
        refused.status,
        cors,
      ),
    log(refused, error) {
      if (refused.code === 'unexpected') console.error(`${endpoint.name}:`, error);
    },
    run: endpoint.run,
  });
}

/** The body's field that must be a UUID (a campaign's, a job's id); otherwise `invalid_request`. */
export function uuidField(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (!isUuid(value)) throw new Refusal('invalid_request');
  return value;
}
