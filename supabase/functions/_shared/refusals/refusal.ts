/**
 * A refusal the caller should see, by its catalog code (codes.ts): thrown by a function or its
 * store, answered by the JSON frame (http/message-endpoint.ts) with the code's status and sentence.
 */

import type { RefusalCode } from './codes.ts';

export class Refusal extends Error {
  constructor(readonly code: RefusalCode) {
    super(code);
    this.name = 'Refusal';
  }
}
