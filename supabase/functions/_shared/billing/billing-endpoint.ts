/**
 * The request steps the payment functions the signed-in app calls (checkout, billing-portal) share:
 * CORS and its preflight, POST only, a signed-in caller (401), a JSON body their schema accepts
 * (400 with the issues), the answer as uncached JSON, and every refusal as billingErrorResponse in
 * the caller's language; unexpected failures are logged under the function's name.
 */

import type { z } from 'zod';
import { type Caller, readCaller } from '../generation/caller.ts';
import { GenerationError } from '../generation/errors.ts';
import { messageLocale } from '../generation/http.ts';
import { corsHeaders } from '../http/cors.ts';
import type { Env } from './environment.ts';
import { BillingError, billingErrorResponse, toBillingError } from './errors.ts';

export function billingEndpoint<Deps extends { env: Env }, Input>(
  name: string,
  input: z.ZodType<Input>,
  deps: Deps | (() => Deps),
  act: (deps: Deps, caller: Caller, input: Input) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  let resolved: Deps | undefined;
  return async (request) => {
    resolved ??= typeof deps === 'function' ? deps() : deps;
    const cors = corsHeaders(request, resolved.env);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    let body: unknown = null;
    try {
      if (request.method !== 'POST') throw new BillingError(405, 'method_not_allowed');
      const caller = signedInCaller(request);
      body = await request.json().catch(() => {
        throw new BillingError(400, 'invalid_request', [{ path: '', message: 'The body must be JSON.' }]);
      });
      const parsed = input.safeParse(body);
      if (!parsed.success) {
        throw new BillingError(
          400,
          'invalid_request',
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      const answer = await act(resolved, caller, parsed.data);
      return Response.json(answer, { headers: { ...cors, 'Cache-Control': 'no-store' } });
    } catch (error) {
      const failure = toBillingError(error);
      if (failure.status >= 500) console.error(`${name}:`, error);
      const response = billingErrorResponse(failure, messageLocale(request, body), cors);
      if (failure.status === 405) response.headers.set('Allow', 'POST, OPTIONS');
      return response;
    }
  };
}

function signedInCaller(request: Request): Caller {
  try {
    return readCaller(request);
  } catch (error) {
    if (error instanceof GenerationError) throw new BillingError(401, 'unauthorized');
    throw error;
  }
}
