import type { MessageDescriptor } from '@lingui/core';
import { errorMessages } from './error-messages.ts';
import { refusalMessages } from './refusal-messages.ts';
import { Refused } from './refused.ts';

/**
 * The sentence for what went wrong: a refusal's own, the generic one for anything else. Apart from
 * `refused.ts` so that what only throws or tests a refusal does not bring every refusal's sentence:
 * the home loads neither, and the global error toast (src/app/query-client.ts) loads this file
 * with `import()` (docs/frontend.md, "App weight").
 */
export function refusalMessage(error: unknown): MessageDescriptor {
  return error instanceof Refused ? refusalMessages[error.code] : errorMessages.generic;
}
