/**
 * The request frame of the functions the signed-in app calls with a JSON body (generation and
 * payments): CORS and its preflight, POST only, a signed-in caller, the JSON body, the answer as
 * uncached JSON, and every failure answered in the caller's language. Each family keeps its own
 * error type, words and logging; the frame only asks it for them.
 */

import type { Locale } from '../content/brief.ts';
import type { Env } from '../env.ts';
import { type Caller, readCaller } from './caller.ts';
import { corsHeaders } from './cors.ts';
import { json } from './json.ts';
import { messageLocale } from './locale.ts';

/** The refusals the frame itself makes, before the function runs. */
export type FrameRefusal = 'method_not_allowed' | 'unauthorized' | 'not_json';

export interface PostEndpoint<Deps extends { env: Env }, Failure extends { status: number }, Who = Caller> {
  /**
   * Who calls: the signed-in caller (the default; 401 without one), or `anonymous` for a function
   * anyone may call (the live demo), which then gets null.
   */
  caller?: (request: Request, refuse: (reason: FrameRefusal) => Error, deps: Deps) => Who | Promise<Who>;
  /** Resolved at the first request, so a worker reads its env once. */
  deps: Deps | (() => Deps);
  /** A frame refusal as the family's own error (thrown, then turned into a failure like any other). */
  refuse(reason: FrameRefusal): Error;
  /** Anything thrown, as the family's failure. */
  failure(error: unknown): Failure;
  answer(failure: Failure, locale: Locale, cors: Record<string, string>): Response;
  log(failure: Failure, error: unknown, request: Request): void;
  /** The function's work; `body` is the parsed JSON, not yet checked against any schema. */
  run(deps: Deps, caller: Who, body: unknown, request: Request): Promise<unknown>;
}

/** For `caller`: the function serves anyone, signed in or not. */
export const anonymous = (): null => null;

export function postEndpoint<Deps extends { env: Env }, Failure extends { status: number }, Who = Caller>(
  endpoint: PostEndpoint<Deps, Failure, Who>,
): (request: Request) => Promise<Response> {
  const identify =
    endpoint.caller ?? (signedInCaller as (request: Request, refuse: (reason: FrameRefusal) => Error) => Who);
  let resolved: Deps | undefined;
  return async (request) => {
    resolved ??= typeof endpoint.deps === 'function' ? endpoint.deps() : endpoint.deps;
    const cors = corsHeaders(request, resolved.env);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    let body: unknown = null;
    try {
      if (request.method !== 'POST') throw endpoint.refuse('method_not_allowed');
      const caller = await identify(request, endpoint.refuse, resolved);
      body = await request.json().catch(() => {
        throw endpoint.refuse('not_json');
      });
      const answer = await endpoint.run(resolved, caller, body, request);
      return json(answer, 200, cors);
    } catch (error) {
      const failure = endpoint.failure(error);
      endpoint.log(failure, error, request);
      const response = endpoint.answer(failure, messageLocale(request, body), cors);
      if (failure.status === 405) response.headers.set('Allow', 'POST, OPTIONS');
      return response;
    }
  };
}

/** The default caller: a signed-in user's token (readCaller), else the frame's 401. */
export function signedInCaller(request: Request, refuse: (reason: FrameRefusal) => Error): Caller {
  const caller = readCaller(request);
  if (!caller) throw refuse('unauthorized');
  return caller;
}
