/**
 * The frame every generation function shares: the JSON frame of refusals
 * (_shared/http/message-endpoint.ts), with a model's failures read as refusals.
 */

import type { Caller } from '../http/caller.ts';
import { messageEndpoint } from '../http/message-endpoint.ts';
import type { HandlerDeps } from './deps.ts';
import { refusalOfAiError } from './errors.ts';

export interface GenerationCall {
  caller: Caller;
  body: unknown;
  deps: HandlerDeps;
}

export function generationHandler(
  name: string,
  deps: HandlerDeps | (() => HandlerDeps),
  run: (call: GenerationCall) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  return messageEndpoint({
    name,
    deps,
    refusalOf: refusalOfAiError,
    run: (resolved, caller, body) => run({ caller, body, deps: resolved }),
  });
}
