/**
 * The request frame (post-endpoint.ts) for functions whose refusals are a code and a sentence from
 * their own message map: the function throws `new Refusal(code)`, the frame answers
 * `{ error: { code, message } }` with the map's status and the caller's language. A token PostgREST
 * refused (HttpError 401, see user-client.ts) is `unauthorized`; anything else is logged under the
 * function's name and answered `unexpected`.
 */

import type { Locale } from '../content/brief.ts';
import type { Env } from '../env.ts';
import { isUuid } from '../ids.ts';
import type { Caller } from './caller.ts';
import { HttpError, json } from './json.ts';
import { type FrameRefusal, postEndpoint } from './post-endpoint.ts';

/** The codes every function in this frame can answer, whatever its own refusals are. */
export type FrameCode = 'invalid_request' | 'unauthorized' | 'method_not_allowed' | 'unexpected';

/** A refusal the caller should see, by its code in the function's message map. */
export class Refusal<Code extends string = string> extends Error {
  constructor(readonly code: Code) {
    super(code);
    this.name = 'Refusal';
  }
}

const FRAME_STATUS: Record<FrameCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  method_not_allowed: 405,
  unexpected: 500,
};

const FRAME_REFUSALS: Record<FrameRefusal, FrameCode> = {
  method_not_allowed: 'method_not_allowed',
  unauthorized: 'unauthorized',
  not_json: 'invalid_request',
};

export interface MessageEndpoint<Deps extends { env: Env }, Code extends string> {
  /** Prefixes the log line of an unexpected failure. */
  name: string;
  deps: Deps | (() => Deps);
  /** The status of each of the function's own codes; the frame's codes have theirs (FRAME_STATUS). */
  status: Record<Code, number>;
  messages: Record<Locale, Record<Code | FrameCode, string>>;
  /**
   * A failure of the function's own kind as one of its codes (undefined: not one of them); for
   * errors thrown by code that does not know this frame, such as a store's or a provider's.
   */
  refusalOf?(error: unknown): Code | FrameCode | undefined;
  /** The function's work; `body` is the parsed JSON, not yet checked. */
  run(deps: Deps, caller: Caller, body: unknown, request: Request): Promise<unknown>;
}

export function messageEndpoint<Deps extends { env: Env }, Code extends string>(
  endpoint: MessageEndpoint<Deps, Code>,
): (request: Request) => Promise<Response> {
  type Failure = { status: number; code: Code | FrameCode };
  const status: Record<Code | FrameCode, number> = { ...FRAME_STATUS, ...endpoint.status };
  const failure = (code: Code | FrameCode): Failure => ({ status: status[code], code });
  return postEndpoint<Deps, Failure>({
    deps: endpoint.deps,
    refuse: (reason) => new Refusal(FRAME_REFUSALS[reason]),
    failure(error) {
      if (error instanceof Refusal) return failure(error.code as Code | FrameCode);
      const own = endpoint.refusalOf?.(error);
      if (own) return failure(own);
      if (error instanceof HttpError && error.status === 401) return failure('unauthorized');
      return failure('unexpected');
    },
    answer: (refused, locale, cors) =>
      json(
        { error: { code: refused.code, message: endpoint.messages[locale][refused.code] } },
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
