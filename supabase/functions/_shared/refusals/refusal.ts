/**
 * A refusal the caller should see, by its catalog code (codes.ts): thrown by a function or its
 * store, answered by the JSON frame (http/message-endpoint.ts) with the code's status and sentence.
 */

import type { RefusalCode } from './codes.ts';

/** Which part of a request body was refused and why (for a developer calling the API). */
export interface FieldIssue {
  path: string;
  message: string;
}

export interface RefusalOptions {
  /** When the same request may succeed: answered as `Retry-After` and `retryAfterSeconds`. */
  retryAfterSeconds?: number;
  /** An `invalid_request`'s reasons, answered as `issues`. */
  issues?: FieldIssue[];
}

export class Refusal extends Error {
  readonly retryAfterSeconds?: number;
  readonly issues: FieldIssue[];
  constructor(
    readonly code: RefusalCode,
    options: RefusalOptions = {},
  ) {
    super(code);
    this.name = 'Refusal';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.issues = options.issues ?? [];
  }
}
