/**
 * The payment functions the signed-in app calls (checkout, billing-portal) in the shared request
 * frame (_shared/http/post-endpoint.ts: CORS and its preflight, POST only, a signed-in caller, a
 * JSON body, the answer as uncached JSON): the body must pass the function's schema (400 with the
 * issues), every refusal is billingErrorResponse in the caller's language, and unexpected failures
 * are logged under the function's name.
 */

import type { z } from 'zod';
import type { Caller } from '../http/caller.ts';
import { type FrameRefusal, postEndpoint } from '../http/post-endpoint.ts';
import type { Env } from './environment.ts';
import { BillingError, billingErrorResponse, toBillingError } from './errors.ts';

const REFUSALS: Record<FrameRefusal, () => BillingError> = {
  method_not_allowed: () => new BillingError('method_not_allowed'),
  unauthorized: () => new BillingError('unauthorized'),
  not_json: () => new BillingError('invalid_request', [{ path: '', message: 'The body must be JSON.' }]),
};

export function billingEndpoint<Deps extends { env: Env }, Input>(
  name: string,
  input: z.ZodType<Input>,
  deps: Deps | (() => Deps),
  act: (deps: Deps, caller: Caller, input: Input) => Promise<unknown>,
): (request: Request) => Promise<Response> {
  return postEndpoint({
    deps,
    refuse: (reason) => REFUSALS[reason](),
    failure: toBillingError,
    answer: billingErrorResponse,
    log(failure, error) {
      if (failure.status >= 500) console.error(`${name}:`, error);
    },
    run(resolved, caller, body) {
      const parsed = input.safeParse(body);
      if (!parsed.success) {
        throw new BillingError(
          'invalid_request',
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      return act(resolved, caller, parsed.data);
    },
  });
}
