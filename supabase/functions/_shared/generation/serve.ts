/**
 * The frame every generation function shares: CORS, POST only, the caller's token, the JSON body,
 * and one place that turns any failure into SPEC.md §8's words with the right status.
 */

import { type Caller, readCaller } from './caller.ts';
import type { HandlerDeps } from './deps.ts';
import { GenerationError, toGenerationError } from './errors.ts';
import { corsHeaders, errorResponse, jsonResponse, messageLocale } from './http.ts';
import { readJson } from './requests.ts';

export interface GenerationCall {
  caller: Caller;
  body: unknown;
  deps: HandlerDeps;
}

export function generationHandler(
  deps: HandlerDeps | (() => HandlerDeps),
  run: (call: GenerationCall) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  let resolved: HandlerDeps | undefined;
  return async (request) => {
    resolved ??= typeof deps === 'function' ? deps() : deps;
    const cors = corsHeaders(request, resolved.env);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    let body: unknown = null;
    try {
      if (request.method !== 'POST') throw new GenerationError(405, 'method_not_allowed');
      const caller = readCaller(request);
      body = await readJson(request);
      return jsonResponse(await run({ caller, body, deps: resolved }), 200, cors);
    } catch (error) {
      const failure = toGenerationError(error);
      if (failure.status >= 500 || failure.code === 'rate_limited') console.error(request.url, error);
      const response = errorResponse(failure, messageLocale(request, body), cors);
      if (failure.status === 405) response.headers.set('Allow', 'POST, OPTIONS');
      return response;
    }
  };
}
