/**
 * The frame every generation function shares (_shared/http/post-endpoint.ts: CORS, POST only, the
 * caller's token, the JSON body), with one place that turns any failure into SPEC.md §8's words
 * with the right status.
 */

import type { Caller } from '../http/caller.ts';
import { type FrameRefusal, postEndpoint } from '../http/post-endpoint.ts';
import type { HandlerDeps } from './deps.ts';
import { errorResponse } from './error-response.ts';
import { GenerationError, invalidRequest, toGenerationError, unauthorized } from './errors.ts';

export interface GenerationCall {
  caller: Caller;
  body: unknown;
  deps: HandlerDeps;
}

const REFUSALS: Record<FrameRefusal, () => GenerationError> = {
  method_not_allowed: () => new GenerationError('method_not_allowed'),
  unauthorized,
  not_json: () => invalidRequest([{ path: '(body)', message: 'a JSON object' }]),
};

export function generationHandler(
  deps: HandlerDeps | (() => HandlerDeps),
  run: (call: GenerationCall) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  return postEndpoint({
    deps,
    refuse: (reason) => REFUSALS[reason](),
    failure: toGenerationError,
    answer: errorResponse,
    log(failure, error, request) {
      if (failure.status >= 500 || failure.code === 'rate_limited') console.error(request.url, error);
    },
    run: (resolved, caller, body) => run({ caller, body, deps: resolved }),
  });
}
